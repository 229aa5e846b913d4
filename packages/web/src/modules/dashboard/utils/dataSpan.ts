import type { SystemInfo } from '@spendlens/domain';
import { formatDate } from '@spendlens/domain';

/** The span of a system's dated data for its overview card: '01 Apr 2022 to 27 Mar 2025'. */
export function dataSpan(system: Pick<SystemInfo, 'min_date' | 'max_date'>): string {
  return system.min_date && system.max_date
    ? `${formatDate(system.min_date)} to ${formatDate(system.max_date)}`
    : 'No dated data yet';
}
