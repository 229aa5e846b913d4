import {
  assertNever,
  dashboardWidgetNames,
  DomainError,
  isDashboardWidgetName,
  parseDateRange,
  type DashboardWidgetAnswer,
  type DashboardWidgetName,
} from '@spendlens/domain';
import type { SessionUser } from '../session-service';
import { summaryRows, type SummaryService } from '../summary-service';
import { crossSystemWidget } from './cross-system-widgets';
import { invoiceBacklogValueVolumeWidget, invoiceBacklogWidget } from './backlog-widgets';
import { duplicatePaymentsWidget } from './duplicate-payment-widgets';
import { dueDateWidget, paidOnTimeWidget } from './payment-widgets';
import { exceptionsTrendWidget, exceptionsWidget, topVendorsWidget } from './spend-exception-widgets';
import type { WidgetReader } from './widget-reader';

export interface DashboardWidgetParams {
  name: string;
  system: number;
  /** -1, a year, a year and qualifier or YYYYMM (the path segment). */
  dateRange: string;
  /** A company code, a region or -1. */
  companyCode: string;
}

export interface DashboardWidgetService {
  /** GET dashboard/:name/:system/:dateRange (spec 01 §7): one widget's data. */
  widget(user: SessionUser, params: DashboardWidgetParams, today: string): Promise<DashboardWidgetAnswer>;
}

/** An unknown name is echoed only when it looks like a name. */
const printable = /^[a-z0-9_]{1,100}$/;

async function widgetAnswer(name: DashboardWidgetName, read: WidgetReader) {
  switch (name) {
    case 'invoice_backlog':
      return { name, data: await invoiceBacklogWidget(read) };
    case 'invoice_backlog_value_volume':
      return { name, data: await invoiceBacklogValueVolumeWidget(read) };
    case 'paid_on_time':
      return { name, data: await paidOnTimeWidget(read) };
    case 'due_date':
      return { name, data: await dueDateWidget(read) };
    case 'top_vendors':
      return { name, data: await topVendorsWidget(read) };
    case 'exceptions':
      return { name, data: await exceptionsWidget(read) };
    case 'exceptions_trend':
      return { name, data: await exceptionsTrendWidget(read) };
    case 'duplicate_payments':
      return { name, data: await duplicatePaymentsWidget(read) };
    case 'cross_system':
      return { name, data: await crossSystemWidget(read) };
    default:
      return assertNever(name);
  }
}

/**
 * The dashboard widgets (names and answers in packages/domain `dashboardWidgetAnswerSchema`). Every
 * widget reads summaries of published analyses through POST /summary's planner — so the user's
 * grant, the region expansion, the checks and the result cache hold — with the call's company code
 * and date range, and no account-group selection (dashboards ignore it, spec 02 §6).
 */
export function createDashboardWidgetService(deps: { summary: SummaryService }): DashboardWidgetService {
  return {
    async widget(user, params, today) {
      if (!isDashboardWidgetName(params.name))
        throw new DomainError(
          'not_found',
          `${printable.test(params.name) ? `Unknown dashboard widget: ${params.name}` : 'Unknown dashboard widget'}. The widgets are ${dashboardWidgetNames.join(', ')}.`,
        );
      const { year, qualifier } = parseDateRange(params.dateRange);
      const read: WidgetReader = (query) =>
        summaryRows(
          deps.summary,
          user,
          { ...query, system_id: params.system, company_code: params.companyCode, year, qualifier },
          today,
        );
      const answer = await widgetAnswer(params.name, read);
      return { ...answer, dateRange: params.dateRange, company_code: params.companyCode };
    },
  };
}
