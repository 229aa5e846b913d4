import { authenticateResponseSchema } from '@spendlens/domain';
import type { z } from 'zod';

/**
 * The one owner of localStorage (STYLE rule 12, spec 01 §4): the signed-in user, the remembered
 * selections, the registration-success flag and small UI preferences. Every read goes through the
 * 'undefined'/'null' guard of spec 01 §5 and survives unparsable or foreign values.
 */

/** The user as stored locally after login (spec 01 §3); the session id lives only in its cookie. */
export const localUserSchema = authenticateResponseSchema.omit({ session_id: true });
export type LocalUser = z.infer<typeof localUserSchema>;

/** Selections remembered between visits (spec 01 §4 'Parameter loading'). */
export interface StoredSelection {
  system?: number;
  companyCode?: string;
  year?: number;
  qualifier?: string;
}

/** The KPIs page's parameters, remembered between visits (spec 03 §2.5). */
export interface StoredKpiInputs {
  ftes?: number;
  yearlyCostK?: number;
  choiceType?: 'users' | 'channels' | 'origins';
  choices?: string[];
}

const keys = {
  user: 'user',
  system: 'system',
  companyCode: 'company_code',
  dateRange: 'date_range',
  registrationSuccess: 'registration_success',
  sidebarPinned: 'sidebar_pinned',
  helpHidden: 'help_hidden',
  rowsPerPage: 'rows_per_page',
  kpiInputs: 'kpi_inputs',
} as const;
type Key = (typeof keys)[keyof typeof keys];

type Listener = () => void;
const listeners = new Set<Listener>();
function notify(): void {
  for (const listener of [...listeners]) listener();
}

function readRaw(key: Key): string | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null || raw === '' || raw === 'undefined' || raw === 'null') return null;
  return raw;
}

function readJson(key: Key): unknown {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function write(key: Key, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the app keeps working without remembering
  }
  notify();
}

// getUser is read through useSyncExternalStore, which needs the same object while nothing changed.
let cachedUser: { raw: string | null; user: LocalUser | null } = { raw: null, user: null };

export const localStore = {
  /** Called on every change made here and on changes from other tabs. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },

  getUser(): LocalUser | null {
    const raw = readRaw(keys.user);
    if (raw !== cachedUser.raw) {
      const parsed = localUserSchema.safeParse(readJson(keys.user));
      cachedUser = { raw, user: parsed.success ? parsed.data : null };
    }
    return cachedUser.user;
  },
  setUser(user: LocalUser): void {
    write(keys.user, localUserSchema.parse(user));
  },
  clearUser(): void {
    write(keys.user, null);
  },

  getSelection(): StoredSelection {
    const system = readJson(keys.system);
    const companyCode = readJson(keys.companyCode);
    const dateRange = readJson(keys.dateRange) as { year?: unknown; qualifier?: unknown } | undefined;
    return {
      system: typeof system === 'number' && Number.isInteger(system) ? system : undefined,
      companyCode: typeof companyCode === 'string' ? companyCode : undefined,
      year: typeof dateRange?.year === 'number' ? dateRange.year : undefined,
      qualifier: typeof dateRange?.qualifier === 'string' ? dateRange.qualifier : undefined,
    };
  },
  /** Remembers the given parts of the selection; the others stay as they are. */
  setSelection(selection: StoredSelection): void {
    const current = this.getSelection();
    if (selection.system !== undefined && selection.system !== current.system)
      write(keys.system, selection.system);
    if (selection.companyCode !== undefined && selection.companyCode !== current.companyCode) {
      write(keys.companyCode, selection.companyCode);
    }
    if (
      selection.year !== undefined &&
      selection.qualifier !== undefined &&
      (selection.year !== current.year || selection.qualifier !== current.qualifier)
    ) {
      write(keys.dateRange, { year: selection.year, qualifier: selection.qualifier });
    }
  },
  /** Sign out forgets the system (spec 01 §4); the other selections are checked against the next system. */
  clearSystem(): void {
    write(keys.system, null);
  },

  getRegistrationSuccess(): boolean {
    return readJson(keys.registrationSuccess) === true;
  },
  setRegistrationSuccess(value: boolean): void {
    write(keys.registrationSuccess, value ? true : null);
  },

  getSidebarPinned(): boolean {
    return readJson(keys.sidebarPinned) === true;
  },
  setSidebarPinned(value: boolean): void {
    write(keys.sidebarPinned, value);
  },

  /** Whether the page-help alert of 'module/page' was dismissed (spec 02 §2). */
  getHelpHidden(page: string): boolean {
    const hidden = readJson(keys.helpHidden);
    return (
      typeof hidden === 'object' && hidden !== null && (hidden as Record<string, unknown>)[page] === true
    );
  },
  setHelpHidden(page: string, value: boolean): void {
    const current = readJson(keys.helpHidden);
    const hidden: Record<string, unknown> =
      typeof current === 'object' && current !== null && !Array.isArray(current) ? { ...current } : {};
    if (value) hidden[page] = true;
    else delete hidden[page];
    write(keys.helpHidden, hidden);
  },

  /** Rows per page of paged tables (spec 01 §4); the caller caps it at 100. */
  getRowsPerPage(): number | undefined {
    const rows = readJson(keys.rowsPerPage);
    return typeof rows === 'number' && Number.isFinite(rows) ? rows : undefined;
  },
  setRowsPerPage(rows: number): void {
    write(keys.rowsPerPage, rows);
  },
  /** The KPIs page's FTEs, yearly cost, choice type and choices (spec 03 §2.5); foreign values are dropped. */
  getKpiInputs(): StoredKpiInputs {
    const stored = readJson(keys.kpiInputs);
    if (typeof stored !== 'object' || stored === null) return {};
    const { ftes, yearlyCostK, choiceType, choices } = stored as Record<string, unknown>;
    const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 1 ? v : undefined);
    return {
      ftes: positive(ftes),
      yearlyCostK: positive(yearlyCostK),
      choiceType:
        choiceType === 'users' || choiceType === 'channels' || choiceType === 'origins'
          ? choiceType
          : undefined,
      choices: Array.isArray(choices) ? choices.filter((c): c is string => typeof c === 'string') : undefined,
    };
  },
  setKpiInputs(inputs: StoredKpiInputs): void {
    write(keys.kpiInputs, inputs);
  },
};
