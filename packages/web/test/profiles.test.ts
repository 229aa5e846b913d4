import {
  openedCellClauses,
  type ColumnDefinition,
  type OpenedCell,
  type ProfileException,
  type Row,
} from '@spendlens/domain';
import { clusterVendorRows } from '../src/modules/profiles/utils/clusterVendorQuery';
import { flagOwners } from '../src/modules/profiles/utils/flagOwners';
import { paymentMethodLetters, rowsModalSources } from '../src/modules/profiles/utils/rowsModalSources';
import { rowsSectionColumns, rowsSectionPayload } from '../src/modules/profiles/utils/rowsSectionQuery';
import { describe, expect, it } from 'vitest';
import { exceptionChartData, exceptionsWindow } from '../src/modules/profiles/utils/exceptionChart';
import {
  defaultInvoiceToggles,
  isReversedDocument,
  visibleInvoices,
} from '../src/modules/profiles/utils/invoiceToggles';
import { lastActivityList, profileLists } from '../src/modules/profiles/utils/profileLists';
import {
  amountSummaryPayload,
  invoiceSummaryClauses,
  profileListColumns,
  profileListPayload,
} from '../src/modules/profiles/utils/profileListQuery';

const invoice = (id: string, fields: Row = {}): Row => ({
  internal_invoice_id: id,
  common_amount: 100,
  tcode: 'MIRO',
  is_reversed: false,
  derived_document_type: 'PO-INVOICE',
  ...fields,
});

describe('the invoice options of a profile', () => {
  const rows = [
    invoice('plain'),
    invoice('zero', { common_amount: 0 }),
    invoice('credit', { common_amount: -5, derived_document_type: 'VENDOR-CREDIT' }),
    invoice('ers', { tcode: ' mrrl ' }),
    invoice('reversed', { is_reversed: true }),
    invoice('reversal', { derived_document_type: 'REVERSAL', common_amount: -100 }),
    invoice('no-amount', { common_amount: null, tcode: null }),
  ];
  const ids = (shown: Row[]) => shown.map((r) => r['internal_invoice_id']);

  it('by default leave out the reversed invoices and reversals (low priority), nothing else', () => {
    expect(ids(visibleInvoices(rows, defaultInvoiceToggles))).toEqual([
      'plain',
      'zero',
      'credit',
      'ers',
      'no-amount',
    ]);
    expect(isReversedDocument(invoice('x', { is_reversed: 'true' }))).toBe(true);
  });

  it('showReversedDuplicates shows them; hideZeroValueInvoices keeps amounts above 0; hideERIInvoices leaves out MRRL', () => {
    const all = { ...defaultInvoiceToggles, showReversedDuplicates: true };
    expect(ids(visibleInvoices(rows, all))).toEqual(rows.map((r) => r['internal_invoice_id']));
    expect(ids(visibleInvoices(rows, { ...all, hideZeroValueInvoices: true }))).toEqual([
      'plain',
      'ers',
      'reversed',
    ]);
    expect(ids(visibleInvoices(rows, { ...all, hideERIInvoices: true }))).not.toContain('ers');
    expect(ids(visibleInvoices(rows, { ...all, hideERIInvoices: true }))).toHaveLength(rows.length - 1);
  });
});

