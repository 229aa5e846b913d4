import type { ColumnDefinition, DisplayConfig, ProfileException } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { exceptionMonthRows, moduleDisplayNames } from '../src/modules/profiles/utils/exceptionMonthRows';
import { tableContentFields, tableContentTitle } from '../src/modules/profiles/utils/tableContentFields';

const exception = (
  year_month: string,
  module: string,
  analysis: string,
  count: number,
  analysis_display_name: string | null = null,
): ProfileException => ({
  year_month,
  module,
  analysis,
  analysis_display_name,
  count,
  transactions: count * 10,
});

describe('exceptionMonthRows (chart summary detail)', () => {
  const rows = [
    exception('2025-03', 'invoices', 'duplicate_invoices', 2, 'Duplicate Invoices'),
    exception('2025-03', 'vendors', 'ofac', 5),
    exception('2025-03', 'invoices', 'duplicate_invoices', 3, 'Duplicate Invoices'),
    exception('2025-03', 'pos', 'late_po', 0, 'Late POs'),
    exception('2025-03', 'pos', 'after_invoice', 5, 'PO after Invoice'),
    exception('2025-04', 'vendors', 'ofac', 7),
  ];

  it('keeps the month’s analyses with exceptions, summed, most first (ties by module), with their total', () => {
    const names = new Map([
      ['invoices', 'Invoices'],
      ['pos', 'Purchase Orders'],
    ]);
    expect(exceptionMonthRows(rows, '2025-03', names)).toEqual({
      rows: [
        { module: 'Invoices', analysis: 'Duplicate Invoices', count: 5 },
        { module: 'Purchase Orders', analysis: 'PO after Invoice', count: 5 },
        { module: 'vendors', analysis: 'ofac', count: 5 },
      ],
      total: 15,
    });
  });

  it('reads another month alone, and gives no rows and 0 for a month without exceptions', () => {
    expect(exceptionMonthRows(rows, '2025-04')).toEqual({
      rows: [{ module: 'vendors', analysis: 'ofac', count: 7 }],
      total: 7,
    });
    expect(exceptionMonthRows(rows, '2025-05')).toEqual({ rows: [], total: 0 });
  });

  it('names each API module after the display configuration’s module, a page’s own API module too', () => {
    const config = {
      modules: [
        { name: 'vendor_master', displayName: 'Vendor Master', apiModuleName: 'vendors', pages: [] },
        {
          name: 'p2p',
          displayName: 'Procure to Pay',
          pages: [
            { name: 'a', displayName: 'A', apiModuleName: 'pos', apiAnalysisName: 'a' },
            { name: 'b', displayName: 'B', apiModuleName: '', apiAnalysisName: 'b' },
            { name: 'c', displayName: 'C', apiModuleName: 'vendors', apiAnalysisName: 'c' },
          ],
        },
      ],
    } as unknown as DisplayConfig;
    expect([...moduleDisplayNames(config)]).toEqual([
      ['vendors', 'Vendor Master'],
      ['p2p', 'Procure to Pay'],
      ['pos', 'Procure to Pay'],
    ]);
    expect(moduleDisplayNames(undefined).size).toBe(0);
  });
});

describe('tableContentFields (table content)', () => {
  const column = (name: string, displayName: string, source?: string) =>
    ({ name, displayName, dataType: 'string', ...(source ? { source } : {}) }) as ColumnDefinition & {
      source?: string;
    };

  it('lists every column in the table’s order, marking those the source cannot fill', () => {
    const columns = [
      column('company_code', 'Company Code', 'vendor_company_codes.company_code'),
      column('payment_term', 'Payment Term', 'vendor_company_codes.payment_term'),
      column('dunning', '', 'vendor_company_codes.dunning'),
    ];
    const fields = tableContentFields(columns, new Set(['vendor_company_codes.payment_term']));
    expect(fields.map((f) => [f.column.name, f.label, f.available])).toEqual([
      ['company_code', 'Company Code', true],
      ['payment_term', 'Payment Term', false],
      ['dunning', 'dunning', true],
    ]);
  });

  it('treats a column without a source as always available, and titles the modal after the list', () => {
    expect(tableContentFields([column('po_number', 'PO Number')])[0]!.available).toBe(true);
    expect(tableContentTitle('Purchase Orders')).toBe('Table content > Purchase Orders');
  });
});
