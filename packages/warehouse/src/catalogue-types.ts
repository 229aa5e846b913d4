import type { CellLink, ColumnFormat, DataType, TotalRule } from '@spendlens/domain';

export interface AnalysisColumn {
  name: string;
  displayName: string;
  dataType: DataType;
  /** The detail table does not offer sorting on it (e.g. common-currency columns, spec 02 §5). */
  noSort?: boolean;
  /** The detail table does not offer a filter on it. */
  noFilter?: boolean;
  /**
   * 'code': a year or a numeric document number — shown as written, never summed; 'marker_x' /
   * 'marker_y': a yes/no flag shown as its ERP's marker (ColumnFormat).
   */
  format?: ColumnFormat;
  /**
   * How its Total cell is formed, where the column's name means something else here than in the
   * rest of the catalogue (catalogue/column-totals.ts holds the rule of each name).
   */
  total?: TotalRule;
  /**
   * The values of a binned column in their order (the spec's bins): tables, charts and value lists
   * order by it rather than alphabetically, and a chart shows a bin without rows as 0.
   */
  order?: readonly string[];
  /**
   * Its cells open a modal about the thing they name; when left out, the column's name decides
   * (catalogue/cell-links.ts: a vendor_id opens the vendor profile); null: none.
   */
  opens?: CellLink | null;
}

/** One entry of a summary table's view-by list: group the published rows by `name`. */
export interface ViewBy {
  name: string;
  displayName: string;
}

/** How a page shows an analysis (the display configuration of spec 01 §3 and spec 02 §3). */
export interface AnalysisDisplay {
  /** The view the page opens on. */
  defaultView?: 'chart' | 'summary' | 'detail' | 'distribution';
  /** Summary table: view-by list (first is the default) and the aggregated columns shown per group. */
  summaryTable?: {
    viewByList: readonly ViewBy[];
    /** Aggregates per group, as POST /summary `aggregate` entries: column, function, alias. */
    aggregate: readonly {
      col: string;
      fn: 'count' | 'sum' | 'mean' | 'min' | 'max' | 'median' | 'nunique';
      alias: string;
      displayName: string;
      dataType: DataType;
    }[];
    sortField?: string;
    /**
     * The order of the first sort (by sortField): left out, ascending when it is the view-by column
     * and descending otherwise (the largest first); a rank sorts ascending (1 = the riskiest first).
     */
    sortOrder?: 'asc' | 'desc';
  };
  /** Chart: the x column (or bin column), the measures, and the chart kind. */
  chart?: {
    kind: 'bar' | 'line' | 'pie' | 'stacked_bar' | 'bar_line' | 'heatmap' | 'scatter';
    x: string;
    measures: readonly {
      col: string;
      fn: 'count' | 'sum' | 'mean' | 'nunique' | 'max' | 'min';
      alias: string;
      displayName: string;
    }[];
    /**
     * One line per value of this column (spec 02 'On or After Invoice Trend … by month and brand'):
     * the first measure per x and series value. Left out where the column is hidden.
     */
    series?: string;
    /**
     * Range buttons over a year_month x (spec 02: 3m, 6m, 1y, all): the last 3, 6 or 12 months up
     * to the latest month with data, or all; `defaultRange` is pressed when the page opens.
     */
    ranges?: readonly ChartRange[];
    defaultRange?: ChartRange;
    /**
     * Only the `n` x values ranked first by a measure (spec 02 'Top 25 vendors by spend or by credit
     * value', the ranking pages' Worst and Best), drawn in rank order; buttons choose the ranking.
     */
    top?: ChartTop;
  };
  /** A dismissible help text above the page. */
  helpAlert?: { text: string; variant: 'info' | 'warning' };
  /**
   * The page's hide options (spec 02 'Duplicate invoices': hide cleared cluster …): each a yes/no
   * column of the analysis; a ticked option shows only the rows where the column is not yes.
   */
  hideOptions?: readonly HideOption[];
  /**
   * A link at the end of each detail row opening a chart of the row in a modal (spec 02 'Invoice
   * numbers out of sequence (view outlier link)'): GET chart/:system/<chart>/…?id=<idColumn's value>.
   */
  rowChart?: RowChart;
  /** The page ignores the date range (spec 02 §5 allDatesOnly). */
  allDatesOnly?: boolean;
  /** Shown only to systems with one of these add-ons (e.g. 'vim'). */
  appliesToAddons?: readonly string[];
  hideFromNav?: boolean;
}

