import { DomainError, type ErpType, type SystemInfo } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { SystemRow } from '../app-store/schema';
import type { SessionUser } from './session-service';

/** A user's grant on the current client: null lists mean no restriction. */
export interface DataGrant {
  system: SystemRow;
  companyCodes: string[] | null;
  accountGroups: string[] | null;
}

export interface TenancyService {
  listSystems(user: SessionUser): Promise<SystemInfo[]>;
  /** The system with the user's data scope on it; not_found when it is not the user's to see. */
  grantFor(user: SessionUser, systemId: number): Promise<DataGrant>;
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

export function createTenancyService(deps: { store: AppStore }): TenancyService {
  const { store } = deps;
  return {
    async listSystems(user) {
      if (user.clientId === null) return [];
      const rows = await store
        .selectFrom('systems')
        .innerJoin('user_clients', 'user_clients.client_id', 'systems.client_id')
        .selectAll('systems')
        .where('user_clients.user_id', '=', user.userId)
        .where('systems.client_id', '=', user.clientId)
        .orderBy('systems.name')
        .execute();
      return rows.map(toSystemInfo);
    },

    async grantFor(user, systemId) {
      if (user.clientId === null || !Number.isInteger(systemId))
        throw new DomainError('not_found', 'Unknown system');
      const row = await store
        .selectFrom('systems')
        .innerJoin('user_clients', 'user_clients.client_id', 'systems.client_id')
        .selectAll('systems')
        .select([
          'user_clients.company_codes as grant_company_codes',
          'user_clients.account_groups as grant_account_groups',
        ])
        .where('user_clients.user_id', '=', user.userId)
        .where('systems.client_id', '=', user.clientId)
        .where('systems.id', '=', systemId)
        .executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'Unknown system');
      const { grant_company_codes, grant_account_groups, ...system } = row;
      return {
        system,
        companyCodes: grant_company_codes ?? null,
        accountGroups: grant_account_groups ?? null,
      };
    },
  };
}
