import { summaryRequestSchema, type Row } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  buildDistributionTable,
  type DistributionAnswers,
} from '../src/modules/invoice-distribution/utils/buildDistributionTable';
import {
  distributionCsv,
  distributionCsvFileName,
} from '../src/modules/invoice-distribution/utils/distributionCsv';
import { invoiceDistributionQueries } from '../src/modules/invoice-distribution/utils/invoiceDistributionQueries';

const scope = { system_id: 3, year: 2024, qualifier: 'Q1', company_code: '1000' };

describe('invoiceDistributionQueries', () => {
  const queries = invoiceDistributionQueries(scope);

  it('asks for every row level on its own, because vendor counts do not add up', () => {
    expect(queries.byTypeAndBin.group_by).toEqual(['derived_document_type', 'invoice_value_bin']);
    expect(queries.byType.group_by).toEqual(['derived_document_type']);
    expect(queries.invoicesByBin.group_by).toEqual(['invoice_value_bin']);
    expect(queries.invoicesTotal.group_by).toEqual([]);
    expect(queries.byBin.group_by).toEqual(['invoice_value_bin']);
    expect(queries.total.group_by).toEqual([]);
    expect(queries.byBin.filter).toEqual([]);
  });

  it('restricts the ALL INVOICES queries to PO and non-PO invoices', () => {
    const filter = [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] }],
      },
    ];
    expect(queries.invoicesByBin.filter).toEqual(filter);
    expect(queries.invoicesTotal.filter).toEqual(filter);
  });

  it('sends the scope, source and aggregates, and passes the domain schema', () => {
    for (const payload of Object.values(queries)) {
      expect(payload).toMatchObject({
        ...scope,
        module: 'accounting_docs_po_nonpo_credit_reversal',
        analysis: 'invoice_distribution',
        aggregate: [
          { col: 'internal_invoice_id', fn: ['count'], alias: ['number_of_invoices'] },
          { col: 'common_amount', fn: ['sum'], alias: ['value_of_invoices'] },
          { col: 'vendor_id', fn: ['nunique'], alias: ['number_of_vendors'] },
        ],
      });
      expect(summaryRequestSchema.safeParse(payload).success).toBe(true);
    }
    const all = invoiceDistributionQueries({ system_id: 1, year: -1, qualifier: -1, company_code: -1 });
    expect(summaryRequestSchema.safeParse(all.total).success).toBe(true);
  });
});

const row = (count: number, value: number, vendors: number, extra: Row = {}): Row => ({
  ...extra,
  number_of_invoices: count,
  value_of_invoices: value,
  number_of_vendors: vendors,
});

const answers: DistributionAnswers = {
  byTypeAndBin: [
    row(6, 1200, 3, { derived_document_type: 'PO-INVOICE', invoice_value_bin: '0 - 500' }),
    row(2, 3000, 2, { derived_document_type: 'PO-INVOICE', invoice_value_bin: '1000 - 2000' }),
    row(2, 400, 2, { derived_document_type: 'NON-PO-INVOICE', invoice_value_bin: '0 - 500' }),
    row(1, -100, 1, { derived_document_type: 'VENDOR-CREDIT', invoice_value_bin: '0 - 500' }),
  ],
  byType: [
    row(8, 4200, 4, { derived_document_type: 'PO-INVOICE' }),
    row(2, 400, 2, { derived_document_type: 'NON-PO-INVOICE' }),
    row(1, -100, 1, { derived_document_type: 'VENDOR-CREDIT' }),
  ],
  invoicesByBin: [
    row(8, 1600, 4, { invoice_value_bin: '0 - 500' }),
    row(2, 3000, 2, { invoice_value_bin: '1000 - 2000' }),
  ],
  invoicesTotal: [row(10, 4600, 5)],
  byBin: [
    row(9, 1500, 5, { invoice_value_bin: '0 - 500' }),
    row(2, 3000, 2, { invoice_value_bin: '1000 - 2000' }),
  ],
  total: [row(11, 4500, 5)],
};

