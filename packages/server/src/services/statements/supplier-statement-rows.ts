import { DomainError, supplierStatementColumns, type Row } from '@spendlens/domain';
import type { VendorStatementFacts } from './statement-store';

/** Vendors whose facts are read in one go. */
const batchSize = 1000;

/**
 * include_supplier_statements (POST /summary): each row carrying a vendor_id gets its vendor's
 * statement columns (domain `supplierStatementColumns`): the request date, the number of statements,
 * and the latest statement's date, status, flags, filename and upload time (null without one). Rows
 * of a result without a vendor_id column are answered as they are. New row objects: the rows given
 * may be the result cache's frozen ones.
 */
export async function supplierStatementRows(
  rows: readonly Row[],
  factsOf: (vendorIds: string[]) => Promise<Map<string, VendorStatementFacts>>,
): Promise<Row[]> {
  if (!rows.some((row) => 'vendor_id' in row)) return [...rows];
  const taken = supplierStatementColumns.find((name) => rows.some((row) => name in row));
  if (taken)
    throw new DomainError(
      'bad_request',
      `include_supplier_statements cannot add ${taken}: the result already has a column of that name`,
    );
  const ids = [
    ...new Set(
      rows.flatMap((row) =>
        row['vendor_id'] === null || row['vendor_id'] === undefined ? [] : [String(row['vendor_id'])],
      ),
    ),
  ];
  const facts = new Map<string, VendorStatementFacts>();
  for (let from = 0; from < ids.length; from += batchSize)
    for (const [id, fact] of await factsOf(ids.slice(from, from + batchSize))) facts.set(id, fact);
  return rows.map((row) => {
    const id = row['vendor_id'];
    const fact = id === null || id === undefined ? undefined : facts.get(String(id));
    const latest = fact?.latest ?? null;
    return {
      ...row,
      statement_request_date: fact?.statement_request_date ?? null,
      statement_count: fact?.statement_count ?? 0,
      statement_date: latest?.statement_date ?? null,
      statement_status: latest?.status ?? null,
      statement_is_clean: latest?.is_clean ?? null,
      statement_has_grni: latest?.has_grni ?? null,
      statement_has_credits: latest?.has_credits ?? null,
      statement_filename: latest?.filename ?? null,
      statement_created_date: latest?.created_date ?? null,
    };
  });
}
