import { legacyDateValue } from '@spendlens/domain';
import type { ReadySelection } from '../types/Selection';
import { legacyDateRange } from './legacyDateRange';

export interface SelectionPayload {
  system_id: number;
  year: number;
  qualifier: string | -1;
  company_code: string | -1;
  /** The account-group scope (accountGroupPayload); absent for no filter and on dashboards. */
  vendor_type?: string[];
  vendor_type_col_name?: string;
}

/**
 * The shared scope fields of a data query; all dates and All company codes are sent as -1. In the
 * legacy date mode the qualifier is the range's legacy value (spec 01 §3: YYYYMM for a month, the
 * day count for the last n days; a whole year stays year and Y) of the range legacyDateRange reads.
 */
export function selectionPayload(
  selection: Pick<ReadySelection, 'system' | 'dateRange' | 'companyCode' | 'periodOptions'>,
  legacy = false,
): SelectionPayload {
  const range = legacy ? legacyDateRange(selection.dateRange, selection.periodOptions) : selection.dateRange;
  const allDates = range.year === -1 || range.qualifier === '-1';
  const qualifier = legacy
    ? (legacyDateValue(range.year, range.qualifier) ?? range.qualifier)
    : range.qualifier;
  return {
    system_id: selection.system.id,
    year: allDates ? -1 : range.year,
    qualifier: allDates ? -1 : qualifier,
    company_code: selection.companyCode === '-1' ? -1 : selection.companyCode,
  };
}
