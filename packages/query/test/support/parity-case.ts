import type { FilterClause, Row, SummaryRequestInput } from '@spendlens/domain';
import type { PlanOptions, Scope } from '../../src/index';

/** One query of the parity suite and its exact answer on every engine (fixture.ts). */
export interface ParityCase {
  name: string;
  request: Partial<SummaryRequestInput>;
  /** System 1, everything, when not given. */
  scope?: Scope;
  options?: PlanOptions;
  data: Row[];
  rowCount: number;
  subsetRowCount: number;
  /** The Total cells (supplementary_data totals), when the case states them. */
  totals?: Row;
}

/** A filter over system 1 answering the documents `ids` (of the 8), in doc_id order. */
export function filterCase(name: string, filter: SummaryRequestInput['filter'], ids: number[]): ParityCase {
  return {
    name,
    request: { include_columns: ['doc_id'], filter },
    data: ids.map((doc_id) => ({ doc_id })),
    rowCount: 8,
    subsetRowCount: ids.length,
  };
}

/** A one-clause filter case. */
export function clauseCase(name: string, clause: FilterClause, ids: number[]): ParityCase {
  return filterCase(name, [{ clauses: [clause] }], ids);
}

export function ids(...docIds: number[]): Row[] {
  return docIds.map((doc_id) => ({ doc_id }));
}
