import { publishedTableName, type AnalysisDefinition } from '../../catalogue-types';
import { quoteIdentifier } from '../../canonical/canonical-tables';
import { keyListSql, keysPresentSql, type RankingEntity } from './ranking-entities';
import { rankingDisplay } from './ranking-display';
import { analysisColumns, percentileSql, selectListSql, type RankingColumn } from './ranking-sql';

const column = (
  name: string,
  displayName: string,
  dataType: RankingColumn['dataType'],
  sql: string,
  sqlType: string,
): RankingColumn => ({ name, displayName, dataType, sql, sqlType });

/** The figures of a ranked row `r`, after its identity columns; the first four are the page table's. */
function figureColumns(entity: RankingEntity): RankingColumn[] {
  return [
    column('rank_sum_transactions', 'Volume Percentile', 'percentile', 'r.rank_sum_transactions', 'DOUBLE'),
    column(
      'rank_weighted_average_exceptions',
      'Exception Rank (Percentile)',
      'percentile',
      'r.rank_weighted_average_exceptions',
      'DOUBLE',
    ),
    column('total_exceptions', 'Total Exceptions', 'number', 'r.total_exceptions', 'INTEGER'),
    column('sum_transactions', 'Total POs & Invoices', 'number', 'r.sum_transactions', 'INTEGER'),
    column(
      'rank_weighted_average_and_sum_transactions',
      'Exception and Volume Rank (Percentile)',
      'percentile',
      'r.rank_weighted_average_and_sum_transactions',
      'DOUBLE',
    ),
    column(
      'weighted_average_exceptions',
      'Weighted Average Exceptions',
      '%',
      'r.weighted_average_exceptions',
      'DOUBLE',
    ),
    column(
      'total_weighted_exceptions',
      'Total Weighted Exceptions',
      'number',
      'r.total_weighted_exceptions',
      'DOUBLE',
    ),
    column(
      'total_transactions_checked',
      'Transactions Checked',
      'number',
      'r.total_transactions_checked',
      'INTEGER',
    ),
    column(
      'total_weighted_transactions',
      'Weighted Transactions Checked',
      'number',
      'r.total_weighted_transactions',
      'DOUBLE',
    ),
    column('number_of_invoices', 'No. of Invoices', 'number', 'r.number_of_invoices', 'INTEGER'),
    column('number_of_pos', 'No. of POs', 'number', 'r.number_of_pos', 'INTEGER'),
    column(
      `${entity.name}_value`,
      'Total Transaction Value',
      'currency',
      'r.transaction_value',
      'DECIMAL(18,2)',
    ),
    column('common_currency', 'Common Currency', 'string', 'r.common_currency', 'VARCHAR'),
  ];
}

/**
 * The transactions of the ranking's volume: invoice documents that are not reversals (invoices,
 * credit memos) and purchase orders that are not deleted, with their common amounts.
 */
const transactionsSql = `
  SELECT vendor_id, company_code, 'INVOICE' AS kind, common_amount, common_currency
  FROM canon.invoices
  WHERE system_id = $system_id AND derived_document_type IS DISTINCT FROM 'REVERSAL'
  UNION ALL
  SELECT vendor_id, company_code, 'PO' AS kind, common_amount, common_currency
  FROM canon.purchase_orders
  WHERE system_id = $system_id AND po_status IS DISTINCT FROM 'DELETED'`;

/**
 * `<entity>_ranking` (spec 02 §3 'Ranking summary row'): one row per entity with transactions or
 * with rows in the exceptions fact, over all dates and company codes of the system. Formulas in
 * README.md: total_exceptions = ΣE, total_weighted_exceptions = Σw·E, weighted_average_exceptions =
 * 100·Σw·E / Σw·T, and three percentile ranks (`percentileSql`) over the entities.
 */
export function entityRanking(entity: RankingEntity, details: AnalysisDefinition): AnalysisDefinition {
  const keysOf = (alias: string): string => keyListSql(entity, alias);
  const on = entity.keys.map((k) => `x.${k} = t.${k}`).join(' AND ');
  const mergedKeys = entity.keys.map((k) => `coalesce(x.${k}, t.${k}) AS ${k}`).join(', ');
  const columns = [...entity.identity, ...figureColumns(entity)];
  const combined = 'round((rank_sum_transactions + rank_weighted_average_exceptions) / 2, 9)';
  return {
    module: details.module,
    analysis: `${entity.name}_ranking`,
    displayName: `${entity.displayName} Ranking`,
    description: `${entity.displayName}s ranked by weighted exceptions over all dates: exceptions, weighted exceptions, weighted average exceptions, POs and invoices, transaction value, and percentile ranks of volume, weighted average exceptions and both.`,
    sql: `
WITH x AS (
  SELECT ${keysOf('d')},
    sum(d.exception_sum) AS total_exceptions,
    sum(d.transaction_sum) AS total_transactions_checked,
    sum(d.weighted_exception_sum) AS total_weighted_exceptions,
    sum(d.weighted_transaction_sum) AS total_weighted_transactions
  FROM pub.${quoteIdentifier(publishedTableName(details))} d
  WHERE d.system_id = $system_id
  GROUP BY ${keysOf('d')}
),
t AS (
  SELECT ${keysOf('tx')},
    count(*) AS sum_transactions,
    count(*) FILTER (WHERE tx.kind = 'INVOICE') AS number_of_invoices,
    count(*) FILTER (WHERE tx.kind = 'PO') AS number_of_pos,
    sum(tx.common_amount) AS transaction_value,
    max(tx.common_currency) AS common_currency
  FROM (${transactionsSql}
  ) tx
  WHERE ${keysPresentSql(entity, 'tx')}
  GROUP BY ${keysOf('tx')}
),
m AS (
  SELECT ${mergedKeys},
    coalesce(x.total_exceptions, 0) AS total_exceptions,
    coalesce(x.total_transactions_checked, 0) AS total_transactions_checked,
    coalesce(x.total_weighted_exceptions, 0) AS total_weighted_exceptions,
    coalesce(x.total_weighted_transactions, 0) AS total_weighted_transactions,
    CASE WHEN x.total_weighted_transactions > 0
      THEN 100 * CAST(x.total_weighted_exceptions AS DOUBLE) / CAST(x.total_weighted_transactions AS DOUBLE)
    END AS weighted_average_exceptions,
    coalesce(t.sum_transactions, 0) AS sum_transactions,
    coalesce(t.number_of_invoices, 0) AS number_of_invoices,
    coalesce(t.number_of_pos, 0) AS number_of_pos,
    coalesce(t.transaction_value, 0) AS transaction_value,
    t.common_currency
  FROM x
  FULL OUTER JOIN t ON ${on}
),
ranked AS (
  SELECT *,
    ${percentileSql('nullif(sum_transactions, 0)')} AS rank_sum_transactions,
    ${percentileSql('weighted_average_exceptions')} AS rank_weighted_average_exceptions
  FROM m
),
r AS (
  SELECT *, ${percentileSql(combined)} AS rank_weighted_average_and_sum_transactions
  FROM ranked
)
SELECT
${selectListSql(columns)}
FROM r
${entity.joinsSql}`,
    columns: analysisColumns(columns),
    dateColumn: null,
    accountGroupColumn: entity.accountGroupColumn,
    companyCodeColumn: 'company_code',
    page: {
      module: 'ranking',
      moduleDisplayName: 'Ranking',
      name: entity.name,
      displayName: `${entity.displayName} Ranking`,
    },
    display: rankingDisplay(entity),
  };
}
