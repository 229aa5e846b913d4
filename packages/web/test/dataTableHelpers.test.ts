import { describe, expect, it } from 'vitest';
import { cellCurrency } from '../src/modules/data-table/utils/cellCurrency';
import {
  columnFilterGroups,
  customFilterValue,
  pickerDateToIso,
  tableFilter,
} from '../src/modules/data-table/utils/columnFilterClauses';
import { filterTypesFor, offersValueFilter } from '../src/modules/data-table/utils/filterTypesFor';
import { csvValue, formatCell } from '../src/modules/data-table/utils/formatCell';
import { hasHighlightColumns, highlightClass } from '../src/modules/data-table/utils/highlightClass';
import {
  capRowsPerPage,
  clampPage,
  pageCount,
  pageKeepingFirstRow,
  pagingFooterText,
} from '../src/modules/data-table/utils/pagingFooterText';
import { tableCsv } from '../src/modules/data-table/utils/tableCsv';
import {
  columnValuesPayload,
  exportPayload,
  tablePayload,
} from '../src/modules/data-table/utils/tablePayload';
import {
  matchesSearch,
  normaliseSearch,
  selectAllState,
} from '../src/modules/data-table/utils/valueListSearch';
import {
  canApply,
  everything,
  filterFromSelection,
  isChecked,
  selectSearchResults,
  toggleAll,
  toggleValue,
} from '../src/modules/data-table/utils/valueSelection';

describe('paging footer', () => {
  it('reads Showing X to Y of N, with the filtered and total counts when a filter narrows', () => {
    expect(pagingFooterText(1, 100, 1234, 1234)).toBe('Showing 1 to 100 of 1,234');
    expect(pagingFooterText(13, 100, 1234, 1234)).toBe('Showing 1,201 to 1,234 of 1,234');
    expect(pagingFooterText(1, 10, 56, 5610)).toBe('Showing 1 to 10 of 56 (filtered: 56 total: 5,610)');
    expect(pagingFooterText(1, 10, 0, 0)).toBe('Showing 0 to 0 of 0');
  });

  it('counts groups on a grouped table, the suffix after the count and before the filter note', () => {
    expect(pagingFooterText(1, 10, 42, 42, true)).toBe('Showing 1 to 10 of 42 groups');
    expect(pagingFooterText(1, 10, 1, 1, true)).toBe('Showing 1 to 1 of 1 group');
    expect(pagingFooterText(1, 10, 5, 1234, true)).toBe(
      'Showing 1 to 5 of 5 groups (filtered: 5 total: 1,234)',
    );
    expect(pagingFooterText(1, 10, 0, 0, true)).toBe('Showing 0 to 0 of 0 groups');
  });

  it('bounds pages and caps rows per page at 100', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(capRowsPerPage(250)).toBe(100);
    expect(capRowsPerPage('25')).toBe(25);
    expect(capRowsPerPage('null')).toBe(100);
    expect(capRowsPerPage(-3)).toBe(100);
  });
  it('keeps the first visible row visible when rows per page change', () => {
    expect(pageKeepingFirstRow(3, 10, 25)).toBe(1); // row 21 is on page 1 of 25
    expect(pageKeepingFirstRow(3, 25, 10)).toBe(6); // row 51 is on page 6 of 10
    expect(pageKeepingFirstRow(1, 100, 10)).toBe(1);
  });
});

describe('filter types per data type', () => {
  it('offers text operators for strings, order operators for ordered types, none for flags', () => {
    expect(filterTypesFor('string')).toEqual([
      'Equals',
      'Not equal to',
      'Contains',
      'Does NOT Contain',
      'Begins with',
      'Does NOT Begin With',
      'Ends with',
      'Is Blank',
    ]);
    expect(filterTypesFor('currency')).toEqual([
      'Equals',
      'Not equal to',
      'Less than or Before',
      'Less than or equal to',
      'Greater than or After',
      'Greater than or equal to',
      'Is Blank',
    ]);
    expect(filterTypesFor('date')).not.toContain('Contains');
    expect(filterTypesFor('yesno')).toEqual(['Equals', 'Not equal to', 'Is Blank']);
    expect(filterTypesFor('bit_mask')).toEqual([]);
    expect(filterTypesFor('composite_flags')).toEqual([]);
  });
  it('offers the value list for text-like columns only', () => {
    expect(offersValueFilter('string')).toBe(true);
    expect(offersValueFilter('yesno')).toBe(true);
    expect(offersValueFilter('currency')).toBe(false);
    expect(offersValueFilter('date')).toBe(false);
  });
});

