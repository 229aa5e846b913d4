import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract, type IngestStatus } from '../src/index';
import { TempDirs, writeFixture } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

const temp = new TempDirs();
let db: DuckDbExecutor;
let dir: string;

beforeAll(async () => {
  db = await openWarehouse();
  dir = temp.track(await writeFixture());
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

const invoices = (systemId: number) =>
  db.query({
    sql: `SELECT internal_invoice_id, vendor_id, derived_document_type, document_amount, common_currency, common_amount,
            due_date, is_cleared, clearing_date, is_reversed, reversal_document_no, po_number
          FROM canon.invoices WHERE system_id = $1 ORDER BY internal_invoice_id`,
    params: [systemId],
  });

describe('ingest of a hand-made extract', () => {
  it('classifies, signs and dates every vendor invoice document (EUR common currency)', async () => {
    const statuses: IngestStatus[] = [];
    const result = await ingestSapExtract({
      warehouse: db,
      systemId: 1,
      source: dir,
      commonCurrency: 'EUR',
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses).toEqual(['received', 'validated', 'analysing', 'complete']);
    expect(result.minDate).toBe('2024-03-15');
    expect(result.maxDate).toBe('2024-03-30');
    expect(result.counts['canon.invoices']).toBe(8);
    expect(result.counts['BKPF']).toBe(9);
    const rows = await invoices(1);
    const pick = (id: string) => rows.find((r) => r['internal_invoice_id'] === id);
    // the payment (KZ) is not an invoice document
    expect(rows.map((r) => r['internal_invoice_id'])).not.toContain('DE01-1500000001-2024');
    expect(rows).toHaveLength(8);
    expect(pick('DE01-1900000001-2024')).toMatchObject({
      vendor_id: '100001', // leading zeros of an all-digit LIFNR dropped
      derived_document_type: 'NON-PO-INVOICE',
      document_amount: 499.99,
      common_amount: 499.99,
      due_date: '2024-04-14',
      is_cleared: false,
      clearing_date: null,
      is_reversed: false,
    });
    // reversal pair: the original stays, keeps its type and is marked reversed; the later one is the REVERSAL
    expect(pick('DE01-1900000002-2024')).toMatchObject({
      derived_document_type: 'NON-PO-INVOICE',
      document_amount: 500,
      is_reversed: true,
      reversal_document_no: '1900000003',
      is_cleared: true,
      clearing_date: '2024-04-05',
    });
    expect(pick('DE01-1900000003-2024')).toMatchObject({
      derived_document_type: 'REVERSAL',
      document_amount: -500,
      is_reversed: false,
      reversal_document_no: '1900000002',
    });
    // credit memo: negative, due on its baseline date (no invoice reference) despite 30 days of terms
    expect(pick('DE01-1700000001-2024')).toMatchObject({
      derived_document_type: 'VENDOR-CREDIT',
      document_amount: -600,
      due_date: '2024-03-30',
    });
    // MM invoice: PO from RSEG via AWKEY → RBKP
    expect(pick('DE01-5100000001-2024')).toMatchObject({
      derived_document_type: 'PO-INVOICE',
      document_amount: 10000,
      po_number: '4500000001',
    });
    // FI invoice with EBELN on the vendor line; terms Z214 → net due date = baseline + ZBD2T (30)
    expect(pick('GB01-1900000001-2024')).toMatchObject({
      vendor_id: '100002',
      derived_document_type: 'PO-INVOICE',
      po_number: '4500000002',
      due_date: '2024-04-14',
      // 1200.00 GBP / 0.8541 (GBP per EUR on 2024-03-15) = 1404.9877… → 1404.99
      common_amount: 1404.99,
    });
    // ZBD3T wins: 2024-03-15 + 45; 2500.00 USD / 1.0892 = 2295.2626… → 2295.26; non-digit vendor id kept
    expect(pick('US01-1900000001-2024')).toMatchObject({
      vendor_id: 'V-EMP1',
      derived_document_type: 'NON-PO-INVOICE',
      due_date: '2024-04-29',
      common_amount: 2295.26,
    });
  });

  it('converts through EUR cross rates on the invoice date, previous business day when unquoted, half away from zero', async () => {
    await ingestSapExtract({ warehouse: db, systemId: 2, source: dir, commonCurrency: 'GBP' });
    const common = Object.fromEntries(
      (await invoices(2)).map((r) => [r['internal_invoice_id'], r['common_amount']]),
    );
    expect(common).toEqual({
      // 499.99 EUR × 0.8541 (2024-03-15) = 427.041459
      'DE01-1900000001-2024': 427.04,
      // invoice dated Saturday 2024-03-16 → Friday's 0.8541 (not Monday's): 500 × 0.8541
      'DE01-1900000002-2024': 427.05,
      'DE01-1900000003-2024': -427.05,
      // Easter Saturday 2024-03-30, no quote on Good Friday → Thursday 2024-03-28: 600 × 0.8551
      'DE01-1700000001-2024': -513.06,
      // 50 × 0.8541 = 42.705, a tie: rounded away from zero
      'DE01-1700000002-2024': -42.71,
      // 2024-03-27: 10000 × 0.85768
      'DE01-5100000001-2024': 8576.8,
      'GB01-1900000001-2024': 1200,
      // USD → GBP through EUR: 2500 × 0.8541 / 1.0892 = 1960.3838…
      'US01-1900000001-2024': 1960.38,
    });
    const [currency] = await db.query({
      sql: 'SELECT DISTINCT common_currency AS c FROM canon.invoices WHERE system_id = 2',
      params: [],
    });
    expect(currency).toEqual({ c: 'GBP' });
  });

  it('publishes the invoice distribution with value bins of the absolute common amount', async () => {
    const rows = await db.query({
      sql: `SELECT internal_invoice_id, invoice_value_bin, company_name, region, vendor_name, account_group, invoice_date, posting_date
            FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution WHERE system_id = 1 ORDER BY internal_invoice_id`,
      params: [],
    });
    expect(Object.fromEntries(rows.map((r) => [r['internal_invoice_id'], r['invoice_value_bin']]))).toEqual({
      'DE01-1700000001-2024': '500 - 1000', // -600.00
      'DE01-1700000002-2024': '0 - 500', // -50.00
      'DE01-1900000001-2024': '0 - 500', // 499.99
      'DE01-1900000002-2024': '500 - 1000', // 500.00 exactly
      'DE01-1900000003-2024': '500 - 1000', // -500.00
      'DE01-5100000001-2024': '> 10000', // 10000.00 exactly
      'GB01-1900000001-2024': '1000 - 2000', // 1404.99
      'US01-1900000001-2024': '2000 - 5000', // 2295.26
    });
    expect(rows.find((r) => r['internal_invoice_id'] === 'GB01-1900000001-2024')).toMatchObject({
      company_name: 'Demo Ltd',
      region: 'EMEA',
      vendor_name: 'Beta, Ltd',
      account_group: 'KRED',
      invoice_date: '2024-03-15',
      posting_date: '2024-03-15',
    });
    expect(rows.find((r) => r['internal_invoice_id'] === 'US01-1900000001-2024')).toMatchObject({
      region: 'AMER',
      vendor_name: 'Doe, Jane',
    });
  });

  it('maps invoice lines: RSEG items for MM invoices, the vendor line otherwise', async () => {
    const lines = await db.query({
      sql: `SELECT internal_invoice_id, invoice_line_item_number, line_source, line_item_signed_amount, line_item_signed_common_amount,
              po_number, po_line_item_number, material_number
            FROM canon.invoice_lines WHERE system_id = 2 ORDER BY internal_invoice_id, invoice_line_item_number`,
      params: [],
    });
    expect(lines).toHaveLength(9);
    expect(lines.filter((l) => l['internal_invoice_id'] === 'DE01-5100000001-2024')).toEqual([
      // 6000 and 4000 of a 10000.00 EUR document whose GBP amount is 8576.80
      {
        internal_invoice_id: 'DE01-5100000001-2024',
        invoice_line_item_number: 1,
        line_source: 'RSEG',
        line_item_signed_amount: 6000,
        line_item_signed_common_amount: 5146.08,
        po_number: '4500000001',
        po_line_item_number: '10',
        material_number: '12345',
      },
      {
        internal_invoice_id: 'DE01-5100000001-2024',
        invoice_line_item_number: 2,
        line_source: 'RSEG',
        line_item_signed_amount: 4000,
        line_item_signed_common_amount: 3430.72,
        po_number: '4500000001',
        po_line_item_number: '20',
        material_number: null,
      },
    ]);
    expect(lines.find((l) => l['internal_invoice_id'] === 'DE01-1700000002-2024')).toMatchObject({
      line_source: 'VENDOR_LINE',
      line_item_signed_amount: -50,
      line_item_signed_common_amount: -42.71,
    });
    // a vendor item without a PO: SAP's EBELP 00000 is no PO line
    expect(lines.find((l) => l['internal_invoice_id'] === 'US01-1900000001-2024')).toMatchObject({
      line_source: 'VENDOR_LINE',
      po_number: null,
      po_line_item_number: null,
    });
    expect(lines.find((l) => l['internal_invoice_id'] === 'GB01-1900000001-2024')).toMatchObject({
      po_number: '4500000002',
      po_line_item_number: '10',
    });
  });

  it('loads company codes and vendors with their region and flags', async () => {
    const cc = await db.query({
      sql: 'SELECT company_code, currency, region FROM canon.company_codes WHERE system_id = 1 ORDER BY 1',
      params: [],
    });
    expect(cc).toEqual([
      { company_code: 'DE01', currency: 'EUR', region: 'EMEA' },
      { company_code: 'GB01', currency: 'GBP', region: 'EMEA' },
      { company_code: 'US01', currency: 'USD', region: 'AMER' },
    ]);
    const vendors = await db.query({
      sql: 'SELECT vendor_id, posting_block FROM canon.vendors WHERE system_id = 1 ORDER BY 1',
      params: [],
    });
    expect(vendors).toEqual([
      { vendor_id: '100001', posting_block: false },
      { vendor_id: '100002', posting_block: true },
      { vendor_id: 'V-EMP1', posting_block: false },
    ]);
  });
});
