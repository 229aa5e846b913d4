import {
  catalogue,
  analysisSelectSql,
  findingCasesTable,
  publishedTableName,
  quoteIdentifier,
  type Executor,
} from '@spendlens/warehouse';
import { tablesRead } from '../publish';
import { insertRows, type StagedValue } from './code-rows';

/** A case of a finding as the warehouse holds it (canon.finding_cases). */
export interface FindingCaseRow {
  finding_key: string;
  status: string;
  assignee: string | null;
  /** What was recovered of a confirmed duplicate-invoice finding, in the common currency; null: nothing recorded. */
  amount_recovered: number | null;
}

/** The rows of canon.finding_cases for `cases`. */
export const findingCaseRows = (cases: readonly FindingCaseRow[]): Record<string, StagedValue>[] =>
  cases.map((c) => ({
    finding_key: c.finding_key,
    status: c.status,
    assignee: c.assignee,
    amount_recovered: c.amount_recovered,
  }));

/**
 * Publishes a system's cases between ingests, after a case changed (docs/cases.md), in ONE
 * transaction: replaces its canon.finding_cases rows, sets the case columns of the rows of every
 * finding analysis in place (their analyses are not recomputed: a case changes no finding), and
 * recomputes every analysis reading a finding analysis's table (the exceptions fact, the rankings,
 * invoice_duplicates/recovered_value, which also reads the recovered amounts).
 * Answers the tables written ('canon.finding_cases', 'pub.<module>__<analysis>').
 */
export async function republishFindingCases(
  warehouse: Executor,
  systemId: number,
  cases: readonly FindingCaseRow[],
): Promise<string[]> {
  const findings = catalogue.filter((def) => def.finding);
  const reading = new Set(findings.map((def) => `pub.${publishedTableName(def)}`));
  const dependents = catalogue.filter((def) => {
    const reads = tablesRead(analysisSelectSql(def)).some(
      (t) => reading.has(t) && t !== `pub.${publishedTableName(def)}`,
    );
    if (reads) reading.add(`pub.${publishedTableName(def)}`);
    return reads;
  });
  await warehouse.transaction(async (tx) => {
    const target = `canon.${quoteIdentifier(findingCasesTable.name)}`;
    await tx.run(`DELETE FROM ${target} WHERE system_id = $1`, [systemId]);
    await insertRows(tx, findingCasesTable, target, systemId, findingCaseRows(cases));
    for (const def of findings) {
      const published = `pub.${quoteIdentifier(publishedTableName(def))}`;
      await tx.run(
        `UPDATE ${published} AS p SET case_status = coalesce(fc.status, 'open'), case_assignee = fc.assignee
         FROM (SELECT k.finding_key, c.status, c.assignee
               FROM (SELECT DISTINCT finding_key FROM ${published} WHERE system_id = $1 AND finding_key IS NOT NULL) k
               LEFT JOIN ${target} c ON c.system_id = $1 AND c.finding_key = k.finding_key) fc
         WHERE p.system_id = $1 AND p.finding_key = fc.finding_key
           AND (p.case_status IS DISTINCT FROM coalesce(fc.status, 'open') OR p.case_assignee IS DISTINCT FROM fc.assignee)`,
        [systemId],
      );
    }
    for (const def of dependents) {
      const published = `pub.${quoteIdentifier(publishedTableName(def))}`;
      await tx.run(`DELETE FROM ${published} WHERE system_id = $1`, [systemId]);
      await tx.run(`INSERT INTO ${published} BY NAME ${analysisSelectSql(def)}`, [systemId]);
    }
  });
  return [`canon.${findingCasesTable.name}`, ...reading];
}
