import type { KpiChoiceType } from '../types/KpiInputs';

/** The types offered (spec 03 §2.5): Users always, Channels with vim, Origins with readsoft. */
export function kpiChoiceTypes(addOns: readonly string[]): KpiChoiceType[] {
  return [
    'users',
    ...(addOns.includes('vim') ? (['channels'] as const) : []),
    ...(addOns.includes('readsoft') ? (['origins'] as const) : []),
  ];
}
