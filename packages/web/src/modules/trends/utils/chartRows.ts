/** The list at `key` of a chart's data ({chartData: {chart: [...]}} or {companyCodes: [...]}), or none. */
export function chartRows(data: unknown, ...path: string[]): Record<string, unknown>[] {
  let node: unknown = data;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return Array.isArray(node) ? (node as Record<string, unknown>[]) : [];
}
