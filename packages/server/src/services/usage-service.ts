import { DomainError, type UiEventRequest } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { Mailer } from '../adapters/mailer';
import type { SessionRenewal } from './session-renewal';
import type { SessionUser } from './session-service';

export interface ClientChoice {
  client_id: number;
  name: string;
  current: boolean;
}

/** Usage events, the contact form and the choice of client (spec 01 §7, spec 03 §7). */
export interface UsageService {
  recordUiEvent(user: SessionUser, event: UiEventRequest, now: Date): Promise<void>;
  contact(user: SessionUser, message: string, now: Date): Promise<void>;
  clients(user: SessionUser): Promise<ClientChoice[]>;
  switchClient(user: SessionUser, clientId: number): Promise<{ client_id: number }>;
}

export function createUsageService(deps: {
  store: AppStore;
  renewal: SessionRenewal;
  mailer: Mailer;
  contactEmail: string;
}): UsageService {
  const { store, renewal, mailer } = deps;
  const requireFactors = (user: SessionUser) => {
    if (!user.mfaPassed) throw new DomainError('unauthorised', 'The second factor is required');
  };
  return {
    async recordUiEvent(user, event, now) {
      requireFactors(user);
      const fields = Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined));
      await store
        .insertInto('ui_events')
        .values({ ts: now, user_id: user.userId, event: JSON.stringify(fields) })
        .execute();
    },

    async contact(user, message, now) {
      requireFactors(user);
      await store.insertInto('contact_messages').values({ ts: now, user_id: user.userId, message }).execute();
      const from = await store
        .selectFrom('users')
        .select(['uid', 'fname', 'lname', 'company'])
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow();
      await mailer.send({
        to: deps.contactEmail,
        subject: `Contact from ${from.fname} ${from.lname} (${from.company})`,
        text: `From: ${from.fname} ${from.lname} <${from.uid}>, ${from.company}\n\n${message}\n`,
      });
    },

    async clients(user) {
      requireFactors(user);
      const rows = await store
        .selectFrom('user_clients')
        .innerJoin('clients', 'clients.id', 'user_clients.client_id')
        .select(['clients.id', 'clients.name'])
        .where('user_clients.user_id', '=', user.userId)
        .orderBy('clients.name')
        .execute();
      return rows.map((r) => ({ client_id: r.id, name: r.name, current: r.id === user.clientId }));
    },

    async switchClient(user, clientId) {
      requireFactors(user);
      const member = await store
        .selectFrom('user_clients')
        .select('client_id')
        .where('user_id', '=', user.userId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      // another client's id answers as an unknown one
      if (!member) throw new DomainError('not_found', 'No such client');
      await renewal.setClient(user.sessionHash, clientId);
      await store
        .updateTable('users')
        .set({ current_client_id: clientId })
        .where('id', '=', user.userId)
        .execute();
      return { client_id: clientId };
    },
  };
}
