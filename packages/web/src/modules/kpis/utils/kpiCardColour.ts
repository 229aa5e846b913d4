import { assertNever } from '@spendlens/domain';
import type { KpiThreshold } from '../types/KpiCard';

/** The colours of a KPI card (spec 01 §4 'KPI card colour'). */
export type KpiCardColour = 'red' | 'amber' | 'green' | 'light';

/** Whether a threshold's band holds the value: lower inclusive, upper exclusive, null unbounded. */
function contains(threshold: KpiThreshold, value: number): boolean {
  return (
    (threshold.lower === null || value >= threshold.lower) &&
    (threshold.upper === null || value < threshold.upper)
  );
}

/**
 * The colour of a KPI card (spec 01 §4, spec 03 §2.5): alert red, warning amber, ok green, otherwise
 * light — decided by the first threshold containing the value; light when inputs are missing or
 * there is no (finite) value.
 */
export function kpiCardColour(
  value: number | null,
  thresholds: readonly KpiThreshold[],
  inputsMissing: boolean,
): KpiCardColour {
  if (inputsMissing || value === null || !Number.isFinite(value)) return 'light';
  const type = thresholds.find((t) => contains(t, value))?.type;
  switch (type) {
    case 'alert':
      return 'red';
    case 'warning':
      return 'amber';
    case 'ok':
      return 'green';
    case 'info':
    case undefined:
      return 'light';
    default:
      return assertNever(type);
  }
}
