import type { SummaryRequestInput } from '@spendlens/domain';
import type { KpiInputs } from '../types/KpiInputs';

/** The date fields of a KPI period: -1/-1 for all dates, the year and M{n} for 'YYYYMM'. */
function periodFields(period: string): { year: number; qualifier: string | -1 } {
  if (period === '-1') return { year: -1, qualifier: -1 };
  return { year: Number(period.slice(0, 4)), qualifier: `M${Number(period.slice(4, 6))}` };
}

/**
 * The four POST /summary payloads the KPIs are computed from, for the period and company code:
 * the invoices of the period (invoices/kpi_users), those of the chosen users (user_id) or channels
 * and origins (channel_id), the invoices paid in the period and on time
 * (invoices/kpi_percentage_of_invoices_paid_on_time), and the confirmed and recovered value of the
 * duplicate payments (invoice_duplicates/recovered_value). The electronic count is null without
 * choices.
 */
export function kpiFigurePayloads(
  scope: { system_id: number; company_code: string | -1 },
  period: string,
  inputs: Pick<KpiInputs, 'choiceType' | 'choices'>,
): {
  invoices: SummaryRequestInput;
  electronic: SummaryRequestInput | null;
  paid: SummaryRequestInput;
  duplicates: SummaryRequestInput;
} {
  const base = { ...scope, ...periodFields(period), page_number: 0, page_rows: 1 };
  const invoices: SummaryRequestInput = {
    ...base,
    module: 'invoices',
    analysis: 'kpi_users',
    aggregate: [{ col: 'number_of_invoices', fn: ['sum'], alias: ['invoices'] }],
  };
  const col = inputs.choiceType === 'users' ? 'user_id' : 'channel_id';
  return {
    invoices,
    electronic:
      inputs.choices.length === 0
        ? null
        : {
            ...invoices,
            filter: [
              {
                clause_connector: '&',
                group_connector: '&',
                clauses: [{ col, op: 'isin', val: [...inputs.choices] }],
              },
            ],
          },
    paid: {
      ...base,
      module: 'invoices',
      analysis: 'kpi_percentage_of_invoices_paid_on_time',
      aggregate: [
        { col: 'number_of_paid_invoices', fn: ['sum'], alias: ['paid'] },
        { col: 'number_paid_on_time', fn: ['sum'], alias: ['on_time'] },
      ],
    },
    duplicates: {
      ...base,
      module: 'invoice_duplicates',
      analysis: 'recovered_value',
      aggregate: [
        { col: 'confirmed_value', fn: ['sum'], alias: ['confirmed'] },
        { col: 'recovered_value', fn: ['sum'], alias: ['recovered'] },
      ],
    },
  };
}
