import type { PeriodOption, PeriodOptions } from '@spendlens/domain';
import { useState } from 'react';
import type { DateDropdownDraft, DateDropdownKind } from '../utils/dateDropdownDraft';
import { dropdownDraftFrom, dropdownDraftWithKind, dropdownDraftWithYear } from '../utils/dateDropdownDraft';

/** The pending choice of the date dropdown; `reset` puts it back to the applied range (Cancel). */
export function useDateRangeDraft(current: PeriodOption, options: PeriodOptions, legacy: boolean) {
  const [draft, setDraft] = useState<DateDropdownDraft | null>(() =>
    dropdownDraftFrom(current, options, legacy),
  );
  const update = (change: (d: DateDropdownDraft) => DateDropdownDraft) =>
    setDraft((d) => (d ? change(d) : d));
  return {
    draft,
    reset: () => setDraft(dropdownDraftFrom(current, options, legacy)),
    setKind: (kind: DateDropdownKind) => update((d) => dropdownDraftWithKind(d, kind, options)),
    setYear: (year: number) => update((d) => dropdownDraftWithYear(d, year, options)),
    setQualifier: (qualifier: string) => update((d) => ({ ...d, period: { ...d.period, qualifier } })),
    setLastMonths: (lastMonths: number) => update((d) => ({ ...d, lastMonths })),
    setFrom: (from: number) => update((d) => ({ ...d, from })),
    setTo: (to: number) => update((d) => ({ ...d, to })),
  };
}
