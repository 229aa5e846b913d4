import { DuckDbExecutor, type Executor } from '@spendlens/warehouse';

/** A throw-away in-memory warehouse. */
export function openWarehouse(): Promise<DuckDbExecutor> {
  return DuckDbExecutor.open(':memory:');
}

/** Every published row of a system, canonical and analysis tables, in a stable order (for before/after comparisons). */
export async function snapshot(db: Executor, systemId: number): Promise<Record<string, unknown[]>> {
  const tables = [
    'canon.company_codes',
    'canon.vendors',
    'canon.vendor_company_codes',
    'canon.invoices',
    'canon.invoice_lines',
    'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = await db.query({
      sql: `SELECT * FROM ${table} WHERE system_id = $1 ORDER BY ALL`,
      params: [systemId],
    });
  }
  return result;
}
