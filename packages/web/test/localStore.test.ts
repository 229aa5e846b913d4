import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '../src/storage/localStore';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const user = {
  username: 'demo@spendlens.test',
  uid: 'u1',
  fname: 'Dana',
  lname: 'Demo',
  company: 'Demo Group',
  roles: ['view' as const],
  is_enabled: true,
  has_mfa: false,
  second_factor: 'sms' as const,
  ttl: 1800,
};

describe('localStore', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("treats 'undefined', 'null', empty and unparsable values as missing (spec 01 §5)", () => {
    for (const raw of ['undefined', 'null', '', '{oops']) {
      storage.setItem('user', raw);
      storage.setItem('system', raw);
      storage.setItem('date_range', raw);
      expect(localStore.getUser()).toBeNull();
      expect(localStore.getSelection()).toEqual({
        system: undefined,
        companyCode: undefined,
        year: undefined,
        qualifier: undefined,
      });
    }
  });

  it('keeps the user, refuses a malformed one and returns the same object while unchanged', () => {
    localStore.setUser(user);
    const first = localStore.getUser();
    expect(first).toEqual(user);
    expect(localStore.getUser()).toBe(first);
    storage.setItem('user', JSON.stringify({ ...user, roles: 'view' }));
    expect(localStore.getUser()).toBeNull();
    localStore.setUser(user);
    localStore.clearUser();
    expect(localStore.getUser()).toBeNull();
  });

  it('remembers selections part by part and forgets the system on sign-out', () => {
    const listener = vi.fn();
    const unsubscribe = localStore.subscribe(listener);
    localStore.setSelection({ system: 3, companyCode: '1000', year: 2024, qualifier: 'Q1' });
    localStore.setSelection({ companyCode: 'EMEA' });
    expect(localStore.getSelection()).toEqual({
      system: 3,
      companyCode: 'EMEA',
      year: 2024,
      qualifier: 'Q1',
    });
    expect(listener).toHaveBeenCalled();
    localStore.clearSystem();
    expect(localStore.getSelection().system).toBeUndefined();
    unsubscribe();
  });

  it('keeps the registration flag and the sidebar pin', () => {
    expect(localStore.getRegistrationSuccess()).toBe(false);
    localStore.setRegistrationSuccess(true);
    expect(localStore.getRegistrationSuccess()).toBe(true);
    localStore.setRegistrationSuccess(false);
    expect(storage.getItem('registration_success')).toBeNull();
    localStore.setSidebarPinned(true);
    expect(localStore.getSidebarPinned()).toBe(true);
  });

  it('remembers the dismissed page help per module and page', () => {
    expect(localStore.getHelpHidden('vendors/dormant_vendors')).toBe(false);
    localStore.setHelpHidden('vendors/dormant_vendors', true);
    localStore.setHelpHidden('invoices/backlog', true);
    expect(localStore.getHelpHidden('vendors/dormant_vendors')).toBe(true);
    localStore.setHelpHidden('vendors/dormant_vendors', false);
    expect(localStore.getHelpHidden('vendors/dormant_vendors')).toBe(false);
    expect(localStore.getHelpHidden('invoices/backlog')).toBe(true);
    storage.setItem('help_hidden', 'null');
    expect(localStore.getHelpHidden('invoices/backlog')).toBe(false);
  });
});
