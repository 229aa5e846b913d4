import type { ColumnFormat, DataType, DateRange, TotalRule } from '@spendlens/domain';

export interface SourceColumn {
  dataType: DataType;
  /** 'code': a year or document number — never summed in totals. */
  format?: ColumnFormat;
  /** How the Total row forms its cell (TotalRule); left out: blank. */
  total?: TotalRule;
  /** The values of a binned column in their order: sorting by it follows it (values not in it last). */
  order?: readonly string[];
  /**
   * The column's name in the published table when the source presents it under another (a system
   * type's name for the account-group column, spec 01 §7); requests and answers use the presented name.
   */
  published?: string;
}

/** A published analysis table as the catalogue describes it: the only source of identifiers. */
export interface SourceTable {
  /** 'pub' */
  schema: string;
  /** e.g. 'accounting_docs_po_nonpo_credit_reversal__invoice_distribution' */
  table: string;
  /** The columns a request may name, in output order. `system_id` may be among them. */
  columns: Readonly<Record<string, SourceColumn>>;
  /** The column the date range applies to; null when the analysis has no date scope. */
  dateColumn: string | null;
  /** The account-group (vendor type) column; null when the analysis has none. */
  accountGroupColumn: string | null;
  /** null: the source cannot be limited to company codes (a company-code scope selects nothing). */
  companyCodeColumn: string | null;
}

/** The data scope the server computed from the user's grants and the page's selections. */
export interface Scope {
  /** Always applied: `system_id = $n`. */
  systemId: number;
  /** null = all company codes; [] = none (no rows). */
  companyCodes: readonly string[] | null;
  /** from inclusive, to exclusive (YYYY-MM-DD); ignored when the source has no date column. */
  dateRange: DateRange | null;
  /** null = no account-group scope; ignored when the source has no account-group column. */
  accountGroups: readonly string[] | null;
  /**
   * A cross-system source's member scope: each of `columns` must name one of `systems` (the member
   * systems the user's grant holds and the page chose); [] systems = no rows.
   */
  members?: { columns: readonly string[]; systems: readonly number[] };
}

/** The column every published table carries for tenancy; never part of the default output. */
export const systemIdColumn = 'system_id';