describe('column filters to the POST /summary filter', () => {
  it('reads dd/MM/yyyy dates and typed values', () => {
    expect(pickerDateToIso('5/3/2024')).toBe('2024-03-05');
    expect(pickerDateToIso('31/12/2020')).toBe('2020-12-31');
    expect(customFilterValue({ filterType: 'Equals', value: '12.5' }, 'currency')).toBe(12.5);
    expect(customFilterValue({ filterType: 'Equals', value: 'Yes' }, 'yesno')).toBe(true);
    expect(customFilterValue({ filterType: 'Equals', value: '0042' }, 'string')).toBe('0042');
  });
  it('turns a value selection into isin / isnotin and custom groups into clauses', () => {
    expect(
      columnFilterGroups('po_status', { kind: 'values', op: 'isnotin', values: ['OPEN'] }, 'string'),
    ).toEqual([
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'po_status', op: 'isnotin', val: ['OPEN'] }],
      },
    ]);
    const custom = columnFilterGroups(
      'amount',
      {
        kind: 'custom',
        groups: [
          {
            clause_connector: '&',
            group_connector: '&',
            filters: [{ filterType: 'Greater than or After', value: '1000' }],
          },
          { clause_connector: '&', group_connector: '|', filters: [{ filterType: 'Is Blank', value: 'x' }] },
        ],
      },
      'currency',
    );
    expect(custom).toEqual([
      { clause_connector: '&', group_connector: '&', clauses: [{ col: 'amount', op: '>', val: 1000 }] },
      { clause_connector: '&', group_connector: '|', clauses: [{ col: 'amount', op: 'isnull' }] },
    ]);
  });
  it('puts custom groups first so their or joins them only, then fixed and value groups with and', () => {
    const filter = tableFilter(
      {
        status: { kind: 'values', op: 'isin', values: ['A'] },
        amount: {
          kind: 'custom',
          groups: [
            {
              clause_connector: '&',
              group_connector: '&',
              filters: [{ filterType: 'Less than or Before', value: '5' }],
            },
            {
              clause_connector: '&',
              group_connector: '|',
              filters: [{ filterType: 'Greater than or After', value: '9' }],
            },
          ],
        },
      },
      { status: 'string', amount: 'number' },
      [{ clause_connector: '&', group_connector: '|', clauses: [{ col: 'vendor_id', op: '==', val: 'V1' }] }],
    );
    expect(filter.map((g) => [g.group_connector, g.clauses[0]!.col])).toEqual([
      ['&', 'amount'],
      ['|', 'amount'],
      ['&', 'vendor_id'],
      ['&', 'status'],
    ]);
  });
});

