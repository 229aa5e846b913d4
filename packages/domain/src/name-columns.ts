/**
 * The name column shown beside an id column wherever the id is shown (issue 18): a summary grouped by
 * the id groups by its name too (the name follows from the id, so the groups are the same), and a
 * chart over the id names each point.
 */
export const nameColumns: Readonly<Record<string, string>> = {
  vendor_id: 'vendor_name',
  company_code: 'company_name',
};

/** The name column of `idColumn` when the analysis has it among `available`. */
export function nameColumnFor(idColumn: string, available: readonly { name: string }[]): string | undefined {
  const name = nameColumns[idColumn];
  return name !== undefined && available.some((c) => c.name === name) ? name : undefined;
}
