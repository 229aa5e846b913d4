import { kpiOriginPrefix, type KpiUsers } from '@spendlens/domain';
import type { KpiChoiceType } from '../types/KpiInputs';

/** ReadSoft origin codes (spec 03 §2.5). */
const originNames: Record<string, string> = {
  '1': 'IDOC interface',
  '2': 'manual entry',
  '3': 'SAP Document',
  '4': 'work cycle',
  '5': 'web board',
  '6': 'collective invoice',
  '7': 'info mail',
  '8': 'fast entry',
  '9': 'central',
  F: 'fast entry variant',
  X: 'others (RFC interface)',
};

export interface KpiChoiceOption {
  value: string;
  label: string;
  invoices: number;
}

/**
 * The options of the 'Type or choose' list for a type (spec 03 §2.5): the users of kpi_users, or its
 * channels — ids starting 'rsft:' are origins, shown with their origin name, the others channels.
 */
export function kpiChoiceOptions(answer: KpiUsers, type: KpiChoiceType): KpiChoiceOption[] {
  switch (type) {
    case 'users':
      return answer.users.map((u) => ({
        value: u.user_id,
        label: u.user_id,
        invoices: u.number_of_invoices,
      }));
    case 'channels':
      return answer.channels
        .filter((c) => !c.channel_id.startsWith(kpiOriginPrefix))
        .map((c) => ({ value: c.channel_id, label: c.channel_id, invoices: c.number_of_invoices }));
    case 'origins':
      return answer.channels
        .filter((c) => c.channel_id.startsWith(kpiOriginPrefix))
        .map((c) => {
          const code = c.channel_id.slice(kpiOriginPrefix.length);
          const name = originNames[code];
          return {
            value: c.channel_id,
            label: name ? `${code} ${name}` : code,
            invoices: c.number_of_invoices,
          };
        });
  }
}
