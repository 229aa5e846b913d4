import { DomainError, erpTypes, type ErpType, type SystemInfo } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { SystemRow } from '../app-store/schema';
import type { SessionUser } from './session-service';
import { createTtlCache } from './ttl-cache';

/** A user's grant on the current client: null lists mean no restriction. */
export interface DataGrant {
  system: SystemRow;
  companyCodes: readonly string[] | null;
  accountGroups: readonly string[] | null;
  /**
   * For a multi-system: the ids of its member systems (the client's other systems, never a
   * multi-system) that the user may see — the only systems its cross-system analyses read; null for
   * any other system.
   */
  members: readonly number[] | null;
}

/** Whether a user's list of systems on a client (null: all of them) holds `systemId`. */
const holds = (systems: readonly number[] | null, systemId: number): boolean =>
  systems === null || systems.includes(systemId);

export interface TenancyService {
  listSystems(user: SessionUser): Promise<SystemInfo[]>;
  /** The system with the user's data scope on it; not_found when it is not the user's to see. */
  grantFor(user: SessionUser, systemId: number): Promise<DataGrant>;
  /** Reads the user's grants from the store again at their next use (a grant changed). */
  forgetUser(userId: number): void;
  /** Reads every grant again at its next use (a publish changed a system's dates). */
  forgetAll(): void;
}

/** The system's type (spec 01: sap, hana, netsuite, ora12, ora11i, jde, docuware). */
export function erpTypeOf(row: Pick<SystemRow, 'type'>): ErpType {
  const type = erpTypes.find((t) => t === row.type);
  if (!type) throw new Error(`Unknown system type: ${row.type}`);
  return type;
}

export function toSystemInfo(row: SystemRow): SystemInfo {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ErpType,
    currency: row.currency,
    last_analysis_date: row.last_analysis_date,
    min_date: row.min_date,
    max_date: row.max_date,
    multi_system: row.multi_system,
    add_ons: row.add_ons,
  };
}

/**
 * Systems and grants from the app store. A grant read from the store (the system's row and the
 * user's company codes and account groups on it) is trusted for `cacheMs` (AUTH_CACHE_SECONDS, at
 * most 5 s) by the same user on the same client; `forgetUser` and `forgetAll` drop grants at once
 * (the server forgets all at every publish); a change made outside this process is seen within
 * `cacheMs`. A system that is not the user's is never cached.
 */
export function createTenancyService(deps: {
  store: AppStore;
  cacheMs?: number;
  clock?: () => Date;
}): TenancyService {
  const { store } = deps;
  const clock = deps.clock ?? (() => new Date());
  const grants = createTtlCache<{ grant: DataGrant; userId: number }>(deps.cacheMs ?? 0);
  return {
    async listSystems(user) {
      if (user.clientId === null) return [];
      const rows = await store
        .selectFrom('systems')
        .innerJoin('user_clients', 'user_clients.client_id', 'systems.client_id')
        .selectAll('systems')
        .select('user_clients.systems as grant_systems')
        .where('user_clients.user_id', '=', user.userId)
        .where('systems.client_id', '=', user.clientId)
        .orderBy('systems.name')
        .execute();
      return rows
        .filter((row) => holds(row.grant_systems, row.id))
        .map(({ grant_systems: _, ...system }) => toSystemInfo(system));
    },

    async grantFor(user, systemId) {
      if (user.clientId === null || !Number.isInteger(systemId))
        throw new DomainError('not_found', 'Unknown system');
      const key = `${user.userId}:${user.clientId}:${systemId}`;
      const now = clock().getTime();
      const cached = grants.get(key, now);
      if (cached) return cached.grant;
      const row = await store
        .selectFrom('systems')
        .innerJoin('user_clients', 'user_clients.client_id', 'systems.client_id')
        .selectAll('systems')
        .select([
          'user_clients.company_codes as grant_company_codes',
          'user_clients.account_groups as grant_account_groups',
          'user_clients.systems as grant_systems',
        ])
        .where('user_clients.user_id', '=', user.userId)
        .where('systems.client_id', '=', user.clientId)
        .where('systems.id', '=', systemId)
        .executeTakeFirst();
      if (!row || !holds(row.grant_systems, row.id)) throw new DomainError('not_found', 'Unknown system');
      const { grant_company_codes, grant_account_groups, grant_systems, ...system } = row;
      let members: number[] | null = null;
      if (system.multi_system) {
        const others = await store
          .selectFrom('systems')
          .select('id')
          .where('client_id', '=', system.client_id)
          .where('multi_system', '=', false)
          .orderBy('id')
          .execute();
        members = others.map((s) => s.id).filter((id) => holds(grant_systems, id));
      }
      // shared read-only by the calls that reuse it
      const grant: DataGrant = Object.freeze({
        system: Object.freeze(system),
        companyCodes: grant_company_codes ? Object.freeze(grant_company_codes) : null,
        accountGroups: grant_account_groups ? Object.freeze(grant_account_groups) : null,
        members: members ? Object.freeze(members) : null,
      });
      grants.set(key, { grant, userId: user.userId }, now);
      return grant;
    },

    forgetUser(userId) {
      grants.deleteWhere((grant) => grant.userId === userId);
    },

    forgetAll() {
      grants.clear();
    },
  };
}
