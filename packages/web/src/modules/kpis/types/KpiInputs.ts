/** Which list the electronically received invoices are identified by (spec 03 §2.5). */
export type KpiChoiceType = 'users' | 'channels' | 'origins';

/** The parameters of the KPIs page, remembered locally (spec 03 §2.5). */
export interface KpiInputs {
  /** FTEs in Accounts Payable; at least 1. */
  ftes: number | null;
  /** Total yearly cost of AP, in $K; at least 1. */
  yearlyCostK: number | null;
  choiceType: KpiChoiceType;
  /** The chosen user ids, channel ids or origin ids ('rsft:…'). */
  choices: string[];
}
