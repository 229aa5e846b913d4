import type { SystemInfo } from '@spendlens/domain';

/** The button text of the multi-system dropdown: 'All systems', or the chosen names (spec 01 §2). */
export function systemsLabel(systems: readonly SystemInfo[], chosen: readonly number[]): string {
  const names = systems.filter((s) => chosen.includes(s.id)).map((s) => s.name);
  if (names.length === 0 || names.length === systems.length) return 'All systems';
  return names.join(', ');
}
