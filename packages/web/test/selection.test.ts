import { dateRangeOptions, type CompanyCodeEntry, type SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  draftFromOption,
  draftPeriods,
  draftWithType,
  draftWithYear,
  optionFromDraft,
} from '../src/modules/selection/utils/dateRangeDraft';
import { filterCompanyCodes } from '../src/modules/selection/utils/filterCompanyCodes';
import {
  resolveCompanyCode,
  resolveDateRange,
  resolveSystem,
} from '../src/modules/selection/utils/resolveSelection';
import { legacyDateMode } from '../src/modules/selection/utils/legacyDateMode';
import { legacyDateRange } from '../src/modules/selection/utils/legacyDateRange';
import { selectionPayload } from '../src/modules/selection/utils/selectionPayload';

const system = (id: number, extra: Partial<SystemInfo> = {}): SystemInfo => ({
  id,
  name: `System ${id}`,
  type: 'sap',
  currency: 'GBP',
  last_analysis_date: '2024-06-30',
  min_date: '2023-03-01',
  max_date: '2024-05-31',
  multi_system: false,
  add_ons: [],
  ...extra,
});

const entries: CompanyCodeEntry[] = [
  { company_code: 'EMEA', company_name: 'Europe', type: 'region' },
  { company_code: '1000', company_name: 'Spendlens UK Ltd', type: 'company_code' },
  { company_code: '2000', company_name: 'Spendlens GmbH', type: 'company_code' },
  { company_code: '3000', company_name: '', type: 'company_code' },
];

describe('resolveSystem, resolveCompanyCode, resolveDateRange', () => {
  const systems = [system(1), system(2)];
  it('prefers the first known candidate, else the default', () => {
    expect(resolveSystem(systems, 2, 1)?.id).toBe(2);
    expect(resolveSystem(systems, 9, 1)?.id).toBe(1);
    expect(resolveSystem(systems, undefined, 9)?.id).toBe(1);
    expect(resolveSystem([], 1)).toBeUndefined();

    expect(resolveCompanyCode(entries, '2000', '1000')).toBe('2000');
    expect(resolveCompanyCode(entries, 'nope', 'EMEA')).toBe('EMEA');
    expect(resolveCompanyCode(entries, '-1', '1000')).toBe('-1');
    expect(resolveCompanyCode(entries, undefined, 'gone')).toBe('-1');

    const options = dateRangeOptions('2023-03-01', '2024-05-31');
    expect(resolveDateRange(options, { year: 2024, qualifier: 'Q2' }).displayName).toBe('Q2 2024');
    expect(
      resolveDateRange(options, { year: 2022, qualifier: 'Y' }, { year: 2023, qualifier: 'M3' }).displayName,
    ).toBe('Mar 2023');
    expect(resolveDateRange(options, {}, { year: 2024, qualifier: 'Q3' })).toBe(options.allDates);
  });

  it('defaults to the first created system with data, never a multi-system while one of data is there (sign-in lands on data)', () => {
    // listed by name, as GET systems lists them: the multi-system ALL-DEMO first
    const all = system(6, { name: 'ALL-DEMO', multi_system: true });
    const dw = system(5, { name: 'DW-DEMO' });
    const sap = system(1, { name: 'SAP-DEMO' });
    const empty = system(0, { name: 'NEW', last_analysis_date: null, min_date: null, max_date: null });
    expect(resolveSystem([all, dw, sap])?.name).toBe('SAP-DEMO');
    expect(resolveSystem([all, dw, empty, sap])?.name).toBe('SAP-DEMO');
    expect(resolveSystem([all, empty])?.name).toBe('NEW');
    expect(resolveSystem([all])?.name).toBe('ALL-DEMO');
    // a remembered choice still wins, a multi-system too
    expect(resolveSystem([all, dw, sap], undefined, 6)?.name).toBe('ALL-DEMO');
  });
});

describe('filterCompanyCodes', () => {
  it('searches case-insensitively on the label and splits regions from company codes', () => {
    expect(filterCompanyCodes(entries, '')).toEqual({
      regions: [entries[0]],
      companyCodes: entries.slice(1),
      truncated: false,
    });
    const gmbh = filterCompanyCodes(entries, ' gmBH ');
    expect(gmbh.companyCodes.map((e) => e.company_code)).toEqual(['2000']);
    expect(gmbh.regions).toEqual([]);
    expect(filterCompanyCodes(entries, 'eur').regions.map((e) => e.company_code)).toEqual(['EMEA']);
    expect(filterCompanyCodes(entries, '3000').companyCodes.map((e) => e.company_code)).toEqual(['3000']);
  });
  it('shows at most the limit and says so', () => {
    const many = filterCompanyCodes(entries, 'spendlens', 1);
    expect(many.companyCodes).toHaveLength(1);
    expect(many.truncated).toBe(true);
  });
});

