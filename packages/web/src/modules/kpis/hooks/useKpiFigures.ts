import type { SummaryRequestInput, SummaryResponse } from '@spendlens/domain';
import { useSummaries } from '../../summary/hooks/useSummaries';
import type { KpiFigures } from '../types/KpiFigures';
import type { KpiInputs } from '../types/KpiInputs';
import { kpiFigurePayloads } from '../utils/kpiFigurePayloads';

const numberOf = (answer: SummaryResponse | null | undefined, alias: string): number =>
  Number(answer?.data[0]?.[alias] ?? 0) || 0;

/** The figures of the KPIs for the period and company code (kpiFigurePayloads), as one result. */
export function useKpiFigures(
  scope: { system_id: number; company_code: string | -1 },
  period: string,
  inputs: KpiInputs,
): { figures: KpiFigures | undefined; error: Error | null; isPending: boolean } {
  const payloads = kpiFigurePayloads(scope, period, inputs);
  const list: SummaryRequestInput[] = [payloads.invoices, payloads.paid, payloads.duplicates];
  if (payloads.electronic) list.push(payloads.electronic);
  const answers = useSummaries(list);
  const figures = answers.data && {
    invoices: numberOf(answers.data[0], 'invoices'),
    paidInvoices: numberOf(answers.data[1], 'paid'),
    paidOnTime: numberOf(answers.data[1], 'on_time'),
    duplicatesConfirmedValue: numberOf(answers.data[2], 'confirmed'),
    duplicatesRecoveredValue: numberOf(answers.data[2], 'recovered'),
    electronicInvoices: numberOf(answers.data[3], 'invoices'),
  };
  return { figures, error: answers.error, isPending: answers.isPending };
}
