import type { DataType } from '@spendlens/domain';

export interface AnalysisColumn {
  name: string;
  displayName: string;
  dataType: DataType;
}

/**
 * One analysis of the catalogue: how it is computed from the canonical model and what its published
 * table looks like. The published table lives in schema `pub`, named `<module>__<analysis>`, with a
 * `system_id` column on every row; publishing replaces one system's rows in one transaction.
 */
export interface AnalysisDefinition {
  /** apiModuleName, as sent in POST /summary `module`. */
  module: string;
  /** apiAnalysisName, as sent in POST /summary `analysis`. */
  analysis: string;
  displayName: string;
  description: string;
  /** SELECT over the canonical tables; `$system_id` is its only parameter, bound at publish. */
  sql: string;
  columns: AnalysisColumn[];
  /** The column the date range applies to; null when the analysis has no date scope. */
  dateColumn: string | null;
  /** The account-group (vendor type) column; null when the analysis has none. */
  accountGroupColumn: string | null;
  /** The company-code column every grant and company_code selection applies to. */
  companyCodeColumn: string;
  /** Where the analysis appears in the navigation. */
  page: { module: string; moduleDisplayName: string; name: string; displayName: string };
}

export function publishedTableName(def: Pick<AnalysisDefinition, 'module' | 'analysis'>): string {
  return `${def.module}__${def.analysis}`;
}
