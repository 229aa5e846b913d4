import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../src/storage/localStore';

describe('localStore: dismissed help alerts and rows per page', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, String(value)),
        removeItem: (key: string) => void items.delete(key),
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers a dismissed help alert per module and page', () => {
    expect(localStore.getHelpHidden('invoices/backlog')).toBe(false);
    localStore.setHelpHidden('invoices/backlog', true);
    expect(localStore.getHelpHidden('invoices/backlog')).toBe(true);
    expect(localStore.getHelpHidden('invoices/due_date')).toBe(false);
    localStore.setHelpHidden('invoices/backlog', false);
    expect(localStore.getHelpHidden('invoices/backlog')).toBe(false);
  });

  it("reads rows per page, with the 'undefined'/'null' guard", () => {
    expect(localStore.getRowsPerPage()).toBeUndefined();
    localStore.setRowsPerPage(25);
    expect(localStore.getRowsPerPage()).toBe(25);
    items.set('rows_per_page', 'null');
    expect(localStore.getRowsPerPage()).toBeUndefined();
    items.set('help_hidden', 'undefined');
    expect(localStore.getHelpHidden('x/y')).toBe(false);
  });
});
