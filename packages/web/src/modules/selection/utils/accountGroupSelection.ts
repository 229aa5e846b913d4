import { selectionListLimit } from './filterCompanyCodes';

/** The published analysis the account-group list is read from: a system without it has no account-group dropdown. */
export const accountGroupSource = {
  module: 'vendor_master_company_code',
  analysis: 'vendor_company_code',
} as const;

/** One entry of the account group dropdown (spec 02 §9 'Account group option'). */
export interface AccountGroupOption {
  account_group: string;
  account_group_name: string;
  displayName: string;
}

export function accountGroupOption(
  accountGroup: string,
  name: string | null | undefined,
): AccountGroupOption {
  const label = name?.trim() ? `${accountGroup} - ${name.trim()}` : accountGroup;
  return { account_group: accountGroup, account_group_name: name ?? '', displayName: label };
}

/** Selection-list search: case-insensitive, ignoring one underscore and one space (spec 01 §5). */
export function normaliseSearch(text: string): string {
  return text.toLowerCase().replace('_', '').replace(' ', '');
}

/** The options a search shows, at most 1000, and whether more matched. */
export function searchAccountGroups(
  options: AccountGroupOption[],
  search: string,
  limit = selectionListLimit,
): { shown: AccountGroupOption[]; truncated: boolean } {
  const needle = normaliseSearch(search.trim());
  const matches =
    needle === '' ? options : options.filter((o) => normaliseSearch(o.displayName).includes(needle));
  return { shown: matches.slice(0, limit), truncated: matches.length > limit };
}

/**
 * The checked values after a search: searching selects every result; with 'add current selection
 * to filter' the results are added to what was checked before (spec 01 §2, §4 'Column filters').
 */
export function selectionAfterSearch(
  shown: AccountGroupOption[],
  before: readonly string[],
  addCurrent: boolean,
): string[] {
  const found = shown.map((o) => o.account_group);
  return addCurrent ? [...new Set([...before, ...found])] : found;
}

export function toggleValue(selected: readonly string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
}

/** Select all (or none) of the shown options, keeping the checked values that are not shown. */
export function selectAllShown(
  selected: readonly string[],
  shown: AccountGroupOption[],
  checked: boolean,
): string[] {
  const values = shown.map((o) => o.account_group);
  const others = selected.filter((v) => !values.includes(v));
  return checked ? [...others, ...values] : others;
}

/** Whether every shown option is checked (the select-all box). */
export function allShownSelected(selected: readonly string[], shown: AccountGroupOption[]): boolean {
  return shown.length > 0 && shown.every((o) => selected.includes(o.account_group));
}

/** What Ok applies: every option checked is no filter ([]); Ok is disabled when nothing is. */
export function appliedAccountGroups(selected: readonly string[], options: AccountGroupOption[]): string[] {
  const known = options.map((o) => o.account_group).filter((v) => selected.includes(v));
  return known.length === options.length ? [] : known;
}

/** The checked values the dropdown opens with: the applied ones, or all for no filter. */
export function openingSelection(applied: readonly string[], options: AccountGroupOption[]): string[] {
  return applied.length === 0 ? options.map((o) => o.account_group) : [...applied];
}

/** The toggle and title label: 'All', the one group, or the number chosen. */
export function accountGroupsLabel(applied: readonly string[]): string {
  if (applied.length === 0) return 'All';
  if (applied.length === 1) return applied[0]!;
  return `${applied.length} selected`;
}
