import type { DisplayConfig, ModulePage } from '@spendlens/domain';

/**
 * Whether the date dropdown and the data calls are in the legacy date mode (spec 01 §3, §4): for
 * every page when the display configuration's ui_params.legacy_date_dropdown is on, or for a page
 * flagged legacyDateFilter.
 */
export function legacyDateMode(config: DisplayConfig, page?: ModulePage): boolean {
  return config.ui_params.legacy_date_dropdown === true || page?.legacyDateFilter === true;
}