describe('buildDistributionTable', () => {
  const model = buildDistributionTable(answers);

  it('orders the rows ALL, PO, non-PO, credit, reversal, Grand Total', () => {
    expect(model.groups.map((g) => [g.type, g.label])).toEqual([
      ['ALL', 'ALL INVOICES (PO + NON-PO)'],
      ['PO-INVOICE', 'PO-INVOICE'],
      ['NON-PO-INVOICE', 'NON-PO-INVOICE'],
      ['VENDOR-CREDIT', 'VENDOR-CREDIT'],
      ['REVERSAL', 'REVERSAL'],
      ['TOTAL', 'Grand Total'],
    ]);
    expect(model.isEmpty).toBe(false);
  });

  it('takes each row total from its own query (distinct vendors are not summed)', () => {
    const all = model.groups[0];
    expect(all?.figures).toEqual({ count: 10, value: 4600, vendors: 5 });
    expect(model.groups[4]?.figures).toEqual({ count: 0, value: 0, vendors: 0 });
    expect(model.groups[5]?.figures).toEqual({ count: 11, value: 4500, vendors: 5 });
  });

  it('gives document-type rows as shares of the Grand Total', () => {
    const po = model.groups[1];
    expect(po?.shares.count).toBeCloseTo((8 / 11) * 100);
    expect(po?.shares.vendors).toBeCloseTo(80);
    expect(model.groups[5]?.shares).toEqual({ count: 100, value: 100, vendors: 100 });
  });

  it('gives value-range rows as shares of their document type, all six ranges in order', () => {
    const po = model.groups[1];
    expect(po?.bins.map((b) => b.label)).toEqual([
      '0 - 500',
      '500 - 1000',
      '1000 - 2000',
      '2000 - 5000',
      '5000 - 10000',
      '> 10000',
    ]);
    expect(po?.bins[0]?.shares.count).toBeCloseTo(75);
    expect(po?.bins[2]?.shares.value).toBeCloseTo((3000 / 4200) * 100);
    expect(po?.bins[1]?.figures).toEqual({ count: 0, value: 0, vendors: 0 });
    expect(model.groups[4]?.bins[0]?.shares).toEqual({ count: null, value: null, vendors: null });
  });

  it('keeps unexpected ranges after the known ones, blank last, and reads numeric strings', () => {
    const odd = buildDistributionTable({
      ...answers,
      byBin: [
        ...answers.byBin,
        row(1, 5, 1, { invoice_value_bin: null }),
        {
          invoice_value_bin: '-500 - 0',
          number_of_invoices: '3',
          value_of_invoices: '-7.5',
          number_of_vendors: '1',
        },
      ],
    });
    const total = odd.groups[5];
    expect(total?.bins.slice(6).map((b) => b.label)).toEqual(['-500 - 0', '(blank)']);
    expect(total?.bins[6]?.figures).toEqual({ count: 3, value: -7.5, vendors: 1 });
  });

  it('is empty when nothing was answered', () => {
    const empty = buildDistributionTable({
      byTypeAndBin: [],
      byType: [],
      invoicesByBin: [],
      invoicesTotal: [],
      byBin: [],
      total: [],
    });
    expect(empty.isEmpty).toBe(true);
    expect(empty.groups).toHaveLength(6);
  });
});

describe('distributionCsv', () => {
  const csv = distributionCsv(buildDistributionTable(answers), 'GBP');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

  it('writes the header and every row with its value ranges, formatted as shown', () => {
    expect(lines[0]).toBe(
      'Document Type,Value Range,No of Invoices,% Volume,Value of Invoices,% Value,No of Vendors,% Vendors',
    );
    expect(lines).toHaveLength(1 + 6 * 7);
    expect(lines[1]).toBe('ALL INVOICES (PO + NON-PO),All value ranges,10,91%,"£4,600.00",102%,5,100%');
    expect(lines[2]).toBe('ALL INVOICES (PO + NON-PO),0 - 500,8,80%,"£1,600.00",35%,4,80%');
  });

  it('defuses cells that a spreadsheet would read as a formula', () => {
    const credit = lines.find((l) => l.startsWith('VENDOR-CREDIT,All value ranges'));
    expect(credit).toBe("VENDOR-CREDIT,All value ranges,1,9.1%,'-£100.00,'-2.2%,1,20%");
  });

  it('names the file after the system and date range', () => {
    expect(distributionCsvFileName('SAP PRD (EU)', 'Q1 2024')).toBe(
      'invoice-distribution_sap-prd-eu_q1-2024.csv',
    );
    expect(distributionCsvFileName('', 'All dates')).toBe('invoice-distribution_all_all-dates.csv');
  });
});
