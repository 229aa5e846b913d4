import { publishedTableName, type AnalysisDefinition } from '../../catalogue-types';
import { quoteIdentifier } from '../../canonical/canonical-tables';
import { keyListSql, keysPresentSql, type RankingEntity } from './ranking-entities';
import { analysisColumns, selectListSql, type RankingColumn } from './ranking-sql';

const number = (name: string, displayName: string, sql: string, sqlType = 'INTEGER'): RankingColumn => ({
  name,
  displayName,
  dataType: 'number',
  sql,
  sqlType,
});
const percent = (name: string, displayName: string, sql: string): RankingColumn => ({
  name,
  displayName,
  dataType: '%',
  sql,
  sqlType: 'DOUBLE',
});

const detailColumns: readonly RankingColumn[] = [
  { name: 'module', displayName: 'Module', dataType: 'string', sql: 'r.module', sqlType: 'VARCHAR' },
  { name: 'analysis', displayName: 'Analysis', dataType: 'string', sql: 'r.analysis', sqlType: 'VARCHAR' },
  {
    name: 'analysis_display_name',
    displayName: 'Analysis Name',
    dataType: 'string',
    sql: 'r.analysis_display_name',
    sqlType: 'VARCHAR',
  },
  number('weight', 'Weight', 'r.weight', 'DOUBLE'),
  number('exception_sum', 'Exceptions', 'r.exception_sum'),
  number('transaction_sum', 'Transactions Checked', 'r.transaction_sum'),
  percent('exception_percentage', 'Exception %', '100 * r.exception_sum / r.transaction_sum'),
  number('weighted_exception_sum', 'Weighted Exceptions', 'r.weighted_exception_sum', 'DOUBLE'),
  number('weighted_transaction_sum', 'Weighted Transactions', 'r.weighted_transaction_sum', 'DOUBLE'),
  percent(
    'weighted_percentage',
    'Weighted %',
    '100 * r.weighted_exception_sum / nullif(r.entity_weighted_exceptions, 0)',
  ),
  percent(
    'scaled_weighted_exceptions',
    'Scaled Weighted Exceptions',
    '100 * r.weighted_exception_sum / nullif(r.entity_weighted_transactions, 0)',
  ),
];

/**
 * `<entity>_ranking_details`: one row per ranked entity and analysis with an exception rule, over
 * all months of the exceptions fact (formulas in README.md). With w the weight, E the exceptions
 * and T the rows checked of the analysis for the entity:
 * exception_percentage = 100·E/T, weighted_percentage = 100·w·E / Σ(w·E) and
 * scaled_weighted_exceptions = 100·w·E / Σ(w·T), the sums over the entity's analyses; the
 * scaled_weighted_exceptions of an entity add up to its weighted_average_exceptions.
 */
export function rankingDetails(entity: RankingEntity, fact: AnalysisDefinition): AnalysisDefinition {
  const keys = keyListSql(entity, 'f');
  const columns = [...entity.identity, ...detailColumns];
  return {
    module: fact.module,
    analysis: `${entity.name}_ranking_details`,
    displayName: `${entity.displayName} Ranking Details`,
    description: `Per ${entity.displayName.toLowerCase()} and analysis with an exception rule, over all dates: weight, exceptions, rows checked, exception percentage, weighted percentage and scaled weighted exceptions.`,
    sql: `
WITH per_analysis AS (
  SELECT ${keys}, f.module, f.analysis,
    any_value(f.analysis_display_name) AS analysis_display_name,
    max(f.weight) AS weight,
    sum(f.exception_count) AS exception_sum,
    sum(f.transaction_count) AS transaction_sum
  FROM pub.${quoteIdentifier(publishedTableName(fact))} f
  WHERE f.system_id = $system_id AND ${keysPresentSql(entity, 'f')}
  GROUP BY ${keys}, f.module, f.analysis
),
r AS (
  SELECT *,
    weight * exception_sum AS weighted_exception_sum,
    weight * transaction_sum AS weighted_transaction_sum,
    sum(weight * exception_sum) OVER (PARTITION BY ${entity.keys.join(', ')}) AS entity_weighted_exceptions,
    sum(weight * transaction_sum) OVER (PARTITION BY ${entity.keys.join(', ')}) AS entity_weighted_transactions
  FROM per_analysis
)
SELECT
${selectListSql(columns)}
FROM r
${entity.joinsSql}`,
    columns: analysisColumns(columns),
    dateColumn: null,
    accountGroupColumn: entity.accountGroupColumn,
    companyCodeColumn: 'company_code',
    page: null,
    display: { allDatesOnly: true },
  };
}
