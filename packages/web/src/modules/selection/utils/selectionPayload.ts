import type { ReadySelection } from '../types/Selection';

export interface SelectionPayload {
  system_id: number;
  year: number;
  qualifier: string | -1;
  company_code: string | -1;
  /** The account-group scope (accountGroupPayload); absent for no filter and on dashboards. */
  vendor_type?: string[];
  vendor_type_col_name?: string;
}

/** The shared scope fields of a data query; all dates and All company codes are sent as -1. */
export function selectionPayload(
  selection: Pick<ReadySelection, 'system' | 'dateRange' | 'companyCode'>,
): SelectionPayload {
  const allDates = selection.dateRange.year === -1 || selection.dateRange.qualifier === '-1';
  return {
    system_id: selection.system.id,
    year: allDates ? -1 : selection.dateRange.year,
    qualifier: allDates ? -1 : selection.dateRange.qualifier,
    company_code: selection.companyCode === '-1' ? -1 : selection.companyCode,
  };
}
