import { maxKpiChoices, type KpiUsers } from '@spendlens/domain';
import type { SessionUser } from './session-service';
import { summaryRows, type SummaryService } from './summary-service';

export interface KpiUsersService {
  /** GET systems/:system/kpi_users (spec 03 §2.5): the users and channels of the system's invoices. */
  kpiUsers(user: SessionUser, system: number, today: string): Promise<KpiUsers>;
}

/**
 * The choices of the KPI page's "Identification of electronically received invoices": summaries of
 * the published invoices/kpi_users over all dates and every company code the user may see (POST
 * /summary's scope, checks and cache), grouped by user_id and by channel_id, most invoices first.
 * Invoices without a user are left out of the users.
 */
export function createKpiUsersService(deps: { summary: SummaryService }): KpiUsersService {
  const countsBy = (user: SessionUser, system: number, col: 'user_id' | 'channel_id', today: string) =>
    summaryRows(
      deps.summary,
      user,
      {
        system_id: system,
        module: 'invoices',
        analysis: 'kpi_users',
        filter: [{ clause_connector: '&', group_connector: '&', clauses: [{ col, op: 'notnull' }] }],
        group_by: [col],
        aggregate: [{ col: 'number_of_invoices', fn: ['sum'], alias: ['number_of_invoices'] }],
        sort: [
          { col_alias: 'number_of_invoices', order: 'desc' },
          { col_alias: col, order: 'asc' },
        ],
        page_rows: maxKpiChoices,
      },
      today,
    );
  return {
    async kpiUsers(user, system, today) {
      const [users, channels] = await Promise.all([
        countsBy(user, system, 'user_id', today),
        countsBy(user, system, 'channel_id', today),
      ]);
      return {
        users: users.map((r) => ({
          user_id: String(r['user_id']),
          number_of_invoices: Number(r['number_of_invoices']),
        })),
        channels: channels.map((r) => ({
          channel_id: String(r['channel_id']),
          number_of_invoices: Number(r['number_of_invoices']),
        })),
      };
    },
  };
}
