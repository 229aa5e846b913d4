/** Whether a query key is of a summary whose rows carry statement columns (include_supplier_statements). */
export function hasStatementColumns(queryKey: readonly unknown[]): boolean {
  const [kind, payload] = queryKey;
  return (
    kind === 'summary' &&
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { include_supplier_statements?: unknown }).include_supplier_statements === true
  );
}
