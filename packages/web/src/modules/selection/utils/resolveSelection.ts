import type { CompanyCodeEntry, PeriodOption, PeriodOptions, SystemInfo } from '@spendlens/domain';
import { findDateRangeOption } from './dateRangeChoices';

/**
 * Picking a valid selection from what the address and local storage remember (spec 01 §4): the
 * first candidate that the loaded lists contain wins, otherwise the default.
 */

/**
 * The system shown when nothing is remembered: the client's first system (created first) that holds
 * data — never a multi-system while a system of its own data is there, as a multi-system has only the
 * cross-system pages — else the first system that is not a multi-system, else the first system.
 */
export function defaultSystem(systems: SystemInfo[]): SystemInfo | undefined {
  const own = systems.filter((s) => !s.multi_system).sort((a, b) => a.id - b.id);
  return own.find((s) => s.last_analysis_date !== null && s.max_date !== null) ?? own[0] ?? systems[0];
}

/** The system with the first known id among the candidates, else the default system. */
export function resolveSystem(
  systems: SystemInfo[],
  ...candidates: (number | undefined)[]
): SystemInfo | undefined {
  for (const id of candidates) {
    const system = id === undefined ? undefined : systems.find((s) => s.id === id);
    if (system) return system;
  }
  return defaultSystem(systems);
}

/** The first candidate that is All ('-1') or a listed code, else All. */
export function resolveCompanyCode(
  entries: CompanyCodeEntry[],
  ...candidates: (string | undefined)[]
): string {
  for (const code of candidates) {
    if (code === undefined) continue;
    if (code === '-1' || entries.some((e) => e.company_code === code)) return code;
  }
  return '-1';
}

/** The first candidate date range the dropdown offers (list, last days or months, month range), else all dates (the general default, spec 01 §9). */
export function resolveDateRange(
  options: PeriodOptions,
  ...candidates: { year?: number; qualifier?: string }[]
): PeriodOption {
  for (const candidate of candidates) {
    const option = findDateRangeOption(options, candidate.year, candidate.qualifier);
    if (option) return option;
  }
  return options.allDates;
}
