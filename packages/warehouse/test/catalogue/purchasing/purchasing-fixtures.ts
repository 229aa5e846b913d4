/** Small canonical-row builders shared by the purchasing fixture tests. */
import type { DuckDbExecutor } from '../../../src/index';
import { insertCanon, type FixtureRow } from '../../support/fixture-warehouse';

/** Vendor V1 'Acme' (KRED) and V2 'Bolt' (LIEF); company codes 1000 and 2000. */
export async function masters(db: DuckDbExecutor, systemId = 1): Promise<void> {
  await insertCanon(
    db,
    'vendors',
    [
      { vendor_id: 'V1', vendor_name: 'Acme', account_group: 'KRED' },
      { vendor_id: 'V2', vendor_name: 'Bolt', account_group: 'LIEF' },
    ],
    systemId,
  );
  await insertCanon(
    db,
    'company_codes',
    [
      { company_code: '1000', company_name: 'Acme GmbH', region: 'EMEA' },
      { company_code: '2000', company_name: 'Acme Inc', region: 'AMER' },
    ],
    systemId,
  );
}

let grLine = 0;

/**
 * A goods movement line for a PO line: counted, vendor V1, company code 1000, common value = local
 * value = `value`, quantity value / 10 (so quantities follow values), debit/credit from the sign.
 */
export function gr(
  po: string,
  item: string,
  movementType: string,
  postingDate: string,
  value: number,
  more: FixtureRow = {},
): FixtureRow {
  grLine += 1;
  return {
    document_number: `50${String(grLine).padStart(8, '0')}`,
    fiscal_year: Number(postingDate.slice(0, 4)),
    line_number: 1,
    created_date: postingDate,
    posting_date: postingDate,
    movement_type: movementType,
    is_counted: true,
    debit_credit: value < 0 ? 'H' : 'S',
    local_currency: 'EUR',
    signed_local_amount: value,
    common_currency: 'EUR',
    signed_common_amount: value,
    quantity: value / 10,
    po_number: po,
    po_line_item_number: item,
    vendor_id: 'V1',
    company_code: '1000',
    ...more,
  };
}
