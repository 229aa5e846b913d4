import { netsuiteTransactionTypes } from './map-netsuite-extract';
import { netsuiteTables } from './netsuite-tables';

/**
 * The NetSuite extractor's queries (EXTRACT-FORMATS.md `netsuite-extract/1`): one SuiteQL SELECT per
 * table of `netsuite-tables.ts`, its columns in the format's order, dates as NetSuite keeps them but
 * written YYYY-MM-DD (with the time for creation stamps) whatever the user's date preference.
 * `extractors/netsuite/extract-netsuite.mjs` runs them through the SuiteQL REST service; it is
 * generated from this file (`npx tsx packages/pipeline/src/netsuite/write-extractor.ts`) and a test
 * checks it is current.
 *
 * Scope: the vendor transactions (the format's five types) dated on or after the first date, and any
 * transaction they link back to (the PO of a bill or receipt, the bill of a payment), so that every
 * link and line of the extract finds its transaction; the master data whole.
 */

/** How the script pages through a table: by its key column, or by batches of the scope's transactions. */
export type Paging = { by: 'key'; column: string } | { by: 'transaction'; column: string };

export interface SuiteqlQuery {
  table: string;
  /** The format's columns, in order (the brand field is added by the script when it is given). */
  columns: readonly string[];
  /** `SELECT … FROM … x` with the columns written as the format wants them. */
  select: string;
  /** A condition on `x` limiting the rows to the scope (uses {{from}} and {{scope}}), if any. */
  where?: string;
  /** An optional table of the format: the script leaves it out, with a warning, when NetSuite refuses it. */
  optional: boolean;
  paging: Paging;
}

/** Columns written in another form than SuiteQL returns by default. */
const written: Record<string, string> = {
  'transaction.trandate': "TO_CHAR(x.trandate, 'YYYY-MM-DD')",
  'transaction.duedate': "TO_CHAR(x.duedate, 'YYYY-MM-DD')",
  'transaction.closedate': "TO_CHAR(x.closedate, 'YYYY-MM-DD')",
  'transaction.createddate': "TO_CHAR(x.createddate, 'YYYY-MM-DD HH24:MI:SS')",
  'vendor.datecreated': "TO_CHAR(x.datecreated, 'YYYY-MM-DD HH24:MI:SS')",
};

const types = netsuiteTransactionTypes.map((t) => `'${t}'`).join(', ');

/**
 * The ids of the transactions in scope (a SuiteQL subquery): the format's types dated from {{from}},
 * and those their links point back to.
 */
export const scopeSql = `SELECT t.id FROM transaction t WHERE t.type IN (${types}) AND (t.trandate >= TO_DATE('{{from}}', 'YYYY-MM-DD') OR t.id IN (SELECT l.previousdoc FROM previoustransactionlinelink l WHERE l.nextdoc IN (SELECT n.id FROM transaction n WHERE n.type IN (${types}) AND n.trandate >= TO_DATE('{{from}}', 'YYYY-MM-DD'))))`;

const scoped: Record<string, { where: string; paging: Paging }> = {
  transaction: { where: 'x.id IN ({{scope}})', paging: { by: 'transaction', column: 'id' } },
  transactionline: {
    where: 'x.transaction IN ({{scope}})',
    paging: { by: 'transaction', column: 'transaction' },
  },
  transactionaccountingline: {
    where: 'x.transaction IN ({{scope}})',
    paging: { by: 'transaction', column: 'transaction' },
  },
  previoustransactionlinelink: {
    where: 'x.previousdoc IN ({{scope}}) AND x.nextdoc IN ({{scope}})',
    paging: { by: 'transaction', column: 'nextdoc' },
  },
};

/** The queries of every table of the format, required tables first. */
export function suiteqlQueries(): SuiteqlQuery[] {
  const { required, optional } = netsuiteTables(undefined);
  return [...required, ...optional].map((table) => {
    const columns = table.fields.map((f) => f.name);
    const select = `SELECT ${columns
      .map((c) => {
        const form = written[`${table.name}.${c}`];
        return form ? `${form} AS ${c}` : `x.${c} AS ${c}`;
      })
      .join(', ')} FROM ${table.name} x`;
    const scope = scoped[table.name];
    return {
      table: table.name,
      columns,
      select,
      ...(scope ? { where: scope.where } : {}),
      optional: table.optional,
      paging: scope?.paging ?? { by: 'key', column: table.key[0]! },
    };
  });
}
