/** What a KPI card's colour says (spec 01 §3 'KPI card': thresholds of type alert, warning, ok or info). */
export type KpiThresholdType = 'alert' | 'warning' | 'ok' | 'info';

/** A band of values: lower inclusive, upper exclusive; null is unbounded on that side. */
export interface KpiThreshold {
  lower: number | null;
  upper: number | null;
  type: KpiThresholdType;
}

/** The inputs a KPI needs before it can be computed (spec 03 §2.5). */
export type KpiInputName = 'ftes' | 'cost' | 'users';

/** One KPI card of the KPIs page (spec 01 §3 'KPI card'), once computed. */
export interface KpiCard {
  name: string;
  displayName: string;
  subtitle: string;
  /** currency: US dollars (the AP cost inputs); amount: the system's common currency. */
  type: 'number' | 'currency' | 'amount' | 'percent';
  thresholds: KpiThreshold[];
  footer: string;
  /** null when it cannot be computed (no data for the period, or an input missing). */
  value: number | null;
  /** The inputs it needs that the user has not given. */
  missingInputs: KpiInputName[];
  /** Show 0 instead of 'no data available for selected period' when there is no value (spec 03 §2.5). */
  zeroWhenNoData: boolean;
}
