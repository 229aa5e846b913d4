import {
  DomainError,
  type AlertSubscription,
  type AlertSubscriptionInput,
  type FindingKind,
  type Role,
} from '@spendlens/domain';
import { findingAnalyses } from '@spendlens/warehouse';
import type { Mailer } from '../../adapters/mailer';
import type { AppStore } from '../../app-store/open-app-store';
import { accountActive } from '../account-standing';
import type { SessionUser } from '../session-service';
import type { SummaryService } from '../summary-service';
import type { TenancyService } from '../tenancy-service';
import type { PublishedFinding } from './finding-reconcile';
import { visibleFindingKeys } from './visible-findings';

export interface AlertService {
  /** The kinds of finding there are (those of the catalogue's finding analyses). */
  kinds(): FindingKind[];
  list(user: SessionUser): Promise<AlertSubscription[]>;
  subscribe(user: SessionUser, input: AlertSubscriptionInput): Promise<AlertSubscription>;
  unsubscribe(user: SessionUser, id: number): Promise<void>;
  /**
   * After a publish of `systemId`: to every subscriber of the system who may still sign in (not
   * disabled, expired or unactivated), one digest e-mail of the new findings of their kinds and
   * company code that they may see (their grant, read at sending); none when nothing is new for
   * them. Answers the mails sent.
   */
  sendDigests(systemId: number, fresh: readonly PublishedFinding[]): Promise<number>;
}

/** Findings a digest lists per kind before "… and n more". */
const listedPerKind = 25;

const kinds: FindingKind[] = findingAnalyses.map((def) => ({
  kind: def.finding!.kind,
  display_name: def.page?.displayName ?? def.displayName,
}));

/**
 * Alerts of new findings (docs/cases.md): a user subscribes per system (and company code) to kinds
 * of finding; after each publish, a digest through the mail adapter (the outbox by default) lists
 * the new ones with links into the product. What a subscriber is told is read through POST /summary
 * as that user: their grant decides, as on the pages.
 */