describe('the Exceptions chart of a profile', () => {
  const e = (year_month: string, analysis: string, count: number): ProfileException => ({
    year_month,
    module: 'm',
    analysis,
    analysis_display_name: analysis.toUpperCase(),
    count,
    transactions: count + 1,
  });

  it('stacks the analyses with exceptions, most first, over every month from the first to the last', () => {
    const data = exceptionChartData([
      e('2023-11', 'a', 1),
      e('2024-02', 'b', 5),
      e('2024-02', 'a', 2),
      e('2024-02', 'none', 0),
    ]);
    expect(data.series).toEqual([
      { key: 's0', name: 'B', total: 5 },
      { key: 's1', name: 'A', total: 3 },
    ]);
    expect(data.months).toEqual([
      { year_month: '2023-11', s0: 0, s1: 1 },
      { year_month: '2023-12', s0: 0, s1: 0 },
      { year_month: '2024-01', s0: 0, s1: 0 },
      { year_month: '2024-02', s0: 5, s1: 2 },
    ]);
    expect(exceptionChartData([])).toEqual({ months: [], series: [] });
  });

  it('opens on the last 7 months with a brush when there are more than 6', () => {
    expect(exceptionsWindow(6)).toBeUndefined();
    expect(exceptionsWindow(7)).toEqual({ startIndex: 0, endIndex: 6 });
    expect(exceptionsWindow(20)).toEqual({ startIndex: 13, endIndex: 19 });
  });
});

describe('the lists of a profile', () => {
  const presented: ColumnDefinition[] = [
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string', opens: { modal: 'vendor_profile' } },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'last_payment_date', displayName: 'Last Payment Date', dataType: 'date' },
    { name: 'last_purchase_date', displayName: 'Last Purchase Date', dataType: 'date' },
  ];

  it('show the other party, then the list’s columns the system type presents, with their links', () => {
    // an Oracle system presents the last payment and purchase only (source support)
    expect(profileListColumns(lastActivityList, 'company_code', presented).map((c) => c.name)).toEqual([
      'vendor_id',
      'vendor_name',
      'last_payment_date',
      'last_purchase_date',
    ]);
    expect(profileListColumns(lastActivityList, 'company_code', presented)[0]?.opens).toEqual({
      modal: 'vendor_profile',
    });
    expect(profileListColumns(lastActivityList, 'vendor', presented).map((c) => c.name)).toEqual([
      'company_code',
      'last_payment_date',
      'last_purchase_date',
    ]);
  });

  it('read the vendor’s (or company code’s) rows over all dates and company codes, newest first, 1000 at most', () => {
    const list = profileLists.find((l) => l.key === 'invoices')!;
    expect(profileListPayload(7, list, 'vendor', 'V1', presented.slice(2, 3), ['tcode'])).toEqual({
      system_id: 7,
      module: 'invoices',
      analysis: 'invoice_documents',
      year: -1,
      qualifier: -1,
      company_code: -1,
      filter: [
        { clause_connector: '&', group_connector: '&', clauses: [{ col: 'vendor_id', op: '==', val: 'V1' }] },
      ],
      include_columns: ['vendor_id', 'company_code', 'posting_date', 'internal_invoice_id', 'tcode'],
      sort: [
        { col_alias: 'posting_date', order: 'desc' },
        { col_alias: 'internal_invoice_id', order: 'desc' },
      ],
      page_number: 0,
      page_rows: 1000,
    });
    const summary = amountSummaryPayload(
      7,
      list,
      'company_code',
      '1000',
      'internal_invoice_id',
      invoiceSummaryClauses,
    );
    expect(summary.filter?.[0]?.clauses).toEqual([
      { col: 'company_code', op: '==', val: '1000' },
      ...invoiceSummaryClauses,
    ]);
    expect(summary.group_by).toEqual(['common_currency']);
    expect(summary.aggregate?.[0]).toEqual({
      col: 'internal_invoice_id',
      fn: ['count'],
      alias: ['number_of_documents'],
    });
  });
});

