import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { passwordRule, roles as knownRoles, type Role } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { UserRow } from '../app-store/schema';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { findSystemByName } from '../services/find-system-by-name';
import {
  createInternalErrorLog,
  type ErrorLink,
  type InternalErrorEntry,
} from '../services/internal-error-log';

/** An administrator's mistake (unknown name, bad value): printed as is, exit code 1. */
export class AdminError extends Error {}

const emailRule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const erpTypes = ['sap', 'hana', 'netsuite', 'ora12', 'ora11i', 'jde', 'docuware'] as const;

export interface NewUserInput {
  uid: string;
  fname: string;
  lname: string;
  company: string;
  mobile: string | null;
  roles: Role[];
  clientName: string;
  ttlSeconds: number;
  hasMfa: boolean;
  /** undefined = an invitation: not enabled, no usable password (the user activates). */
  password: string | undefined;
}

/** A grant on one client; undefined leaves a part as it is, null lifts a limit. */
export interface GrantInput {
  uid: string;
  clientName: string;
  roles?: Role[];
  companyCodes?: string[] | null;
  accountGroups?: string[] | null;
  /** The client's systems the user may see, by name (a multi-system reads only these members). */
  systems?: string[] | null;
}

export function parseRoles(list: string): Role[] {
  const names = list
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(knownRoles as readonly string[]).includes(name))
      throw new AdminError(`Unknown role ${name}: one of ${knownRoles.join(', ')}`);
  return [...new Set(names)] as Role[];
}

/**
 * What `npm run cli -- admin …` does to the app store: clients, systems, users, grants, and the
 * account states (unlock, disable, enable, expire, password, second factor). Every change that must
 * end a user's sessions ends them here; a password change also ends them by itself (session-service).
 */