export function createAlertService(deps: {
  store: AppStore;
  tenancy: TenancyService;
  summary: SummaryService;
  mailer: Mailer;
  publicUrl: string;
  clock: () => Date;
  log: (line: string) => void;
}): AlertService {
  const { store, tenancy, summary, mailer, publicUrl, clock, log } = deps;

  const toSubscription = (row: {
    id: number;
    system_id: number;
    system_name: string;
    company_code: string | null;
    kinds: string[];
  }): AlertSubscription => ({
    id: row.id,
    system_id: row.system_id,
    system_name: row.system_name,
    company_code: row.company_code,
    kinds: row.kinds,
  });

  const subscriptions = () =>
    store
      .selectFrom('alert_subscriptions as a')
      .innerJoin('systems as s', 's.id', 'a.system_id')
      .select(['a.id', 'a.system_id', 's.name as system_name', 'a.company_code', 'a.kinds', 'a.user_id']);

  /** The new findings of one subscription that its user may see. */
  async function visibleFresh(
    user: SessionUser,
    systemId: number,
    companyCode: string | null,
    wanted: readonly string[],
    fresh: readonly PublishedFinding[],
  ): Promise<PublishedFinding[]> {
    const shown: PublishedFinding[] = [];
    for (const def of findingAnalyses) {
      const kind = def.finding!.kind;
      if (!wanted.includes(kind)) continue;
      const ofKind = fresh.filter(
        (f) => f.kind === kind && (companyCode === null || f.company_codes.includes(companyCode)),
      );
      const visible = await visibleFindingKeys(
        summary,
        user,
        {
          systemId,
          def,
          ...(companyCode === null ? {} : { companyCode }),
          today: clock().toISOString().slice(0, 10),
        },
        ofKind.map((f) => f.finding_key),
      );
      shown.push(...ofKind.filter((f) => visible.has(f.finding_key)));
    }
    return shown;
  }

  function digestText(
    name: string,
    systemName: string,
    systemId: number,
    companyCode: string | null,
    findings: readonly PublishedFinding[],
  ): string {
    const lines = [
      `Hello ${name},`,
      '',
      `The analysis of ${systemName} on ${clock().toISOString().slice(0, 10)} found ${findings.length} new finding${findings.length === 1 ? '' : 's'} you subscribed to (${companyCode === null ? 'all company codes you may see' : `company code ${companyCode}`}):`,
    ];
    for (const def of findingAnalyses) {
      const ofKind = findings.filter((f) => f.kind === def.finding!.kind);
      if (ofKind.length === 0 || !def.page) continue;
      lines.push('', `${def.page.displayName} (${ofKind.length})`);
      for (const f of ofKind.slice(0, listedPerKind)) {
        const query = new URLSearchParams({
          view: 'detail',
          system: String(systemId),
          year: '-1',
          qualifier: '-1',
          company_code: '-1',
          finding: f.finding_key,
        });
        lines.push(`- ${f.label}`, `  ${publicUrl}/${def.page.module}/${def.page.name}?${query.toString()}`);
      }
      if (ofKind.length > listedPerKind) lines.push(`- … and ${ofKind.length - listedPerKind} more`);
    }
    lines.push('', `Your cases and alerts: ${publicUrl}/my_cases`, '');
    return lines.join('\n');
  }

  return {
    kinds: () => kinds,

    async list(user) {
      if (user.clientId === null) return [];
      const rows = await subscriptions()
        .where('a.user_id', '=', user.userId)
        .where('s.client_id', '=', user.clientId)
        .orderBy('a.id')
        .execute();
      const visible = new Set((await tenancy.listSystems(user)).map((s) => s.id));
      return rows.filter((r) => visible.has(r.system_id)).map(toSubscription);
    },

    async subscribe(user, input) {
      const grant = await tenancy.grantFor(user, input.system_id);
      const known = new Set(kinds.map((k) => k.kind));
      const unknown = input.kinds.filter((k) => !known.has(k));
      if (unknown.length > 0)
        throw new DomainError('bad_request', `Unknown kind of finding: ${unknown.join(', ')}`, {
          key: 'kinds',
        });
      if (
        input.company_code !== null &&
        grant.companyCodes !== null &&
        !grant.companyCodes.includes(input.company_code)
      )
        throw new DomainError('bad_request', `Company code ${input.company_code} is not one you may see`, {
          key: 'company_code',
        });
      const [row] = await store
        .insertInto('alert_subscriptions')
        .values({
          user_id: user.userId,
          system_id: input.system_id,
          company_code: input.company_code,
          kinds: JSON.stringify([...new Set(input.kinds)]),
        })
        .returning('id')
        .execute();
      const created = await subscriptions().where('a.id', '=', row!.id).executeTakeFirstOrThrow();
      return toSubscription(created);
    },

    async unsubscribe(user, id) {
      const deleted = await store
        .deleteFrom('alert_subscriptions')
        .where('id', '=', id)
        .where('user_id', '=', user.userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new DomainError('not_found', 'No such alert of yours');
    },

    async sendDigests(systemId, fresh) {
      if (fresh.length === 0) return 0;
      const system = await store
        .selectFrom('systems')
        .selectAll()
        .where('id', '=', systemId)
        .executeTakeFirst();
      if (!system) return 0;
      const subscribers = await store
        .selectFrom('alert_subscriptions as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select([
          'a.company_code',
          'a.kinds',
          'u.id',
          'u.uid',
          'u.fname',
          'u.roles',
          'u.is_enabled',
          'u.activation_pending',
          'u.disabled_at',
          'u.expires_at',
        ])
        .where('a.system_id', '=', systemId)
        .orderBy('a.id')
        .execute();
      let sent = 0;
      for (const s of subscribers) {
        const roles = (s.roles ?? []) as Role[];
        // only to a user who could sign in and see the same on the pages: not disabled, expired or
        // unactivated (issue 34), with the view role; the findings are then read as that user, so
        // their grant (client, systems, company codes, account groups) decides at sending
        if (!accountActive(s, clock()) || !roles.includes('view')) continue;
        const user: SessionUser = {
          sessionHash: '',
          userId: s.id,
          uid: s.uid,
          roles,
          clientId: system.client_id,
          mfaPassed: true,
          ttlSeconds: 0,
        };
        try {
          const shown = await visibleFresh(user, systemId, s.company_code, s.kinds, fresh);
          if (shown.length === 0) continue;
          await mailer.send({
            to: s.uid,
            subject: `Spendlens: ${shown.length} new finding${shown.length === 1 ? '' : 's'} in ${system.name}`,
            text: digestText(s.fname || s.uid, system.name, systemId, s.company_code, shown),
            operatorHint: `${shown.length} new findings`,
          });
          sent++;
        } catch (error) {
          // the user may have lost the system since: the others' digests still go
          log(`The alert digest of ${s.uid} for ${system.name} failed: ${String(error)}`);
        }
      }
      return sent;
    },
  };
}