describe('table payloads', () => {
  const base = { system_id: 1, module: 'pos', analysis: 'purchase_orders', include_columns: ['a', 'b'] };
  const state = {
    sort: { col_alias: 'a', order: 'desc' as const },
    filters: { b: { kind: 'values' as const, op: 'isin' as const, values: ['x'] } },
    page: 3,
    rowsPerPage: 25,
  };
  it('asks one page with sort, filter and totals; the export asks every filtered row', () => {
    const payload = tablePayload(base, state, { a: 'string', b: 'string' });
    expect(payload).toMatchObject({
      page_number: 2,
      page_rows: 25,
      sort: { col_alias: 'a', order: 'desc' },
      supplementary_data: { totals: true },
    });
    expect(payload.filter).toEqual([
      { clause_connector: '&', group_connector: '&', clauses: [{ col: 'b', op: 'isin', val: ['x'] }] },
    ]);
    const exported = exportPayload(payload);
    expect(exported).toMatchObject({
      page_number: 0,
      page_rows: -1,
      filter: payload.filter,
      sort: payload.sort,
    });
    expect(exported.supplementary_data).toBeUndefined();
  });
  it('filters a summary table on its output columns (post_filter)', () => {
    const grouped = {
      ...base,
      group_by: ['vendor_id'],
      aggregate: [{ col: 'x', fn: ['count' as const], alias: ['n'] }],
    };
    const payload = tablePayload(grouped, state, {});
    expect(payload.post_filter).toHaveLength(1);
    expect(payload.filter).toBeUndefined();
  });
  it('lists a column values without its own filter, with the search, first 1000 sorted', () => {
    const payload = columnValuesPayload(base, state, {}, 'b', 'ab');
    expect(payload).toMatchObject({
      group_by: ['b'],
      aggregate: [],
      page_rows: 1000,
      sort: { col_alias: 'b', order: 'asc' },
      keep_groupby_nan: true,
    });
    expect(payload.filter).toEqual([
      { clause_connector: '&', group_connector: '&', clauses: [{ col: 'b', op: 'contains', val: 'ab' }] },
    ]);
    expect(payload.include_columns).toBeUndefined();
  });
});

describe('value list', () => {
  it('searches case-insensitively ignoring one underscore and one space', () => {
    expect(normaliseSearch('Vendor_ Name')).toBe('vendorname');
    expect(matchesSearch('ACME_CORP', 'acmecorp')).toBe(true);
    expect(matchesSearch('Acme Corp', 'acme corp')).toBe(true);
    expect(matchesSearch(null, 'x')).toBe(false);
  });
  it('checks select all when nothing or all are chosen, indeterminate for some', () => {
    expect(selectAllState(0, 5)).toBe('checked');
    expect(selectAllState(5, 5)).toBe('checked');
    expect(selectAllState(2, 5)).toBe('indeterminate');
  });
  it('unchecking one of everything makes an is-not-in choice; whole list is no filter', () => {
    const shown = ['a', 'b', 'c'];
    const one = toggleValue(everything, 'b');
    expect(one).toEqual({ op: 'isnotin', values: ['b'] });
    expect(isChecked(one, 'a')).toBe(true);
    expect(isChecked(one, 'b')).toBe(false);
    expect(filterFromSelection(one)).toEqual({ kind: 'values', op: 'isnotin', values: ['b'] });
    expect(filterFromSelection(toggleValue(one, 'b'))).toBeUndefined();
    const none = toggleAll(everything, shown);
    expect(none).toEqual({ op: 'isin', values: [] });
    expect(canApply(none, shown)).toBe(false);
    expect(canApply(toggleValue(none, 'c'), shown)).toBe(true);
    expect(toggleAll(toggleValue(none, 'c'), shown)).toEqual(everything);
    expect(canApply(everything, [])).toBe(false);
  });
  it('a search selects all its results, optionally with the current selection', () => {
    const current = { op: 'isin' as const, values: ['a'] };
    expect(selectSearchResults(['x', 'y'], current, false)).toEqual({ op: 'isin', values: ['x', 'y'] });
    expect(selectSearchResults(['x', 'a'], current, true)).toEqual({ op: 'isin', values: ['a', 'x'] });
  });
});

