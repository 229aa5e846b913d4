import type { KpiCard } from '../types/KpiCard';

/** A KPI card before it is computed. */
export type KpiDefinition = Omit<KpiCard, 'value' | 'missingInputs'> & {
  needs: KpiCard['missingInputs'];
};

/**
 * The AP KPIs (spec 03 §2.5 names the inputs, not the cards; these are documented in
 * modules/kpis/README.md). Thresholds are checked in order; the first band holding the value
 * colours the card.
 */
export const kpiDefinitions: readonly KpiDefinition[] = [
  {
    name: 'invoices_processed',
    displayName: 'Invoices Processed',
    subtitle: 'PO and non-PO invoices posted in the period',
    type: 'number',
    thresholds: [],
    footer: 'Reversed invoices are left out',
    needs: [],
    zeroWhenNoData: true,
  },
  {
    name: 'invoices_per_fte',
    displayName: 'Invoices per FTE',
    subtitle: 'per month',
    type: 'number',
    thresholds: [
      { lower: null, upper: 500, type: 'alert' },
      { lower: 500, upper: 1000, type: 'warning' },
      { lower: 1000, upper: null, type: 'ok' },
    ],
    footer: 'Green from 1,000 a month, amber from 500',
    needs: ['ftes'],
    zeroWhenNoData: false,
  },
  {
    name: 'cost_per_invoice',
    displayName: 'Cost per Invoice',
    subtitle: 'AP cost of the period per invoice, in $',
    type: 'currency',
    thresholds: [
      { lower: null, upper: 5, type: 'ok' },
      { lower: 5, upper: 10, type: 'warning' },
      { lower: 10, upper: null, type: 'alert' },
    ],
    footer: 'Green under $5, amber under $10',
    needs: ['cost'],
    zeroWhenNoData: false,
  },
  {
    name: 'electronic_invoices',
    displayName: 'Invoices Received Electronically',
    subtitle: '% of invoices, by the chosen users, channels or origins',
    type: 'percent',
    thresholds: [
      { lower: 80, upper: null, type: 'ok' },
      { lower: 50, upper: 80, type: 'warning' },
      { lower: null, upper: 50, type: 'alert' },
    ],
    footer: 'Green from 80 %, amber from 50 %',
    needs: ['users'],
    zeroWhenNoData: false,
  },
  {
    name: 'paid_on_time',
    displayName: 'Invoices Paid on Time',
    subtitle: '% of invoices paid in the period on or before their due date',
    type: 'percent',
    thresholds: [
      { lower: 90, upper: null, type: 'ok' },
      { lower: 75, upper: 90, type: 'warning' },
      { lower: null, upper: 75, type: 'alert' },
    ],
    footer: 'Green from 90 %, amber from 75 %',
    needs: [],
    zeroWhenNoData: false,
  },
  {
    name: 'duplicate_value_recovered',
    displayName: 'Duplicate Value Recovered',
    subtitle: '% of the value of the confirmed duplicate payments recovered',
    type: 'percent',
    thresholds: [
      { lower: 80, upper: null, type: 'ok' },
      { lower: 50, upper: 80, type: 'warning' },
      { lower: null, upper: 50, type: 'alert' },
    ],
    footer: 'Green from 80 %, amber from 50 %; none confirmed: no value',
    needs: [],
    zeroWhenNoData: false,
  },
  {
    name: 'duplicates_recovered',
    displayName: 'Recovered from Duplicate Payments',
    subtitle: 'recorded on the confirmed duplicate-invoice cases, in the common currency',
    type: 'amount',
    thresholds: [],
    footer: 'A duplicate counts in the month of its latest invoice',
    needs: [],
    zeroWhenNoData: true,
  },
];
