import { loginEventsTable, type Executor } from '@spendlens/warehouse';
import { republishCodeTable } from '../publish';
import type { StagedValue } from './code-rows';

/** One sign-in of a client's user (a row of the app store's login log). */
export interface LoginEvent {
  ts: Date;
  status: string;
  uid: string;
}

/** The rows of canon.login_events for `events`. */
export function loginEventRows(events: readonly LoginEvent[]): Record<string, StagedValue>[] {
  return events.map((e) => ({
    ts: e.ts.toISOString().replace('T', ' ').replace('Z', ''),
    status: e.status,
    uid: e.uid,
  }));
}

/**
 * Publishes a system's sign-ins between ingests, so that the Login Log shows a sign-in as it happens:
 * replaces the system's canon.login_events rows and the analyses reading them, in one transaction.
 * Answers the tables written.
 */
export function republishLoginEvents(
  warehouse: Executor,
  systemId: number,
  events: readonly LoginEvent[],
): Promise<string[]> {
  return republishCodeTable(warehouse, systemId, loginEventsTable.name, loginEventRows(events));
}
