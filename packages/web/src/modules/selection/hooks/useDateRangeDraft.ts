import type { PeriodOption, PeriodOptions } from '@spendlens/domain';
import { useState } from 'react';
import type { DateRangeDraft, DateRangeType } from '../utils/dateRangeDraft';
import { draftFromOption, draftWithType, draftWithYear } from '../utils/dateRangeDraft';

/** The pending choice of the date dropdown; `reset` puts it back to the applied range (Cancel). */
export function useDateRangeDraft(current: PeriodOption, options: PeriodOptions) {
  const [draft, setDraft] = useState<DateRangeDraft | null>(() => draftFromOption(current, options));
  return {
    draft,
    reset: () => setDraft(draftFromOption(current, options)),
    setType: (type: DateRangeType) => setDraft((d) => (d ? draftWithType(d, type, options) : d)),
    setYear: (year: number) => setDraft((d) => (d ? draftWithYear(d, year, options) : d)),
    setQualifier: (qualifier: string) => setDraft((d) => (d ? { ...d, qualifier } : d)),
  };
}
