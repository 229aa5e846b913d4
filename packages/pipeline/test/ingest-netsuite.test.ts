import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestExtract } from '../src/index';
import { netsuiteTablesFixture, writeNetsuiteExtract } from './helpers/netsuite-fixture';
import { problemsOf } from './helpers/extract-folder';
import { openWarehouse } from './helpers/warehouse';

let db: DuckDbExecutor;
const dirs: string[] = [];
const extract = async (...args: Parameters<typeof writeNetsuiteExtract>) => {
  const dir = await writeNetsuiteExtract(...args);
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  db = await openWarehouse();
});
afterAll(async () => {
  await db.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const rows = (sql: string, systemId: number) => db.query({ sql, params: [systemId] });

const ingest = async (
  systemId: number,
  tables: Record<string, string[]>,
  manifest?: Record<string, unknown>,
) =>
  ingestExtract({
    warehouse: db,
    systemId,
    systemType: 'netsuite',
    source: await extract(tables, manifest ? { manifest } : {}),
    commonCurrency: 'EUR',
  });

describe('ingest of a hand-made NetSuite extract', () => {
  beforeAll(async () => {
    await ingest(1, netsuiteTablesFixture);
  });

  it('maps posting bills and credits, minus the main line, a voided bill as a reversal pair, and leaves the unapproved bill out', async () => {
    const invoices = await rows(
      `SELECT internal_invoice_id, external_invoice_id, vendor_id, document_type, derived_document_type, invoice_date,
         due_date, document_currency, document_amount, local_currency, local_amount, common_amount, is_cleared,
         clearing_date, clearing_document_no, is_reversed, reversal_document_no, payment_term, payment_block,
         created_by, entry_date, po_number
       FROM canon.invoices WHERE system_id = $1 ORDER BY internal_invoice_id`,
      1,
    );
    expect(invoices).toEqual([
      {
        internal_invoice_id: '1-1001-2024',
        external_invoice_id: 'INV-1',
        vendor_id: '100',
        document_type: 'VendBill',
        derived_document_type: 'PO-INVOICE',
        invoice_date: '2024-03-15',
        due_date: '2024-04-14',
        document_currency: 'USD',
        document_amount: 500,
        local_currency: 'USD',
        local_amount: 500,
        // 500 / 1.0892
        common_amount: 459.05,
        is_cleared: true,
        clearing_date: '2024-03-25',
        clearing_document_no: '1005',
        is_reversed: false,
        reversal_document_no: null,
        payment_term: '5',
        payment_block: null,
        created_by: 'jsmith',
        entry_date: '2024-03-16',
        po_number: 'PO100',
      },
      expect.objectContaining({
        internal_invoice_id: '1-1003-2024',
        derived_document_type: 'VENDOR-CREDIT',
        document_amount: -100,
        common_amount: -91.81,
        payment_block: 'PAYMENT HOLD',
        is_cleared: false,
      }),
      expect.objectContaining({
        internal_invoice_id: '3-1004-2024',
        vendor_id: '101',
        derived_document_type: 'NON-PO-INVOICE',
        document_currency: 'EUR',
        document_amount: 200,
        common_amount: 200,
        is_reversed: true,
        reversal_document_no: '1004V',
        created_by: '8',
      }),
      expect.objectContaining({
        internal_invoice_id: '3-1004V-2024',
        derived_document_type: 'REVERSAL',
        document_amount: -200,
        clearing_date: '2024-03-20',
      }),
    ]);
  });

  it('has the lines of each invoice as stored, PO-matched through the OrdBill link, summing to the invoice', async () => {
    const lines = await rows(
      `SELECT internal_invoice_id, invoice_line_item_number AS line, line_item_signed_amount AS amount,
         line_item_signed_common_amount AS common, po_number, po_line_item_number AS po_line, material_number, quantity
       FROM canon.invoice_lines WHERE system_id = $1 ORDER BY internal_invoice_id, line`,
      1,
    );
    expect(lines).toEqual([
      {
        internal_invoice_id: '1-1001-2024',
        line: 1,
        amount: 500,
        common: 459.05,
        po_number: 'PO100',
        po_line: '1',
        material_number: '55',
        quantity: 10,
      },
      {
        internal_invoice_id: '1-1003-2024',
        line: 1,
        amount: -100,
        common: -91.81,
        po_number: null,
        po_line: null,
        material_number: null,
        quantity: -1,
      },
      {
        internal_invoice_id: '3-1004-2024',
        line: 1,
        amount: 120,
        common: 120,
        po_number: null,
        po_line: null,
        material_number: null,
        quantity: null,
      },
      {
        internal_invoice_id: '3-1004-2024',
        line: 2,
        amount: 80,
        common: 80,
        po_number: null,
        po_line: null,
        material_number: null,
        quantity: null,
      },
      {
        internal_invoice_id: '3-1004V-2024',
        line: 1,
        amount: -120,
        common: -120,
        po_number: null,
        po_line: null,
        material_number: null,
        quantity: null,
      },
      {
        internal_invoice_id: '3-1004V-2024',
        line: 2,
        amount: -80,
        common: -80,
        po_number: null,
        po_line: null,
        material_number: null,
        quantity: null,
      },
    ]);
  });

  it('maps the PO, its receipt at the PO line rate and the bill payment', async () => {
    expect(
      await rows(
        `SELECT po_number, company_code, vendor_id, po_status, item_count, document_amount, common_amount, created_by
         FROM canon.purchase_orders WHERE system_id = $1`,
        1,
      ),
    ).toEqual([
      {
        po_number: 'PO100',
        company_code: '1',
        vendor_id: '100',
        po_status: 'OPEN',
        item_count: 1,
        document_amount: 500,
        // on 2024-03-01: 500 / 1.0813
        common_amount: 462.41,
        created_by: 'jsmith',
      },
    ]);
    expect(
      await rows(
        `SELECT po_number, po_line_item_number, quantity, net_amount, material_number, plant
         FROM canon.purchase_order_items WHERE system_id = $1`,
        1,
      ),
    ).toEqual([
      {
        po_number: 'PO100',
        po_line_item_number: '1',
        quantity: 10,
        net_amount: 500,
        material_number: '55',
        plant: 'WH1',
      },
    ]);
    expect(
      await rows(
        `SELECT document_number, is_counted, signed_local_amount, quantity, po_number, po_line_item_number, vendor_id
         FROM canon.goods_receipts WHERE system_id = $1`,
        1,
      ),
    ).toEqual([
      {
        document_number: '1006',
        is_counted: true,
        signed_local_amount: 400,
        quantity: 8,
        po_number: 'PO100',
        po_line_item_number: '1',
        vendor_id: '100',
      },
    ]);
    expect(
      await rows(
        `SELECT clearing_document_no, clearing_date, item_count, local_currency, local_amount, check_number, is_voided
         FROM canon.payments WHERE system_id = $1`,
        1,
      ),
    ).toEqual([
      {
        clearing_document_no: '1005',
        clearing_date: '2024-03-25',
        item_count: 1,
        local_currency: 'USD',
        local_amount: 500,
        check_number: 'CHK-1',
        is_voided: false,
      },
    ]);
  });

  it('maps subsidiaries but elimination ones, vendors with categories and addresses, and their subsidiaries', async () => {
    expect(
      await rows(
        `SELECT company_code, company_name, country, currency FROM canon.company_codes WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      { company_code: '1', company_name: 'Parent US', country: 'US', currency: 'USD' },
      { company_code: '3', company_name: 'EU Sub', country: 'DE', currency: 'EUR' },
    ]);
    expect(
      await rows(
        `SELECT vendor_id, vendor_name, vendor_name_2, street, town, country, tax_id, vat_id, account_group, created_date,
           marked_for_deletion FROM canon.vendors WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      {
        vendor_id: '100',
        vendor_name: 'Acme',
        vendor_name_2: 'Acme Corporation',
        street: '1 Main St',
        town: 'Boston',
        country: 'US',
        tax_id: '12-3456789',
        vat_id: null,
        account_group: 'Supplies',
        created_date: '2023-01-05',
        marked_for_deletion: false,
      },
      {
        vendor_id: '101',
        vendor_name: 'Jane Doe',
        vendor_name_2: null,
        street: null,
        town: null,
        country: null,
        tax_id: null,
        vat_id: 'DE123456789',
        account_group: 'Services',
        created_date: '2023-02-01',
        marked_for_deletion: true,
      },
    ]);
    expect(
      await rows(
        `SELECT vendor_id, company_code, payment_term FROM canon.vendor_company_codes WHERE system_id = $1 ORDER BY 1, 2`,
        1,
      ),
    ).toEqual([
      { vendor_id: '100', company_code: '1', payment_term: '5' },
      { vendor_id: '101', company_code: '3', payment_term: '5' },
    ]);
    expect(
      await rows(
        `SELECT payment_term, description, discount_days_1, discount_percent_1, net_days FROM canon.payment_terms WHERE system_id = $1`,
        1,
      ),
    ).toEqual([
      {
        payment_term: '5',
        description: '2% 10 Net 30',
        discount_days_1: 10,
        discount_percent_1: 2,
        net_days: 30,
      },
    ]);
  });

  it('publishes the analyses over the canonical rows', async () => {
    const [distribution] = await rows(
      `SELECT count(*)::INTEGER AS n, sum(common_amount)::DOUBLE AS total
       FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution WHERE system_id = $1`,
      1,
    );
    expect(distribution).toEqual({ n: 4, total: 367.24 });
  });
});

describe('the brand field the manifest names', () => {
  it('carries the brand of each bill into canon.invoices, and requires its column', async () => {
    const branded = {
      ...netsuiteTablesFixture,
      transaction: netsuiteTablesFixture['transaction']!.map((line, i) =>
        i === 0 ? `${line},custbody_brand` : `${line},${line.startsWith('1004,') ? 'Outdoor' : 'Home'}`,
      ),
    };
    await ingest(3, branded, { brand_field: 'custbody_brand' });
    expect(
      await rows(`SELECT internal_invoice_id, brand FROM canon.invoices WHERE system_id = $1 ORDER BY 1`, 3),
    ).toEqual([
      { internal_invoice_id: '1-1001-2024', brand: 'Home' },
      { internal_invoice_id: '1-1003-2024', brand: 'Home' },
      { internal_invoice_id: '3-1004-2024', brand: 'Outdoor' },
      { internal_invoice_id: '3-1004V-2024', brand: 'Outdoor' },
    ]);
    expect(await problemsOf(ingest(4, netsuiteTablesFixture, { brand_field: 'custbody_brand' }))).toEqual([
      expect.objectContaining({
        file: 'transaction.csv',
        line: 1,
        field: 'custbody_brand',
        message: 'a required column is missing from the header',
      }),
    ]);
  });
});

describe('refusals of NetSuite extracts', () => {
  const withRows = (table: string, edit: (lines: string[]) => string[]) => ({
    ...netsuiteTablesFixture,
    [table]: edit([...netsuiteTablesFixture[table]!]),
  });

  it('names file, line and field of a bad boolean, an unknown transaction type and a dangling vendor', async () => {
    const tables = {
      ...withRows('vendor', (l) => l.map((line, i) => (i === 1 ? line.replace(',F,10,', ',X,10,') : line))),
      transaction: [
        ...netsuiteTablesFixture['transaction']!,
        '1007,Journal,JE-1,J1007,2024-03-15,,,,100,1,1,2024-03-15,7,,,,F,F',
        '1008,VendBill,INV-9,B1008,2024-03-15,,,A,999,1,1,2024-03-15,7,,,,F,F',
      ],
    };
    const problems = await problemsOf(ingest(2, tables));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'vendor.csv',
          line: 2,
          field: 'isinactive',
          message: "not a boolean ('T' or 'F'): 'X'",
        }),
      ]),
    );
    const second = await problemsOf(ingest(2, { ...tables, vendor: netsuiteTablesFixture['vendor']! }));
    expect(second).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'transaction.csv', line: 9, field: 'type' }),
        expect.objectContaining({ file: 'transaction.csv', line: 10, field: 'entity' }),
      ]),
    );
    expect(await rows('SELECT count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = $1', 2)).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses a transaction without its main line and a foreign bill without an exchange rate', async () => {
    const noMain = withRows('transactionline', (l) => l.filter((line) => !line.startsWith('1003,0,')));
    expect(await problemsOf(ingest(2, noMain))).toEqual([
      expect.objectContaining({ file: 'transaction.csv', line: 5, field: 'id' }),
    ]);
    const noRate = withRows('transaction', (l) =>
      l.map((line) => (line.startsWith('1004,') ? line.replace(',101,2,1,', ',101,1,,') : line)),
    );
    // 1004 is now in USD in the EUR subsidiary 3, without a rate
    expect(await problemsOf(ingest(2, noRate))).toEqual([
      expect.objectContaining({ file: 'transaction.csv', line: 6, field: 'exchangerate' }),
    ]);
  });

  it('refuses a bad brand field and an extract for another system type', async () => {
    expect(await problemsOf(ingest(2, netsuiteTablesFixture, { brand_field: 'Brand Name' }))).toEqual([
      expect.objectContaining({ file: 'manifest.json', field: 'brand_field' }),
    ]);
    const wrongType = await ingestExtract({
      warehouse: db,
      systemId: 2,
      systemType: 'sap',
      source: await extract(netsuiteTablesFixture),
      commonCurrency: 'EUR',
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(wrongType).toBeInstanceOf(DomainError);
  });
});