describe('date range draft', () => {
  const options = dateRangeOptions('2023-03-01', '2024-05-31');

  it('opens on the current range, or on the newest year for all dates', () => {
    expect(draftFromOption(options.allDates, options)).toEqual({ type: 'year', year: 2024, qualifier: 'Y' });
    expect(draftFromOption({ year: 2023, qualifier: 'M7', displayName: 'Jul 2023' }, options)).toEqual({
      type: 'month',
      year: 2023,
      qualifier: 'M7',
    });
    expect(draftFromOption(options.allDates, dateRangeOptions(null, null))).toBeNull();
  });

  it('switches type keeping the same part of the year where it can', () => {
    const month = { type: 'month' as const, year: 2023, qualifier: 'M8' };
    expect(draftWithType(month, 'quarter', options)).toEqual({
      type: 'quarter',
      year: 2023,
      qualifier: 'Q3',
    });
    expect(draftWithType({ type: 'quarter', year: 2023, qualifier: 'Q2' }, 'month', options)).toEqual({
      type: 'month',
      year: 2023,
      qualifier: 'M4',
    });
    expect(draftWithType(month, 'year', options)).toEqual({ type: 'year', year: 2023, qualifier: 'Y' });
    // 2023 starts in March: Q1 of 2023 has only March
    expect(draftWithType({ type: 'year', year: 2023, qualifier: 'Y' }, 'month', options).qualifier).toBe(
      'M3',
    );
  });

  it('moves to the first available period when the new year lacks the current one', () => {
    expect(draftWithYear({ type: 'month', year: 2023, qualifier: 'M11' }, 2024, options)).toEqual({
      type: 'month',
      year: 2024,
      qualifier: 'M1',
    });
    expect(draftWithYear({ type: 'quarter', year: 2024, qualifier: 'Q2' }, 2023, options)).toEqual({
      type: 'quarter',
      year: 2023,
      qualifier: 'Q2',
    });
    expect(draftWithYear({ type: 'year', year: 2024, qualifier: 'Y' }, 2019, options).year).toBe(2024);
  });

  it('maps the draft back to a list option and lists its periods', () => {
    expect(optionFromDraft({ type: 'quarter', year: 2024, qualifier: 'Q2' }, options)?.displayName).toBe(
      'Q2 2024',
    );
    expect(optionFromDraft(null, options)).toBeUndefined();
    expect(
      draftPeriods({ type: 'quarter', year: 2024, qualifier: 'Q1' }, options).map((p) => p.qualifier),
    ).toEqual(['Q1', 'Q2']);
    expect(draftPeriods({ type: 'year', year: 2024, qualifier: 'Y' }, options)).toEqual([]);
  });
});

describe('selectionPayload', () => {
  it('sends all dates and All company codes as -1', () => {
    const options = dateRangeOptions('2023-03-01', '2024-05-31');
    expect(
      selectionPayload({
        system: system(4),
        dateRange: options.allDates,
        companyCode: '-1',
        periodOptions: options,
      }),
    ).toEqual({
      system_id: 4,
      year: -1,
      qualifier: -1,
      company_code: -1,
    });
    expect(
      selectionPayload({
        system: system(4),
        dateRange: { year: 2024, qualifier: 'M2', displayName: 'Feb 2024' },
        companyCode: '1000',
        periodOptions: options,
      }),
    ).toEqual({ system_id: 4, year: 2024, qualifier: 'M2', company_code: '1000' });
  });

  it('sends the legacy values in the legacy date mode: YYYYMM, the day count, -1; a year stays Y', () => {
    const options = dateRangeOptions('2023-03-01', '2024-05-31');
    const sent = (year: number, qualifier: string) =>
      selectionPayload(
        {
          system: system(4),
          dateRange: { year, qualifier, displayName: '' },
          companyCode: '-1',
          periodOptions: options,
        },
        true,
      );
    expect(sent(2024, 'M2')).toMatchObject({ year: 2024, qualifier: '202402' });
    expect(sent(2024, 'L7')).toMatchObject({ year: 2024, qualifier: '7' });
    expect(sent(2024, '10')).toMatchObject({ year: 2024, qualifier: '10' });
    expect(sent(-1, '-1')).toMatchObject({ year: -1, qualifier: -1 });
    expect(sent(2023, 'Y')).toMatchObject({ year: 2023, qualifier: 'Y' });
    // a range without a legacy value is read as legacyDateRange widens it
    expect(sent(2024, 'Q1')).toMatchObject({ year: 2024, qualifier: 'Y' });
    expect(sent(2024, 'R20240201')).toMatchObject({ year: 2024, qualifier: '202402' });
    expect(sent(2024, 'R20240203')).toMatchObject({ year: 2024, qualifier: 'Y' });
    expect(sent(2024, 'M2').qualifier).not.toBe(
      selectionPayload({
        system: system(4),
        dateRange: { year: 2024, qualifier: 'M2', displayName: '' },
        companyCode: '-1',
        periodOptions: options,
      }).qualifier,
    );
  });

  it('widens a range with no legacy value to one that has it (legacyDateRange)', () => {
    const options = dateRangeOptions('2023-03-01', '2024-05-31');
    const read = (year: number, qualifier: string) =>
      legacyDateRange({ year, qualifier, displayName: '' }, options).displayName;
    expect(read(2024, 'Q2')).toBe('2024');
    expect(read(2024, 'R20240301')).toBe('Mar 2024');
    expect(read(2024, 'R20240506')).toBe('2024');
    expect(read(2024, 'R20240114')).toBe('2024');
    expect(read(2024, 'L30')).toBe('All dates');
    const month = options.years[0]!.months[1]!;
    expect(legacyDateRange(month, options)).toBe(month);
    expect(legacyDateRange(options.allDates, options)).toBe(options.allDates);
  });

  it('is in the legacy date mode for every page by ui_params, or for a page flagged legacyDateFilter', () => {
    const config = (legacy?: boolean) => ({
      modules: [],
      dashboard: { modules: [] },
      regions: [],
      defaults: { module: 'dashboard', page: 'dashboard' },
      ui_params: { page_date_ranges: {}, ...(legacy === undefined ? {} : { legacy_date_dropdown: legacy }) },
    });
    const page = { name: 'p', displayName: 'P', apiModuleName: 'm', apiAnalysisName: 'a' };
    expect(legacyDateMode(config())).toBe(false);
    expect(legacyDateMode(config(false), page)).toBe(false);
    expect(legacyDateMode(config(true))).toBe(true);
    expect(legacyDateMode(config(), { ...page, legacyDateFilter: true })).toBe(true);
  });
});