describe('cells', () => {
  it('formats per data type with en-GB numbers, currency symbols, percent rules and DD MMM YYYY', () => {
    expect(formatCell(1234.5, 'currency', 'GBP')).toBe('£1,234.50');
    // the data-quality issue mask: the names of the failed checks, in the table and the CSV
    expect(formatCell(3072, 'bit_mask', null)).toBe('E-mail invalid, VAT No. invalid');
    expect(formatCell(0, 'bit_mask', null)).toBe('None');
    expect(csvValue(3072, 'bit_mask')).toBe('E-mail invalid, VAT No. invalid');
    // a year or numeric document number (format 'code') is shown as written
    expect(formatCell(2022, 'number', null)).toBe('2,022');
    expect(formatCell(2022, 'number', null, 'code')).toBe('2022');
    expect(formatCell(48021850, 'number', null, 'code')).toBe('48021850');
    // '%' holds percent units, '%100' fractions
    expect(formatCell(11.6774, '%', null)).toBe('12%');
    expect(formatCell(0.116774, '%100', null)).toBe('12%');
    expect(formatCell(-20, 'currency', 'USD')).toBe('-$20.00');
    expect(formatCell(5, 'currency', 'CHF')).toBe('CHF 5.00');
    expect(formatCell(0.004, '%', null)).toBe('0%');
    expect(formatCell(0.05, '%', null)).toBe('0.05%');
    expect(formatCell(5.55, '%', null)).toBe('5.6%');
    expect(formatCell(0.125, '%100', null)).toBe('13%');
    expect(formatCell(1234567, 'number', null)).toBe('1,234,567');
    expect(formatCell('2024-03-05', 'date', null)).toBe('05 Mar 2024');
    expect(formatCell(true, 'yesno', null)).toBe('Yes');
    expect(formatCell(true, 'noyes', null)).toBe('No');
    expect(formatCell(null, 'currency', 'EUR')).toBe('-');
    expect(formatCell(null, 'string', 'EUR')).toBe('');
  });
  it('shows an ERP flag as its marker (spec 03 §9: "Y" marks a pay site in Oracle, "X" blocked in SAP)', () => {
    expect(formatCell(true, 'yesno', null, 'marker_y')).toBe('Y');
    expect(formatCell(false, 'yesno', null, 'marker_y')).toBe('');
    expect(formatCell(null, 'yesno', null, 'marker_y')).toBe('');
    expect(formatCell(true, 'yesno', null, 'marker_x')).toBe('X');
    expect(csvValue(true, 'yesno', 'marker_y')).toBe('Y');
    expect(csvValue(false, 'yesno', 'marker_y')).toBe('');
    expect(csvValue(true, 'yesno')).toBe('Yes');
    // a filter typed as the marker means yes
    expect(customFilterValue({ filterType: 'Equals', value: 'Y' }, 'yesno')).toBe(true);
    expect(customFilterValue({ filterType: 'Equals', value: 'x' }, 'yesno')).toBe(true);
  });
  it('takes an amount currency from the row: common columns the common currency', () => {
    const row = { currency: 'USD', common_currency: 'EUR' };
    expect(cellCurrency(row, 'common_amount', 'GBP')).toBe('EUR');
    expect(cellCurrency(row, 'document_amount', 'GBP')).toBe('USD');
    expect(cellCurrency({}, 'document_amount', 'GBP')).toBe('GBP');
  });
  it('highlights data-quality failures and match failures', () => {
    const row = { vat_id: 'X', vat_id_data_quality_fail: true, name: 'n', name_is_match: 1, town: 't' };
    expect(highlightClass(row, 'vat_id')).toBe('table-primary');
    expect(highlightClass(row, 'vat_id_data_quality_fail')).toBe('table-primary');
    expect(highlightClass(row, 'name')).toBe('table-warning');
    expect(highlightClass(row, 'town')).toBeUndefined();
    expect(hasHighlightColumns([{ name: 'vat_id_data_quality_fail' }])).toBe(true);
    expect(hasHighlightColumns([{ name: 'vat_id' }])).toBe(false);
  });
  it('exports CSV with display names and formula-like cells defused', () => {
    const csv = tableCsv(
      [
        { name: 'name', displayName: 'Vendor Name', dataType: 'string' },
        { name: 'amount', displayName: 'Amount', dataType: 'currency' },
        { name: 'date', displayName: 'Date', dataType: 'date' },
      ],
      [
        { name: '=HYPERLINK("x")', amount: -12.5, date: '2024-03-05' },
        { name: 'Acme, Ltd', amount: null, date: null },
      ],
    );
    expect(csv).toBe(
      '\uFEFF' +
        'Vendor Name,Amount,Date\r\n' +
        `"'=HYPERLINK(""x"")",-12.5,05 Mar 2024\r\n` +
        '"Acme, Ltd",,\r\n',
    );
  });
});