/** A chart's top-n rankings (ChartDisplay `top`). */
export interface ChartTop {
  n: number;
  /**
   * Each a button: the measure's alias ranked, its order, and whether an x value whose measure is 0
   * is left out (a vendor without credits is not among the top vendors by credit value). An x value
   * without the measure (null) is always left out.
   */
  rankings: readonly { label: string; alias: string; order: 'asc' | 'desc'; nonZero?: boolean }[];
  /** The measures a button may draw (spec 02 ranking: Exception Count or Exception Rank); by default the ranked one. */
  measures?: readonly string[];
}

/** A chart's range of months (ChartDisplay `ranges`). */
export type ChartRange = '3m' | '6m' | '1y' | 'all';

export interface HideOption {
  /** A yes/no column of the analysis. */
  column: string;
  label: string;
  /** Ticked when the page opens. */
  defaultOn: boolean;
  /**
   * An include option: ticked, every row shows; unticked, the rows whose column is no are left out
   * (spec 02 Oracle 'include non-pay sites', off by default). Otherwise a ticked option leaves out
   * the rows whose column is yes.
   */
  include?: boolean;
}

/**
 * Whether a published row is an exception, for the weighted-exception ranking (spec 02 §3). The
 * exceptions fact counts, per vendor, company code and month of `dateColumn`, the rows where
 * `condition` holds (exceptions) and all rows (transactions).
 */
export interface ExceptionRule {
  /** SQL boolean over the published columns; `'true'` when every row is an exception. */
  condition: string;
  /** Default weight in the ranking (1 to 10). */
  weight: number;
}

/**
 * What makes the rows of a finding analysis one business finding, for its case (docs/cases.md). The
 * catalogue adds to every row `finding_key` (the kind, then a hash of the key values), a hash of the
 * evidence values, and the case's status and assignee.
 */
export interface FindingIdentity {
  /** The finding's kind as cases, filters and alerts name it ('duplicate_invoice', 'benford_vendor', …). */
  kind: string;
  /**
   * SQL over the published columns (window functions allowed) whose values identify the finding: what
   * was compared — document keys, vendor ids, a list entry — never row numbers or cluster ids, so the
   * same business finding keeps its key across re-ingests. Rows with equal values are one finding.
   */
  key: readonly string[];
  /**
   * SQL over the published columns (window functions allowed) whose values are what the finding
   * shows (amounts, dates, members): when they change, a dismissed or confirmed finding reopens.
   */
  evidence: readonly string[];
  /** SQL over the published columns: a short text naming the finding in case lists and e-mails. */
  label: string;
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
  /**
   * The company-code column every grant and company_code selection applies to; null for a
   * cross-system analysis whose rows pair records of several company codes (such an analysis cannot
   * be limited to company codes: the server refuses a grant or selection of them).
   */
  companyCodeColumn: string | null;
  /** Where the analysis appears in the navigation; null for an analysis without a page of its own. */
  page: { module: string; moduleDisplayName: string; name: string; displayName: string } | null;
  /** How its page shows it (defaults: a detail table of every column). */
  display?: AnalysisDisplay;
  /** Present when a row of this analysis is an exception (needs vendor_id, company_code and dateColumn). */
  exception?: ExceptionRule;
  /** Present when a row is (part of) a finding that can become a case (docs/cases.md). */
  finding?: FindingIdentity;
  /**
   * The canonical columns without which the analysis means nothing (not every column it reads: a
   * column only shown may be empty). A system type whose source cannot fill one of them has no such
   * analysis (catalogue/source-support.ts).
   */
  requires?: readonly CanonicalColumnRef[];
  /**
   * A cross-system analysis (published for a multi-system from its members' rows): the columns
   * naming the member system(s) a row shows. A row is read only when the user's grant holds every
   * system these columns name, so nothing of a system outside the grant is ever seen; its page is
   * multi-system-only. The columns are not shown.
   */
  memberColumns?: readonly string[];
}

/** A canonical column, `<table>.<column>` of schema `canon` (canonical-tables.ts). */
export type CanonicalColumnRef = `${string}.${string}`;

/** An analysis by its API names, `<module>/<analysis>`. */
export type AnalysisKey = `${string}/${string}`;

export function analysisKey(def: Pick<AnalysisDefinition, 'module' | 'analysis'>): AnalysisKey {
  return `${def.module}/${def.analysis}`;
}

export function publishedTableName(def: Pick<AnalysisDefinition, 'module' | 'analysis'>): string {
  return `${def.module}__${def.analysis}`;
}

/** The charts a detail row can open (each drawn by its own modal in the web app). */
export const rowCharts = ['invoice_outlier_plot'] as const;

export interface RowChart {
  chart: (typeof rowCharts)[number];
  /** The column whose value the chart is asked for (?id=). */
  idColumn: string;
  /** The link's text and its column header. */
  label: string;
  header: string;
}
