import { publishedTableName, type AnalysisDefinition, type ExceptionRule } from '../../catalogue-types';
import { quoteIdentifier } from '../../canonical/canonical-tables';
import { caseClosedSql } from '../findings';
import { yearMonthSql } from '../shared-sql';
import { analysisColumns, selectListSql, sqlStringLiteral, type RankingColumn } from './ranking-sql';

export const rankingModule = 'weighted_exceptions';

/** An analysis of the catalogue that has an exception rule. */
type RuledAnalysis = AnalysisDefinition & {
  exception: ExceptionRule;
  dateColumn: string;
  companyCodeColumn: string;
};

/**
 * The analyses of `base` with an exception rule, checked: the rule needs a vendor_id column, the
 * company-code column, a date column and a positive weight. A broken rule fails the catalogue at
 * load, naming the analysis, rather than the publish with a binder error.
 */
export function ruledAnalyses(base: readonly AnalysisDefinition[]): RuledAnalysis[] {
  return base.flatMap((def) => {
    const rule = def.exception;
    if (!rule) return [];
    const where = `${def.module}/${def.analysis}`;
    const names = new Set(def.columns.map((c) => c.name));
    if (def.dateColumn === null)
      throw new Error(`exception rule of ${where}: the analysis has no dateColumn`);
    if (def.companyCodeColumn === null)
      throw new Error(`exception rule of ${where}: the analysis has no companyCodeColumn`);
    for (const needed of ['vendor_id', def.companyCodeColumn, def.dateColumn]) {
      if (!names.has(needed)) throw new Error(`exception rule of ${where}: no column ${needed}`);
    }
    if (!Number.isFinite(rule.weight) || rule.weight <= 0) {
      throw new Error(`exception rule of ${where}: weight ${rule.weight} is not a positive number`);
    }
    return [
      { ...def, exception: rule, dateColumn: def.dateColumn, companyCodeColumn: def.companyCodeColumn },
    ];
  });
}

/**
 * Per vendor, company code and month of one analysis: the rows where its rule holds (a rule that
 * is NULL does not hold) and whose finding's case is not closed (confirmed or dismissed: checked,
 * docs/cases.md), and all its rows. Columns in the order of `emptyBranchSql`.
 */
function analysisBranchSql(def: RuledAnalysis): string {
  const date = `CAST(${quoteIdentifier(def.dateColumn)} AS DATE)`;
  const open = def.finding ? ` AND NOT ${caseClosedSql}` : '';
  return `
  SELECT
    ${sqlStringLiteral(def.module)}, ${sqlStringLiteral(def.analysis)}, ${sqlStringLiteral(def.displayName)},
    CAST(${def.exception.weight} AS DOUBLE),
    CAST(vendor_id AS VARCHAR), CAST(${quoteIdentifier(def.companyCodeColumn)} AS VARCHAR),
    CAST(date_trunc('month', ${date}) AS DATE),
    count(*) FILTER (WHERE coalesce((${def.exception.condition}), false)${open}),
    count(*)
  FROM pub.${quoteIdentifier(publishedTableName(def))}
  WHERE system_id = $system_id
  GROUP BY ALL`;
}

/** The first branch of the UNION ALL: no rows, but the column names and types (an empty base). */
const emptyBranchSql = `
  SELECT
    CAST(NULL AS VARCHAR) AS module, CAST(NULL AS VARCHAR) AS analysis,
    CAST(NULL AS VARCHAR) AS analysis_display_name, CAST(NULL AS DOUBLE) AS weight,
    CAST(NULL AS VARCHAR) AS vendor_id, CAST(NULL AS VARCHAR) AS company_code,
    CAST(NULL AS DATE) AS month_start,
    CAST(0 AS BIGINT) AS exception_count, CAST(0 AS BIGINT) AS transaction_count
  WHERE false`;

const factColumns: readonly RankingColumn[] = [
  { name: 'module', displayName: 'Module', dataType: 'string', sql: 'f.module', sqlType: 'VARCHAR' },
  { name: 'analysis', displayName: 'Analysis', dataType: 'string', sql: 'f.analysis', sqlType: 'VARCHAR' },
  {
    name: 'analysis_display_name',
    displayName: 'Analysis Name',
    dataType: 'string',
    sql: 'f.analysis_display_name',
    sqlType: 'VARCHAR',
  },
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string', sql: 'f.vendor_id', sqlType: 'VARCHAR' },
  {
    name: 'account_group',
    displayName: 'Account Group',
    dataType: 'string',
    sql: 'v.account_group',
    sqlType: 'VARCHAR',
  },
  {
    name: 'company_code',
    displayName: 'Company Code',
    dataType: 'string',
    sql: 'f.company_code',
    sqlType: 'VARCHAR',
  },
  {
    name: 'year_month',
    displayName: 'Month',
    dataType: 'string',
    sql: yearMonthSql('f.month_start'),
    sqlType: 'VARCHAR',
  },
  {
    name: 'month_start',
    displayName: 'Month Start',
    dataType: 'date',
    sql: 'f.month_start',
    sqlType: 'DATE',
  },
  { name: 'weight', displayName: 'Weight', dataType: 'number', sql: 'f.weight', sqlType: 'DOUBLE' },
  {
    name: 'exception_count',
    displayName: 'Exceptions',
    dataType: 'number',
    sql: 'f.exception_count',
    sqlType: 'INTEGER',
  },
  {
    name: 'transaction_count',
    displayName: 'Transactions Checked',
    dataType: 'number',
    sql: 'f.transaction_count',
    sqlType: 'INTEGER',
  },
];

/**
 * The exceptions fact: one row per (module, analysis, vendor_id, company_code, year_month) of every
 * analysis of `base` with an exception rule, read from its published table: exception_count (rows
 * where the rule holds), transaction_count (all rows) and the rule's default weight. year_month
 * (and month_start) is the month of the analysis's date column (NULL where that date is NULL).
 */
export function exceptionsFact(base: readonly AnalysisDefinition[]): AnalysisDefinition {
  const branches = [emptyBranchSql, ...ruledAnalyses(base).map(analysisBranchSql)];
  return {
    module: rankingModule,
    analysis: 'exceptions',
    displayName: 'Exceptions',
    description:
      'Per analysis with an exception rule, vendor, company code and month: the rows that are exceptions, all rows, and the default weight of the rule.',
    sql: `
WITH f AS (${branches.join('\n  UNION ALL')}
)
SELECT
${selectListSql(factColumns)}
FROM f
LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = f.vendor_id`,
    columns: analysisColumns(factColumns),
    dateColumn: 'month_start',
    accountGroupColumn: 'account_group',
    companyCodeColumn: 'company_code',
    page: null,
  };
}
