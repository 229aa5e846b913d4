import type { SystemInfo } from '@spendlens/domain';

/**
 * The systems a cross-system page offers in its multi-select dropdown (spec 01 §2, 02 §2): every
 * system of the user that is not itself a multi-system (a multi-system combines the others and holds
 * no data of its own).
 */
export function crossSystemMembers(systems: readonly SystemInfo[]): SystemInfo[] {
  return systems.filter((s) => !s.multi_system);
}

/** The systems the page reads: the chosen members, or every member when none (or none known) is chosen. */
export function systemsToRead(members: readonly SystemInfo[], chosen: readonly number[]): SystemInfo[] {
  const picked = members.filter((s) => chosen.includes(s.id));
  return picked.length > 0 ? picked : [...members];
}