export function createAdminService(deps: { store: AppStore; clock: () => Date }) {
  const { store, clock } = deps;

  async function clientId(name: string): Promise<number> {
    const row = await store.selectFrom('clients').select('id').where('name', '=', name).executeTakeFirst();
    if (!row) throw new AdminError(`No client named ${name}`);
    return row.id;
  }

  async function user(uid: string): Promise<UserRow> {
    const row = await store
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', uid.trim().toLowerCase())
      .executeTakeFirst();
    if (!row) throw new AdminError(`No user ${uid}`);
    return row;
  }

  async function endSessions(userId: number): Promise<void> {
    await store.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  function checkPassword(password: string): void {
    if (!passwordRule.test(password))
      throw new AdminError(
        'The password must have at least 8 characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&*',
      );
    if (isCommonPassword(password)) throw new AdminError('The password is one of the most common passwords');
  }

  return {
    /**
     * Records (or with `undo` withdraws) that the system was renamed from `formerName`: extracts whose
     * manifest names it load into the system. Answers the system's former names.
     */
    async systemRenamed(input: {
      systemName: string;
      clientName: string | undefined;
      formerName: string;
      undo: boolean;
    }): Promise<string[]> {
      const formerName = input.formerName.trim();
      if (!formerName) throw new AdminError('--from needs the name the system had');
      const id = await findSystemByName(store, input.systemName, input.clientName);
      const system = await store
        .selectFrom('systems')
        .select(['client_id', 'name', 'former_names'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (formerName === system.name) throw new AdminError(`${formerName} is the system's own name`);
      const other = await store
        .selectFrom('systems')
        .select('id')
        .where('client_id', '=', system.client_id)
        .where('name', '=', formerName)
        .executeTakeFirst();
      // that system's extracts would replace this one's data
      if (other && !input.undo)
        throw new AdminError(`${formerName} is the name of another system of the client`);
      const names = input.undo
        ? system.former_names.filter((n) => n !== formerName)
        : [...new Set([...system.former_names, formerName])];
      await store
        .updateTable('systems')
        .set({ former_names: JSON.stringify(names) })
        .where('id', '=', id)
        .execute();
      return names;
    },

    /**
     * The internal error kept under `reference`: in the app store (the server's and the CLI's
     * ingests, every 500), else in the CLI's log file under DATA_DIR (a CLI failure outside an ingest).
     */
    async internalError(reference: string, dataDir: string): Promise<InternalErrorEntry> {
      const kept = await createInternalErrorLog({ store, clock }).find(reference.trim());
      if (kept) return kept;
      const cliLog = await readFile(path.join(dataDir, 'logs', 'cli.log'), 'utf8').catch(() => '');
      for (const line of cliLog.split('\n').filter((l) => l.includes(reference.trim()))) {
        try {
          const entry = JSON.parse(line) as { time: string; correlationId: string; errors: ErrorLink[] };
          if (entry.correlationId !== reference.trim()) continue;
          return {
            reference: entry.correlationId,
            created: new Date(entry.time),
            context: 'npm run cli (DATA_DIR/logs/cli.log)',
            message: '(the CLI printed the sentence with this reference)',
            causes: entry.errors,
          };
        } catch {
          // not a line of the CLI's log
        }
      }
      throw new AdminError(`No internal error is kept under the reference ${reference}`);
    },

    async createClient(name: string): Promise<number> {
      if (!name.trim()) throw new AdminError('A client needs a name');
      const existing = await store
        .selectFrom('clients')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      if (existing) throw new AdminError(`A client named ${name} exists already`);
      const row = await store
        .insertInto('clients')
        .values({ name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async createSystem(input: {
      clientName: string;
      name: string;
      type: string;
      currency: string;
      addOns: string[];
      multiSystem: boolean;
    }): Promise<number> {
      if (!(erpTypes as readonly string[]).includes(input.type))
        throw new AdminError(`Unknown system type ${input.type}: one of ${erpTypes.join(', ')}`);
      if (!/^[A-Z]{3}$/.test(input.currency)) throw new AdminError('The currency is an ISO code such as EUR');
      const client = await clientId(input.clientName);
      const existing = await store
        .selectFrom('systems')
        .select('id')
        .where('client_id', '=', client)
        .where('name', '=', input.name)
        .executeTakeFirst();
      if (existing) throw new AdminError(`${input.clientName} has a system named ${input.name} already`);
      const row = await store
        .insertInto('systems')
        .values({
          client_id: client,
          name: input.name,
          type: input.type,
          currency: input.currency,
          add_ons: JSON.stringify(input.addOns),
          multi_system: input.multiSystem,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async createUser(input: NewUserInput): Promise<number> {
      const uid = input.uid.trim().toLowerCase();
      if (!emailRule.test(uid)) throw new AdminError(`${input.uid} is not an e-mail address`);
      if (input.password !== undefined) checkPassword(input.password);
      const client = await clientId(input.clientName);
      if (await store.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirst())
        throw new AdminError(`A user ${uid} exists already`);
      // an invited user has a password nobody knows until the activation sets one
      const password = input.password ?? randomBytes(32).toString('base64url');
      const row = await store
        .insertInto('users')
        .values({
          uid,
          password_hash: await hashPassword(password),
          fname: input.fname,
          lname: input.lname,
          company: input.company,
          mobile: input.mobile,
          roles: JSON.stringify(input.roles),
          is_enabled: input.password !== undefined,
          has_mfa: input.hasMfa,
          ttl_seconds: input.ttlSeconds,
          expires_at: null,
          disabled_at: null,
          locked_until: null,
          current_client_id: client,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await store
        .insertInto('user_clients')
        .values({ user_id: row.id, client_id: client, company_codes: null, account_groups: null })
        .execute();
      return row.id;
    },

    async grant(input: GrantInput): Promise<void> {
      const target = await user(input.uid);
      const client = await clientId(input.clientName);
      const json = (list: string[] | null) => (list === null ? null : JSON.stringify(list));
      await store.transaction().execute(async (tx) => {
        const member = await tx
          .selectFrom('user_clients')
          .select('user_id')
          .where('user_id', '=', target.id)
          .where('client_id', '=', client)
          .executeTakeFirst();
        if (!member)
          await tx
            .insertInto('user_clients')
            .values({ user_id: target.id, client_id: client, company_codes: null, account_groups: null })
            .execute();
        const scope: {
          company_codes?: string | null;
          account_groups?: string | null;
          systems?: string | null;
        } = {};
        if (input.companyCodes !== undefined) scope.company_codes = json(input.companyCodes);
        if (input.accountGroups !== undefined) scope.account_groups = json(input.accountGroups);
        if (input.systems === null) scope.systems = null;
        else if (input.systems !== undefined) {
          const rows = await tx
            .selectFrom('systems')
            .select(['id', 'name'])
            .where('client_id', '=', client)
            .execute();
          const ids = input.systems.map((name) => {
            const found = rows.find((r) => r.name === name);
            if (!found) throw new AdminError(`Unknown system ${name} of client ${input.clientName}`);
            return found.id;
          });
          scope.systems = JSON.stringify(ids);
        }
        if (Object.keys(scope).length > 0)
          await tx
            .updateTable('user_clients')
            .set(scope)
            .where('user_id', '=', target.id)
            .where('client_id', '=', client)
            .execute();
        const update: { roles?: string; current_client_id?: number } = {};
        if (input.roles) update.roles = JSON.stringify(input.roles);
        if (target.current_client_id === null) update.current_client_id = client;
        if (Object.keys(update).length > 0)
          await tx.updateTable('users').set(update).where('id', '=', target.id).execute();
      });
    },

    async unlock(uid: string): Promise<void> {
      const target = await user(uid);
      await store
        .updateTable('users')
        // the password's lockout and the second factor's (second-factor-tries.ts)
        .set({ failed_logins: 0, locked_until: null, mfa_tries: 0, mfa_locked_until: null })
        .where('id', '=', target.id)
        .execute();
    },

    async disable(uid: string): Promise<void> {
      const target = await user(uid);
      await store.updateTable('users').set({ disabled_at: clock() }).where('id', '=', target.id).execute();
      await endSessions(target.id);
    },

    async enable(uid: string): Promise<void> {
      const target = await user(uid);
      await store.updateTable('users').set({ disabled_at: null }).where('id', '=', target.id).execute();
    },

    /** at: when the account expires (now when omitted); null: never. */
    async expire(uid: string, at: Date | null | undefined): Promise<void> {
      const target = await user(uid);
      const when = at === undefined ? clock() : at;
      await store.updateTable('users').set({ expires_at: when }).where('id', '=', target.id).execute();
      if (when !== null && when <= clock()) await endSessions(target.id);
    },

    async setPassword(uid: string, password: string): Promise<void> {
      checkPassword(password);
      const target = await user(uid);
      await store
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), failed_logins: 0, locked_until: null })
        .where('id', '=', target.id)
        .execute();
      await endSessions(target.id);
    },

    /**
     * Resets the second factor: removes the user's authenticator enrolment (totp_secrets, so the next
     * sign-in may enrol again), sets the SMS number when one is given, and ends the user's sessions.
     * Answers what was cleared.
     */
    async resetMfa(uid: string, mobile: string | undefined): Promise<string[]> {
      const target = await user(uid);
      const removed = await store.deleteFrom('totp_secrets').where('user_id', '=', target.id).execute();
      const cleared = Number(removed[0]?.numDeletedRows ?? 0) > 0 ? ['authenticator enrolment'] : [];
      if (mobile !== undefined)
        await store.updateTable('users').set({ mobile }).where('id', '=', target.id).execute();
      await endSessions(target.id);
      return cleared;
    },

    async listUsers(): Promise<
      {
        uid: string;
        roles: string[];
        enabled: boolean;
        locked: boolean;
        disabled: boolean;
        expires: string | null;
      }[]
    > {
      const rows = await store.selectFrom('users').selectAll().orderBy('uid').execute();
      const now = clock();
      return rows.map((r) => ({
        uid: r.uid,
        roles: r.roles,
        enabled: r.is_enabled,
        locked:
          (r.locked_until !== null && new Date(r.locked_until) > now) ||
          (r.mfa_locked_until !== null && new Date(r.mfa_locked_until) > now),
        disabled: r.disabled_at !== null,
        expires: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
