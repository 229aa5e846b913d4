import { DomainError, type ApprovalLimitsAnswer, type ApprovalLimitsUpdate } from '@spendlens/domain';
import { defaultApprovalLimit, defaultSplitWindowDays } from '@spendlens/warehouse';
import type { ApprovalLimit } from '@spendlens/pipeline';
import type { AppStore } from '../app-store/open-app-store';
import type { CompanyCodeService } from './display-config-service';
import type { IngestService } from './ingest-service';
import type { DataGrant } from './tenancy-service';

export interface ApprovalLimitService {
  /** The system's limits and the defaults. */
  list(grant: DataGrant): Promise<ApprovalLimitsAnswer>;
  /**
   * Replaces the system's limits (each company code must be one of the system's), then publishes
   * them to the split-invoices red flag behind any running ingest. Answers the limits as saved.
   */
  save(grant: DataGrant, update: ApprovalLimitsUpdate, userId: number): Promise<ApprovalLimitsAnswer>;
}

/** The approval limits of a system as the ingest copies them into canon.approval_limits. */
export async function systemApprovalLimits(store: AppStore, systemId: number): Promise<ApprovalLimit[]> {
  const rows = await store
    .selectFrom('approval_limits')
    .select(['company_code', 'approval_limit', 'window_days'])
    .where('system_id', '=', systemId)
    .orderBy('company_code')
    .execute();
  return rows.map((r) => ({
    companyCode: r.company_code,
    limit: Number(r.approval_limit),
    windowDays: r.window_days,
  }));
}

export function createApprovalLimitService(deps: {
  store: AppStore;
  companyCodes: CompanyCodeService;
  ingest: Pick<IngestService, 'publishApprovalLimits'>;
  clock: () => Date;
}): ApprovalLimitService {
  const { store, companyCodes, ingest, clock } = deps;

  async function list(grant: DataGrant): Promise<ApprovalLimitsAnswer> {
    const rows = await store
      .selectFrom('approval_limits as a')
      .leftJoin('users as u', 'u.id', 'a.updated_by')
      .select(['a.company_code', 'a.approval_limit', 'a.window_days', 'a.updated_at', 'u.uid'])
      .where('a.system_id', '=', grant.system.id)
      .orderBy('a.company_code')
      .execute();
    return {
      system: grant.system.id,
      default_limit: defaultApprovalLimit,
      default_window_days: defaultSplitWindowDays,
      limits: rows.map((r) => ({
        company_code: r.company_code,
        approval_limit: Number(r.approval_limit),
        window_days: r.window_days,
        updated_at: new Date(r.updated_at).toISOString(),
        updated_by: r.uid,
      })),
    };
  }

  return {
    list,
    async save(grant, update, userId) {
      if (grant.system.multi_system)
        throw new DomainError(
          'bad_request',
          `${grant.system.name} is a multi-system: set the approval limits on its member systems`,
        );
      const known = new Set(
        (await companyCodes.list(grant)).filter((c) => c.type === 'company_code').map((c) => c.company_code),
      );
      update.limits.forEach((l, i) => {
        if (!known.has(l.company_code))
          throw new DomainError(
            'bad_request',
            `body.limits.${i}.company_code: ${l.company_code} is not a company code of ${grant.system.name}`,
          );
      });
      const now = clock();
      await store.transaction().execute(async (tx) => {
        await tx.deleteFrom('approval_limits').where('system_id', '=', grant.system.id).execute();
        if (update.limits.length > 0)
          await tx
            .insertInto('approval_limits')
            .values(
              update.limits.map((l) => ({
                system_id: grant.system.id,
                company_code: l.company_code,
                approval_limit: l.approval_limit.toFixed(2),
                window_days: l.window_days,
                updated_at: now,
                updated_by: userId,
              })),
            )
            .execute();
      });
      await ingest.publishApprovalLimits(grant.system.id);
      return list(grant);
    },
  };
}
