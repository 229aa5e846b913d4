import type { SummaryRequestInput } from '@spendlens/domain';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';

/** Most material and vendor combinations the detail select offers (spec 01 §5: lists show 1000). */
const maxOptions = 1000;

/**
 * POST /summary of the detail select's options: the material and vendor combinations of the
 * offenders in the page's scope, largest increase first.
 */
export function offenderOptionsPayload(scope: TableQueryBase): SummaryRequestInput {
  return {
    ...scope,
    group_by: ['material_number', 'vendor_id'],
    aggregate: [
      { col: 'max_pct_change', fn: ['max'], alias: ['max_pct_change'] },
      { col: 'vendor_name', fn: ['first'], alias: ['vendor_name'] },
      { col: 'description', fn: ['first'], alias: ['description'] },
    ],
    sort: [
      { col_alias: 'max_pct_change', order: 'desc' },
      { col_alias: 'material_number', order: 'asc' },
      { col_alias: 'vendor_id', order: 'asc' },
    ],
    page_number: 0,
    page_rows: maxOptions,
  };
}
