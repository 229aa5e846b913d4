import type { Row, SummaryRequestInput } from '@spendlens/domain';

/** A summary a widget reads: the source and the steps; the system, company code and date range are the call's. */
export type WidgetQuery = Omit<SummaryRequestInput, 'system_id' | 'company_code' | 'year' | 'qualifier'>;

/** Reads the rows of a widget's summary through POST /summary's planner, scope and cache. */
export type WidgetReader = (query: WidgetQuery) => Promise<Row[]>;

/** A numeric output column (a sum or count), 0 when absent. */
export const num = (v: Row[string] | undefined): number => (v === null || v === undefined ? 0 : Number(v));

/** A text output column, null when absent. */
export const text = (v: Row[string] | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

export const sum = (col: string, alias = col) => ({ col, fn: ['sum' as const], alias: [alias] });
export const first = (col: string, alias = col) => ({ col, fn: ['first' as const], alias: [alias] });
export const countOf = (col: string, alias: string) => ({ col, fn: ['count' as const], alias: [alias] });
export const nunique = (col: string, alias: string) => ({ col, fn: ['nunique' as const], alias: [alias] });

/** A filter of == clauses joined by and. */
export const equalTo = (values: Record<string, string>): WidgetQuery['filter'] => [
  {
    clause_connector: '&',
    group_connector: '&',
    clauses: Object.entries(values).map(([col, val]) => ({ col, op: '==' as const, val })),
  },
];

/** Amounts added in code, to cents (adding doubles leaves …0000001 tails). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
