import { DuckDbExecutor, type Executor } from '@spendlens/warehouse';

/**
 * A throw-away in-memory warehouse. One DuckDB thread unless a test needs more (a test's tables are
 * small, and two test files share each core: more threads would only wait on each other).
 */
export function openWarehouse(options: { threads?: number } = {}): Promise<DuckDbExecutor> {
  return DuckDbExecutor.open(':memory:', { threads: options.threads ?? 1 });
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
