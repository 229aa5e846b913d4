import { approvalLimitsTable, type Executor } from '@spendlens/warehouse';
import { republishCodeTable } from '../publish';
import type { StagedValue } from './code-rows';

/** The invoice approval limit of one company code (the app store's approval_limits row). */
export interface ApprovalLimit {
  companyCode: string;
  /** In the company code's currency. */
  limit: number;
  /** Days between two invoices of a split group at most. */
  windowDays: number;
}

/** The rows of canon.approval_limits for `limits`. */
export function approvalLimitRows(limits: readonly ApprovalLimit[]): Record<string, StagedValue>[] {
  return limits.map((l) => ({
    company_code: l.companyCode,
    approval_limit: l.limit.toFixed(2),
    window_days: l.windowDays,
  }));
}

/**
 * Publishes a system's approval limits between ingests (they were saved): replaces its
 * canon.approval_limits rows and the analyses reading them (the split invoices, and the rankings
 * reading those), in one transaction. Answers the tables written.
 */
export function republishApprovalLimits(
  warehouse: Executor,
  systemId: number,
  limits: readonly ApprovalLimit[],
): Promise<string[]> {
  return republishCodeTable(warehouse, systemId, approvalLimitsTable.name, approvalLimitRows(limits));
}
