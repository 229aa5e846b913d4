import { describe, expect, it } from 'vitest';
import {
  accountGroupOption,
  accountGroupsLabel,
  allShownSelected,
  appliedAccountGroups,
  openingSelection,
  searchAccountGroups,
  selectAllShown,
  selectionAfterSearch,
  toggleValue,
} from '../src/modules/selection/utils/accountGroupSelection';

const options = [
  accountGroupOption('KRED', 'Vendors'),
  accountGroupOption('ONE_TIME', 'One-time vendors'),
  accountGroupOption('EMPL', 'Employees'),
  accountGroupOption('ICOM', null),
];

describe('account group dropdown rules (spec 01 §2, §5)', () => {
  it('labels options with code and name', () => {
    expect(options.map((o) => o.displayName)).toEqual([
      'KRED - Vendors',
      'ONE_TIME - One-time vendors',
      'EMPL - Employees',
      'ICOM',
    ]);
  });

  it('searches case-insensitively, ignoring one underscore and one space, at most the limit', () => {
    expect(searchAccountGroups(options, 'kred').shown.map((o) => o.account_group)).toEqual(['KRED']);
    expect(searchAccountGroups(options, 'onetime').shown.map((o) => o.account_group)).toEqual(['ONE_TIME']);
    expect(searchAccountGroups(options, 'empl oyees').shown.map((o) => o.account_group)).toEqual(['EMPL']);
    expect(searchAccountGroups(options, '').shown).toHaveLength(4);
    expect(searchAccountGroups(options, '', 2)).toMatchObject({ truncated: true });
  });

  it('selects the search results, or adds them to the current selection', () => {
    const shown = searchAccountGroups(options, 'vendors').shown;
    expect(selectionAfterSearch(shown, ['EMPL'], false)).toEqual(['KRED', 'ONE_TIME']);
    expect(selectionAfterSearch(shown, ['EMPL'], true)).toEqual(['EMPL', 'KRED', 'ONE_TIME']);
  });

  it('toggles one value and selects all shown', () => {
    expect(toggleValue(['KRED'], 'EMPL')).toEqual(['KRED', 'EMPL']);
    expect(toggleValue(['KRED', 'EMPL'], 'KRED')).toEqual(['EMPL']);
    const shown = options.slice(0, 2);
    expect(selectAllShown(['EMPL'], shown, true)).toEqual(['EMPL', 'KRED', 'ONE_TIME']);
    expect(selectAllShown(['EMPL', 'KRED'], shown, false)).toEqual(['EMPL']);
    expect(allShownSelected(['KRED', 'ONE_TIME'], shown)).toBe(true);
    expect(allShownSelected([], [])).toBe(false);
  });

  it('applies every option as no filter, opens a no-filter choice with all checked', () => {
    expect(appliedAccountGroups(['KRED', 'ONE_TIME', 'EMPL', 'ICOM'], options)).toEqual([]);
    expect(appliedAccountGroups(['EMPL', 'KRED', 'gone'], options)).toEqual(['KRED', 'EMPL']);
    expect(openingSelection([], options)).toHaveLength(4);
    expect(openingSelection(['KRED'], options)).toEqual(['KRED']);
    expect(accountGroupsLabel([])).toBe('All');
    expect(accountGroupsLabel(['KRED'])).toBe('KRED');
    expect(accountGroupsLabel(['KRED', 'EMPL'])).toBe('2 selected');
  });
});
