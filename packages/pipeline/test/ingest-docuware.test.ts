import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestExtract } from '../src/index';
import type { IngestStatus } from '../src/ingest/ingest-extract';
import { docuwareFieldMap, docuwareTablesFixture, writeDocuwareExtract } from './helpers/docuware-fixture';
import { problemsOf } from './helpers/extract-folder';
import { openWarehouse } from './helpers/warehouse';

let db: DuckDbExecutor;
const dirs: string[] = [];
const extract = async (...args: Parameters<typeof writeDocuwareExtract>) => {
  const dir = await writeDocuwareExtract(...args);
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

const log: { status: IngestStatus; detail?: string }[] = [];
const ingest = async (
  systemId: number,
  tables: Record<string, string[]>,
  manifest?: Record<string, unknown>,
) =>
  ingestExtract({
    warehouse: db,
    systemId,
    systemType: 'docuware',
    source: await extract(tables, manifest ? { manifest } : {}),
    commonCurrency: 'EUR',
    onStatus: (status, detail) => log.push({ status, ...(detail ? { detail } : {}) }),
  });

const withRows = (table: string, edit: (lines: string[]) => string[]) => ({
  ...docuwareTablesFixture,
  [table]: edit([...docuwareTablesFixture[table]!]),
});
/** The fixture with line `line` (1 the header) of `table` edited. */
const withLine = (table: string, line: number, edit: (text: string) => string) =>
  withRows(table, (l) => l.map((text, i) => (i === line - 1 ? edit(text) : text)));

const invoiceColumns = `internal_invoice_id, external_invoice_id, vendor_id, document_type, derived_document_type,
  invoice_date, posting_date, entry_date, baseline_date, due_date, clearing_date, clearing_document_no, is_cleared,
  document_currency, document_amount, local_currency, local_amount, common_currency, common_amount, payment_block,
  is_reversed, created_by, po_number, workflow_status, current_role`;

describe('ingest of a hand-made DocuWare extract in a German locale', () => {
  let result: Awaited<ReturnType<typeof ingestExtract>>;
  beforeAll(async () => {
    result = await ingest(1, docuwareTablesFixture);
  });

  it('maps invoices and credit notes signed by their type, completion as clearing, workflow status and role', async () => {
    const invoices = await rows(
      `SELECT ${invoiceColumns} FROM canon.invoices WHERE system_id = $1 ORDER BY internal_invoice_id`,
      1,
    );
    const common = {
      document_type: 'Rechnung',
      invoice_date: '2024-03-15',
      baseline_date: '2024-03-15',
      due_date: null,
      clearing_date: null,
      clearing_document_no: null,
      is_cleared: false,
      payment_block: null,
      is_reversed: false,
      po_number: null,
      current_role: null,
      common_currency: 'EUR',
    };
    expect(invoices).toEqual([
      {
        ...common,
        internal_invoice_id: '1000-101-2024',
        external_invoice_id: 'R-1',
        vendor_id: 'V100',
        derived_document_type: 'PO-INVOICE',
        // the store date, 18.03.2024 09:30
        posting_date: '2024-03-18',
        entry_date: '2024-03-18',
        due_date: '2024-04-14',
        // posted 20.03.2024 10:00:00 as ERP document 5100000001
        clearing_date: '2024-03-20',
        clearing_document_no: '5100000001',
        is_cleared: true,
        // "1.234,56"
        document_currency: 'EUR',
        document_amount: 1234.56,
        local_currency: 'EUR',
        local_amount: 1234.56,
        common_amount: 1234.56,
        created_by: 'jdoe',
        po_number: 'PO-77',
        workflow_status: 'completed',
      },
      {
        ...common,
        internal_invoice_id: '1000-102-2024',
        external_invoice_id: 'G-1',
        vendor_id: 'V100',
        document_type: 'Gutschrift',
        derived_document_type: 'VENDOR-CREDIT',
        posting_date: '2024-03-19',
        entry_date: '2024-03-19',
        // captured as 100,00: a credit note is negative
        document_currency: 'EUR',
        document_amount: -100,
        local_currency: 'EUR',
        local_amount: -100,
        common_amount: -100,
        created_by: 'jdoe',
        workflow_status: 'in_approval',
        // its open workflow step
        current_role: 'Freigabe',
      },
      {
        ...common,
        internal_invoice_id: '1000-107-2024',
        external_invoice_id: 'R-1',
        vendor_id: 'V100',
        derived_document_type: 'NON-PO-INVOICE',
        posting_date: '2024-03-21',
        entry_date: '2024-03-21',
        document_currency: 'EUR',
        document_amount: 1234.56,
        local_currency: 'EUR',
        local_amount: 1234.56,
        common_amount: 1234.56,
        created_by: 'jdoe',
        workflow_status: 'new',
        current_role: 'Prüfung',
      },
      {
        ...common,
        internal_invoice_id: '2000-103-2024',
        external_invoice_id: 'R-7',
        vendor_id: 'V200',
        derived_document_type: 'NON-PO-INVOICE',
        posting_date: '2024-03-16',
        entry_date: '2024-03-16',
        // captured as -500,00: an invoice is positive; 500 / 1.0892 = 459.0525… in EUR, company 2000's
        // currency by the manifest, and the common currency
        document_currency: 'USD',
        document_amount: 500,
        local_currency: 'EUR',
        local_amount: 459.05,
        common_amount: 459.05,
        created_by: 'mmuster',
        // approved, its workflow done, but not processed to the end: open
        workflow_status: 'approved',
      },
      {
        ...common,
        internal_invoice_id: '3000-106-2024',
        external_invoice_id: 'R-9',
        // no vendor number: the name upper-cased, trimmed, single spaces
        vendor_id: 'GAMMA KG',
        derived_document_type: 'NON-PO-INVOICE',
        invoice_date: '2024-03-28',
        baseline_date: '2024-03-28',
        posting_date: '2024-03-28',
        entry_date: '2024-03-28',
        // paid without posting or payment date: the end of its last workflow step
        clearing_date: '2024-04-02',
        is_cleared: true,
        // "2.000": two thousand; company 3000 has no currency in the manifest
        document_currency: 'EUR',
        document_amount: 2000,
        local_currency: 'EUR',
        local_amount: 2000,
        common_amount: 2000,
        created_by: 'mmuster',
        workflow_status: 'paid',
      },
    ]);
  });

  it('has one line per invoice: the net amount when captured, else the gross, signed as the invoice', async () => {
    const lines = await rows(
      `SELECT internal_invoice_id, invoice_line_item_number AS line, line_source, line_item_signed_amount AS amount,
         line_item_signed_common_amount AS common, po_number
       FROM canon.invoice_lines WHERE system_id = $1 ORDER BY internal_invoice_id`,
      1,
    );
    expect(lines).toEqual([
      {
        internal_invoice_id: '1000-101-2024',
        line: 1,
        line_source: 'DOCUMENT',
        amount: 1037.45,
        common: 1037.45,
        po_number: 'PO-77',
      },
      {
        internal_invoice_id: '1000-102-2024',
        line: 1,
        line_source: 'DOCUMENT',
        amount: -100,
        common: -100,
        po_number: null,
      },
      {
        internal_invoice_id: '1000-107-2024',
        line: 1,
        line_source: 'DOCUMENT',
        amount: 1234.56,
        common: 1234.56,
        po_number: null,
      },
      {
        internal_invoice_id: '2000-103-2024',
        line: 1,
        line_source: 'DOCUMENT',
        amount: 500,
        common: 459.05,
        po_number: null,
      },
      {
        internal_invoice_id: '3000-106-2024',
        line: 1,
        line_source: 'DOCUMENT',
        amount: 2000,
        common: 2000,
        po_number: null,
      },
    ]);
  });

  it('maps company codes, vendors from vendors.csv and the documents, their company codes and IBANs', async () => {
    expect(
      await rows(
        'SELECT company_code, company_name, currency, city FROM canon.company_codes WHERE system_id = $1 ORDER BY 1',
        1,
      ),
    ).toEqual([
      { company_code: '1000', company_name: 'Demo GmbH', currency: 'EUR', city: null },
      { company_code: '2000', company_name: '2000', currency: 'EUR', city: null },
      { company_code: '3000', company_name: '3000', currency: null, city: null },
    ]);
    expect(
      await rows(
        `SELECT vendor_id, vendor_name, street, town, postcode, country, vat_id, account_group, marked_for_deletion
         FROM canon.vendors WHERE system_id = $1 ORDER BY 1`,
        1,
      ),
    ).toEqual([
      {
        vendor_id: 'GAMMA KG',
        vendor_name: 'gamma   kg',
        street: null,
        town: null,
        postcode: null,
        country: null,
        vat_id: null,
        account_group: 'DOCUWARE',
        marked_for_deletion: null,
      },
      {
        vendor_id: 'V100',
        vendor_name: 'Acme GmbH',
        street: 'Hauptstr. 1',
        town: 'Berlin',
        postcode: '10115',
        country: 'DE',
        vat_id: 'DE123456789',
        account_group: 'DOCUWARE',
        marked_for_deletion: null,
      },
      {
        vendor_id: 'V200',
        vendor_name: 'Beta AG',
        street: null,
        town: null,
        postcode: null,
        country: null,
        vat_id: 'ATU12345678',
        account_group: 'DOCUWARE',
        marked_for_deletion: null,
      },
      {
        vendor_id: 'V300',
        vendor_name: 'Unused Ltd',
        street: '1 High St',
        town: 'London',
        postcode: 'EC1A 1AA',
        country: 'GB',
        vat_id: null,
        account_group: 'DOCUWARE',
        marked_for_deletion: null,
      },
    ]);
    expect(
      await rows(
        'SELECT vendor_id, company_code, is_pay_site, payment_term FROM canon.vendor_company_codes WHERE system_id = $1 ORDER BY ALL',
        1,
      ),
    ).toEqual([
      { vendor_id: 'GAMMA KG', company_code: '3000', is_pay_site: true, payment_term: null },
      { vendor_id: 'V100', company_code: '1000', is_pay_site: true, payment_term: null },
      { vendor_id: 'V200', company_code: '2000', is_pay_site: true, payment_term: null },
    ]);
    expect(
      await rows(
        'SELECT vendor_id, bank_country, iban FROM canon.vendor_bank_details WHERE system_id = $1 ORDER BY ALL',
        1,
      ),
    ).toEqual([
      // vendors.csv's IBAN, without spaces
      { vendor_id: 'V100', bank_country: 'DE', iban: 'DE89370400440532013000' },
      // none in vendors.csv: the document's
      { vendor_id: 'V200', bank_country: 'DE', iban: 'DE02120300000000202051' },
    ]);
    expect(
      await rows(
        'SELECT account_group, description, is_one_time FROM canon.account_groups WHERE system_id = $1',
        1,
      ),
    ).toEqual([{ account_group: 'DOCUWARE', description: 'DOCUWARE', is_one_time: false }]);
  });

  it('fills no POs, receipts, payments, terms, methods, purchasing organisations or e-mails', async () => {
    for (const table of [
      'purchase_orders',
      'purchase_order_items',
      'goods_receipts',
      'payments',
      'payment_terms',
      'payment_methods',
      'vendor_purchasing_orgs',
      'vendor_emails',
    ])
      expect(await rows(`SELECT count(*)::INTEGER AS n FROM canon.${table} WHERE system_id = $1`, 1)).toEqual(
        [{ n: 0 }],
      );
  });

  it('tells the extraction log and the counts what it left out: a delivery note and a rejected invoice', () => {
    expect(log).toContainEqual({
      status: 'validated',
      detail:
        'DocuWare documents left out: 1 document of another type than invoice or credit note, 1 rejected document',
    });
    expect(result.counts).toMatchObject({
      documents: 7,
      'documents.other': 1,
      'documents.rejected': 1,
      'canon.invoices': 5,
    });
  });

  it('publishes the backlog by workflow status and role, the duplicate and the capture time', async () => {
    const backlog = await rows(
      `SELECT snapshot_date, workflow_status, curr_role, number_of_invoices AS n, value_of_invoices AS value
       FROM pub.invoices__invoice_backlog WHERE system_id = $1 ORDER BY ALL`,
      1,
    );
    // open on 2024-03-28 (the latest invoice date): invoices (not credit notes) stored by then and not completed
    expect(backlog).toEqual([
      { snapshot_date: '2024-03-28', workflow_status: 'approved', curr_role: null, n: 1, value: 459.05 },
      { snapshot_date: '2024-03-28', workflow_status: 'new', curr_role: 'Prüfung', n: 1, value: 1234.56 },
      { snapshot_date: '2024-03-28', workflow_status: 'paid', curr_role: null, n: 1, value: 2000 },
    ]);
    const duplicates = await rows(
      'SELECT count(*)::INTEGER AS n FROM pub.invoice_duplicates__duplicate_invoices WHERE system_id = $1',
      1,
    );
    expect(duplicates[0]!['n']).toBeGreaterThan(0);
    const [distribution] = await rows(
      `SELECT count(*)::INTEGER AS n, sum(common_amount)::DOUBLE AS total
       FROM pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution WHERE system_id = $1`,
      1,
    );
    expect(distribution).toEqual({ n: 5, total: 4828.17 });
  });

  it('reads the same extract written with ";" between fields (a German spreadsheet export)', async () => {
    const semicolons = (lines: string[]) =>
      lines.map((line) => line.replace(/"([^"]*)"|,/g, (match, quoted: string | undefined) => quoted ?? ';'));
    const tables = Object.fromEntries(
      Object.entries(docuwareTablesFixture).map(([name, lines]) => [name, semicolons(lines)]),
    );
    await ingest(2, tables, { delimiter: ';' });
    const of = (systemId: number) =>
      rows(`SELECT * EXCLUDE (system_id) FROM canon.invoices WHERE system_id = $1 ORDER BY ALL`, systemId);
    expect(await of(2)).toEqual(await of(1));
    // issue 34 item 5: without `delimiter` each file's first problem says to set it
    const problems = await problemsOf(ingest(3, tables));
    const hint =
      'the header is one field holding \';\': the file seems separated by semicolons; if so, set "delimiter": ";" in manifest.json';
    for (const file of Object.keys(tables).map((name) => `${name}.csv`))
      expect(problems.find((p) => p.file === file)).toEqual({ file, line: 1, field: null, message: hint });
    expect(problems.some((p) => /expected 1 fields as in the header, found \d+/.test(p.message))).toBe(true);
  });
});

describe('a cabinet without vendor numbers, document types or statuses, spanning cabinets', () => {
  it('keys documents by cabinet, names vendors by their name, and makes a negative gross a credit note', async () => {
    const { vendor_id, document_type, status, ...rest } = docuwareFieldMap;
    void vendor_id;
    void document_type;
    void status;
    const documents = [
      'CABINET,DWDOCID,VENDOR_NAME,INVOICE_NO,INVOICE_DATE,GROSS,CURRENCY,COMPANY,DWSTOREDATETIME',
      'Rechnungen,1,Acme GmbH,A-1,15.03.2024,"119,00",EUR,1000,16.03.2024',
      'Archiv,1,ACME  gmbh,A-2,15.03.2024,"-19,00",EUR,1000,16.03.2024',
    ];
    await ingest(
      3,
      { documents },
      {
        fields: {
          cabinet: 'CABINET',
          document_id: rest.document_id,
          vendor_name: rest.vendor_name,
          invoice_number: rest.invoice_number,
          invoice_date: rest.invoice_date,
          gross_amount: rest.gross_amount,
          currency: rest.currency,
          company_code: rest.company_code,
          stored_at: rest.stored_at,
        },
        document_types: undefined,
        statuses: undefined,
      },
    );
    expect(
      await rows(
        `SELECT internal_invoice_id, vendor_id, derived_document_type, document_amount, workflow_status, is_cleared
         FROM canon.invoices WHERE system_id = $1 ORDER BY 1`,
        3,
      ),
    ).toEqual([
      {
        internal_invoice_id: '1000-Archiv:1-2024',
        vendor_id: 'ACME GMBH',
        derived_document_type: 'VENDOR-CREDIT',
        document_amount: -19,
        workflow_status: null,
        is_cleared: false,
      },
      {
        internal_invoice_id: '1000-Rechnungen:1-2024',
        vendor_id: 'ACME GMBH',
        derived_document_type: 'NON-PO-INVOICE',
        document_amount: 119,
        workflow_status: null,
        is_cleared: false,
      },
    ]);
    expect(await rows('SELECT vendor_id, vendor_name FROM canon.vendors WHERE system_id = $1', 3)).toEqual([
      // the latest document's name (stored the same day: the later line)
      { vendor_id: 'ACME GMBH', vendor_name: 'ACME  gmbh' },
    ]);
  });
});

describe('refusals of DocuWare extracts (nothing published)', () => {
  const fieldsWith = (edit: (fields: Record<string, string | undefined>) => void) => {
    const fields: Record<string, string | undefined> = { ...docuwareFieldMap };
    edit(fields);
    return { fields };
  };

  it('refuses a required name not mapped, an unknown name, and two names on one cabinet field', async () => {
    const problems = await problemsOf(
      ingest(
        10,
        docuwareTablesFixture,
        fieldsWith((f) => {
          delete f['invoice_date'];
          f['invoice_no'] = 'INVOICE_NO';
          f['net_amount'] = 'gross';
        }),
      ),
    );
    expect(problems).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'fields.net_amount',
        message: 'same cabinet field as fields.gross_amount',
      },
      {
        file: 'manifest.json',
        line: null,
        field: 'fields.invoice_no',
        message: expect.stringMatching(
          /^unknown name; expected one of document_id, cabinet, document_type, /,
        ),
      },
      {
        file: 'manifest.json',
        line: null,
        field: 'fields.invoice_date',
        message: 'required field not mapped',
      },
    ]);
  });

  it('refuses a label used instead of the database field name: not a column of documents.csv', async () => {
    const problems = await problemsOf(
      ingest(
        10,
        docuwareTablesFixture,
        fieldsWith((f) => (f['invoice_number'] = 'Invoice Number')),
      ),
    );
    expect(problems).toEqual([
      {
        file: 'documents.csv',
        line: 1,
        field: 'Invoice Number',
        message: 'mapped by fields.invoice_number but not a column of the file',
      },
    ]);
  });

  it('refuses a missing or unaccepted date format, decimal mark, delimiter and value maps', async () => {
    const problems = await problemsOf(
      ingest(10, docuwareTablesFixture, {
        date_format: 'DD.MM.YY',
        decimal: undefined,
        delimiter: '|',
        document_types: undefined,
        statuses: { Neu: 'open' },
      }),
    );
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ['manifest.json', 'date_format'],
      ['manifest.json', 'decimal'],
      ['manifest.json', 'delimiter'],
      ['manifest.json', 'document_types'],
      ['manifest.json', 'statuses.Neu'],
    ]);
    expect(problems[0]!.message).toContain('two-digit years are refused), found "DD.MM.YY"');
    expect(problems[3]!.message).toBe('document_types is required when fields.document_type is mapped');
  });

  it('refuses values that do not parse with the declared pattern, naming the line and cabinet field', async () => {
    const tables = withRows('documents', (l) =>
      l.map((line, i) =>
        i === 1
          ? line.replace('15.03.2024', '2024-03-15').replace('"1.234,56"', '"1,234.56"')
          : i === 2
            ? line.replace(',19.03.2024,', ',19.03.2024 9.30,').replace('"100,00"', '"1.00,00"')
            : line,
      ),
    );
    expect(await problemsOf(ingest(10, tables))).toEqual([
      {
        file: 'documents.csv',
        line: 2,
        field: 'GROSS',
        message: expect.stringMatching(/^'1,234\.56' is not an amount with the decimal mark ','/),
      },
      { file: 'documents.csv', line: 2, field: 'INVOICE_DATE', message: "'2024-03-15' is not DD.MM.YYYY" },
      {
        file: 'documents.csv',
        line: 3,
        field: 'DWSTOREDATETIME',
        message: "'19.03.2024 9.30' is not DD.MM.YYYY (optionally followed by HH:mm or HH:mm:ss)",
      },
      {
        file: 'documents.csv',
        line: 3,
        field: 'GROSS',
        message: expect.stringMatching(/^'1\.00,00' is not an amount/),
      },
    ]);
  });

  it('refuses an empty required value, a currency the ECB does not quote and a duplicate document', async () => {
    const empty = withLine('documents', 2, (line) => line.replace(',EUR,1000,PO-77,', ',,1000,PO-77,'));
    expect(await problemsOf(ingest(10, empty))).toEqual([
      { file: 'documents.csv', line: 2, field: 'CURRENCY', message: 'a value is required' },
    ]);
    const euro = withLine('documents', 2, (line) => line.replace(',EUR,1000,PO-77,', ',€,1000,PO-77,'));
    expect(await problemsOf(ingest(10, euro))).toEqual([
      {
        file: 'documents.csv',
        line: 2,
        field: 'CURRENCY',
        message: "the currency '€' has no ECB euro reference rate (unknown currency)",
      },
    ]);
    const twice = withRows('documents', (l) => [...l, l[1]!.replace('R-1', 'R-1b')]);
    expect(await problemsOf(ingest(10, twice))).toEqual([
      { file: 'documents.csv', line: 9, field: 'DWDOCID', message: 'duplicate key 101 (first on line 2)' },
    ]);
  });

  it('refuses a raw document type or status not in its map', async () => {
    const tables = withRows('documents', (l) =>
      l.map((line, i) =>
        i === 1
          ? line.replace(',Rechnung,', ',Bestellung,')
          : i === 2
            ? line.replace(',In Freigabe,', ',Wartend,')
            : line,
      ),
    );
    expect(await problemsOf(ingest(10, tables))).toEqual([
      {
        file: 'documents.csv',
        line: 2,
        field: 'DOC_TYPE',
        message: "'Bestellung' is not in the manifest's document_types",
      },
      {
        file: 'documents.csv',
        line: 3,
        field: 'STATUS',
        message: "'Wartend' is not in the manifest's statuses",
      },
    ]);
  });

  it('refuses a workflow row of a document not in documents.csv, a duplicate workflow step and a duplicate vendor', async () => {
    const tables = {
      ...withRows('workflow_history', (l) => [...l, l[1]!]),
      vendors: [...docuwareTablesFixture['vendors']!, 'V100,Acme,,,,,,'],
    };
    expect(await problemsOf(ingest(10, tables))).toEqual([
      {
        file: 'vendors.csv',
        line: 4,
        field: 'vendor_id',
        message: 'duplicate key V100 (first on line 2)',
      },
      {
        file: 'workflow_history.csv',
        line: 9,
        field: 'document_id+workflow+step',
        message: 'duplicate key 101/Rechnungsfreigabe/Prüfung (first on line 2)',
      },
    ]);
    const dangling = withRows('workflow_history', (l) => [
      ...l,
      '999,Rechnungsfreigabe,Prüfung,anna,18.03.2024,,',
    ]);
    expect(await problemsOf(ingest(10, dangling))).toEqual([
      {
        file: 'workflow_history.csv',
        line: 9,
        field: 'document_id',
        message: "unknown document_id (not in documents.csv): '999'",
      },
    ]);
    expect(await rows('SELECT count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = $1', 10)).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses a DocuWare extract for a system of another type', async () => {
    const problems = await problemsOf(
      ingestExtract({
        warehouse: db,
        systemId: 10,
        systemType: 'sap',
        source: await extract(docuwareTablesFixture),
        commonCurrency: 'EUR',
      }),
    );
    expect(problems).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'erp',
        message:
          'the extract is of a docuware system (docuware-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
      },
    ]);
  });
});
