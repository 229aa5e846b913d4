import { storedVatCheckSchema, type StoredVatCheck } from '@spendlens/domain';
import type { AppStore } from '../../app-store/open-app-store';

/** A register's answer to keep (vat_checks, 0600). */
export interface NewVatCheck {
  clientId: number;
  /** Country code and number, no separators. */
  vatNumber: string;
  checkedAt: Date;
  valid: boolean;
  name: string | null;
  address: string | null;
  requestIdentifier: string | null;
  requestDate: string | null;
  source: 'vies';
  checkedBy: number;
}

/** The app store's VAT checks: every register answer kept, per client, newest read first. */
export interface VatCheckRecords {
  save(check: NewVatCheck): Promise<void>;
  /** The client's last real check of the number, or null when it was never checked. */
  last(clientId: number, vatNumber: string): Promise<StoredVatCheck | null>;
}

export function createVatCheckRecords(store: AppStore): VatCheckRecords {
  return {
    async save(check) {
      await store
        .insertInto('vat_checks')
        .values({
          client_id: check.clientId,
          vat_number: check.vatNumber,
          checked_at: check.checkedAt,
          valid: check.valid,
          name: check.name,
          address: check.address,
          request_identifier: check.requestIdentifier,
          request_date: check.requestDate,
          source: check.source,
          checked_by: check.checkedBy,
        })
        .execute();
    },
    async last(clientId, vatNumber) {
      const row = await store
        .selectFrom('vat_checks')
        .select(['valid', 'name', 'address', 'checked_at', 'source', 'request_identifier'])
        .where('client_id', '=', clientId)
        .where('vat_number', '=', vatNumber)
        .orderBy('checked_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        valid: row.valid,
        company_name: row.name,
        company_address: row.address,
        checked_at: new Date(row.checked_at).toISOString(),
        source: storedVatCheckSchema.shape.source.parse(row.source),
        request_identifier: row.request_identifier,
      };
    },
  };
}