describe('the modals of rows a cell opens', () => {
  const cell = (fields: Partial<OpenedCell>): OpenedCell => ({
    modal: 'purchase_order',
    value: '4500000001',
    context: {},
    row: {},
    ...fields,
  });

  it('filter on the link’s key and its with-columns', () => {
    expect(openedCellClauses(cell({ key: 'po_number' }))).toEqual([
      { col: 'po_number', op: '==', val: '4500000001' },
    ]);
    expect(
      openedCellClauses(cell({ value: '3', context: { po_number: '45', po_line_item_number: '00010' } })),
    ).toEqual([
      { col: 'po_number', op: '==', val: '45' },
      { col: 'po_line_item_number', op: '==', val: '00010' },
    ]);
  });

  it('read a section’s columns as presented, its links’ columns beside, or its groups and aggregates', () => {
    const presented: ColumnDefinition[] = [
      { name: 'po_number', displayName: 'PO', dataType: 'string' },
      {
        name: 'gr_count',
        displayName: 'GRs',
        dataType: 'number',
        opens: { modal: 'goods_receipts', with: ['po_number', 'po_line_item_number'] },
      },
      { name: 'po_line_item_number', displayName: 'Line', dataType: 'string' },
    ];
    const section = {
      module: 'pos',
      analysis: 'grni_distribution',
      columns: ['gr_count', 'nope'],
      layout: 'table' as const,
    };
    const columns = rowsSectionColumns(section, presented);
    expect(columns.map((c) => c.name)).toEqual(['gr_count']);
    const payload = rowsSectionPayload(3, section, cell({ key: 'po_number' }), columns);
    expect(payload.include_columns).toEqual(['gr_count', 'po_number', 'po_line_item_number']);
    expect(payload).toMatchObject({ year: -1, qualifier: -1, company_code: -1, page_rows: 1000 });
    const term = rowsModalSources.payment_term.sections[1]!;
    const termColumns = rowsSectionColumns(term, [
      { name: 'company_code', displayName: 'CC', dataType: 'string' },
      { name: 'company_name', displayName: 'Name', dataType: 'string' },
    ]);
    const grouped = rowsSectionPayload(
      3,
      term,
      cell({ modal: 'payment_term', value: 'Z030', key: 'payment_term' }),
      termColumns,
    );
    expect(grouped.group_by).toEqual(['company_code', 'company_name']);
    expect(grouped.include_columns).toBeUndefined();
    expect(grouped.filter?.[0]?.clauses).toEqual([{ col: 'payment_term', op: '==', val: 'Z030' }]);
    expect(
      rowsSectionColumns(term, [{ name: 'company_code', displayName: 'CC', dataType: 'string' }]).map(
        (c) => c.name,
      ),
    ).toEqual(['company_code', 'number_of_invoices', 'invoice_value', 'paid_invoices', 'mean_days_to_pay']);
  });

  it('show who is blocked or deactivated in a cluster: the vendor, its company code, or both', () => {
    expect([
      flagOwners(true, false),
      flagOwners('X', true),
      flagOwners(false, 1),
      flagOwners(null, false),
    ]).toEqual(['Vendor', 'Vendor, Company Code', 'Company Code', '']);
    expect(
      clusterVendorRows(
        [
          { vendor_id: 'V1', company_code: '1000', town: 'Berlin' },
          { vendor_id: 'V2', company_code: '1000', town: 'Berlin' },
        ],
        [
          {
            vendor_id: 'V1',
            company_code: '1000',
            payment_term: 'Z030',
            payment_term_description: 'Net 30',
            is_vendor_blocked: false,
            is_vendor_company_code_blocked: true,
            vendor_marked_for_deletion: true,
            company_code_marked_for_deletion: true,
          },
        ],
      ),
    ).toEqual([
      {
        vendor_id: 'V1',
        company_code: '1000',
        town: 'Berlin',
        payment_term: 'Z030',
        payment_term_description: 'Net 30',
        blocked: 'Company Code',
        deactivated: 'Vendor, Company Code',
      },
      {
        vendor_id: 'V2',
        company_code: '1000',
        town: 'Berlin',
        payment_term: null,
        payment_term_description: null,
        blocked: '',
        deactivated: '',
      },
    ]);
  });

  it('read a record’s payment methods letter by letter', () => {
    expect(paymentMethodLetters('TLC')).toEqual(['T', 'L', 'C']);
    expect(paymentMethodLetters(' T, L ;T')).toEqual(['T', 'L']);
  });
});
