import type { KpiCard } from '../types/KpiCard';
import type { KpiFigures } from '../types/KpiFigures';
import type { KpiInputs } from '../types/KpiInputs';
import type { KpiDefinition } from './kpiDefinitions';

/** a / b, or null when b is 0 or either is missing. */
function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}

/**
 * The KPI cards of the period: each definition with its value (null when it cannot be computed)
 * and the inputs it needs that are missing. `months` is the length of the period in months (1 for a
 * month; the data span for all dates), `cost` the AP cost of the period in dollars (costPerPeriod).
 */
export function computeKpis(
  definitions: readonly KpiDefinition[],
  inputs: KpiInputs,
  figures: KpiFigures,
  period: { months: number | null; cost: number | null },
): KpiCard[] {
  const given = {
    ftes: inputs.ftes !== null && inputs.ftes >= 1,
    cost: inputs.yearlyCostK !== null && inputs.yearlyCostK >= 1,
    users: inputs.choices.length > 0,
  };
  const invoices = figures.invoices > 0 ? figures.invoices : null;
  const values: Record<string, number | null> = {
    invoices_processed: invoices,
    invoices_per_fte: ratio(ratio(invoices, inputs.ftes), period.months),
    cost_per_invoice: ratio(period.cost, invoices),
    electronic_invoices: invoices === null ? null : (100 * figures.electronicInvoices) / invoices,
    paid_on_time: ratio(100 * figures.paidOnTime, figures.paidInvoices),
    duplicate_value_recovered: ratio(
      100 * figures.duplicatesRecoveredValue,
      figures.duplicatesConfirmedValue,
    ),
    duplicates_recovered: figures.duplicatesRecoveredValue > 0 ? figures.duplicatesRecoveredValue : null,
  };
  return definitions.map(({ needs, ...definition }) => {
    const missingInputs = needs.filter((n) => !given[n]);
    return {
      ...definition,
      missingInputs,
      value: missingInputs.length > 0 ? null : (values[definition.name] ?? null),
    };
  });
}
