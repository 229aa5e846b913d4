import { dateRangeOptions, summaryRequestSchema } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { atLeastOne } from '../src/modules/kpis/utils/atLeastOne';
import { computeKpis } from '../src/modules/kpis/utils/computeKpis';
import { costPerPeriod } from '../src/modules/kpis/utils/costPerPeriod';
import { formatKpiValue } from '../src/modules/kpis/utils/formatKpiValue';
import { kpiCardColour } from '../src/modules/kpis/utils/kpiCardColour';
import { kpiChoiceOptions } from '../src/modules/kpis/utils/kpiChoiceOptions';
import { kpiChoiceTypes } from '../src/modules/kpis/utils/kpiChoiceTypes';
import { kpiDefinitions } from '../src/modules/kpis/utils/kpiDefinitions';
import { kpiFigurePayloads } from '../src/modules/kpis/utils/kpiFigurePayloads';
import { kpiPeriod } from '../src/modules/kpis/utils/kpiPeriod';
import { kpiPeriodLabel } from '../src/modules/kpis/utils/kpiPeriodLabel';
import { periodMonths } from '../src/modules/kpis/utils/periodMonths';
import type { KpiThreshold } from '../src/modules/kpis/types/KpiCard';

describe('kpiCardColour (spec 01 §4 KPI card colour, spec 03 §2.5)', () => {
  const thresholds: KpiThreshold[] = [
    { lower: null, upper: 50, type: 'alert' },
    { lower: 50, upper: 80, type: 'warning' },
    { lower: 80, upper: null, type: 'ok' },
  ];
  it('alert red, warning amber, ok green, by the band holding the value (lower inclusive)', () => {
    expect(kpiCardColour(10, thresholds, false)).toBe('red');
    expect(kpiCardColour(49.99, thresholds, false)).toBe('red');
    expect(kpiCardColour(50, thresholds, false)).toBe('amber');
    expect(kpiCardColour(80, thresholds, false)).toBe('green');
    expect(kpiCardColour(1e9, thresholds, false)).toBe('green');
  });
  it('the first threshold containing the value decides when bands overlap', () => {
    const overlapping: KpiThreshold[] = [
      { lower: 0, upper: 100, type: 'warning' },
      { lower: 40, upper: 60, type: 'alert' },
    ];
    expect(kpiCardColour(50, overlapping, false)).toBe('amber');
    expect(kpiCardColour(50, [...overlapping].reverse(), false)).toBe('red');
  });
  it('light for info, for a value in no band, and when inputs or the value are missing', () => {
    expect(kpiCardColour(5, [{ lower: 0, upper: 10, type: 'info' }], false)).toBe('light');
    expect(kpiCardColour(20, [{ lower: 0, upper: 10, type: 'ok' }], false)).toBe('light');
    expect(kpiCardColour(90, thresholds, true)).toBe('light');
    expect(kpiCardColour(null, thresholds, false)).toBe('light');
    expect(kpiCardColour(Number.NaN, thresholds, false)).toBe('light');
  });
});

describe('kpiPeriod (spec 03 §2.5 period rule)', () => {
  const options = dateRangeOptions('2023-11-05', '2025-03-20');
  it('keeps all dates and a month', () => {
    expect(kpiPeriod(options.allDates, options)).toBe('-1');
    expect(kpiPeriod({ year: 2024, qualifier: 'M7', displayName: 'Jul 2024' }, options)).toBe('202407');
    expect(kpiPeriod({ year: 2024, qualifier: 'M12', displayName: 'Dec 2024' }, options)).toBe('202412');
  });
  it('replaces a year, a quarter or last days by the second most recent month of the list', () => {
    expect(kpiPeriod({ year: 2024, qualifier: 'Y', displayName: '2024' }, options)).toBe('202502');
    expect(kpiPeriod({ year: 2024, qualifier: 'Q2', displayName: 'Q2 2024' }, options)).toBe('202502');
    expect(kpiPeriod({ year: 2025, qualifier: 'L7', displayName: 'Last 7 days' }, options)).toBe('202502');
  });
  it('falls back to the only month, or to all dates without months', () => {
    const one = dateRangeOptions('2025-03-01', '2025-03-20');
    expect(kpiPeriod({ year: 2025, qualifier: 'Y', displayName: '2025' }, one)).toBe('202503');
    const none = dateRangeOptions(null, null);
    expect(kpiPeriod({ year: 2025, qualifier: 'Y', displayName: '2025' }, none)).toBe('-1');
  });
  it('labels the period', () => {
    expect(kpiPeriodLabel('-1')).toBe('All dates');
    expect(kpiPeriodLabel('202502')).toBe('Feb 2025');
  });
});

describe('costPerPeriod and periodMonths (spec 03 §2.5 cost per period)', () => {
  const span = { minDate: '2024-01-01', maxDate: '2024-12-30' }; // 365 days, both included
  it('a month costs a twelfth of the yearly cost ($K entered, dollars out)', () => {
    expect(costPerPeriod(120, '202405', span)).toBe(10_000);
    expect(periodMonths('202405', span)).toBe(1);
  });
  it('all dates cost the cost per 365 days times the days of the data span', () => {
    expect(costPerPeriod(365, '-1', span)).toBeCloseTo(365_000, 6);
    expect(costPerPeriod(365, '-1', { minDate: '2024-01-01', maxDate: '2024-01-10' })).toBeCloseTo(10_000, 6);
    expect(periodMonths('-1', span)).toBeCloseTo(12, 6);
  });
  it('no cost, or all dates with no span, is no value', () => {
    expect(costPerPeriod(null, '202405', span)).toBeNull();
    expect(costPerPeriod(100, '-1', { minDate: null, maxDate: '2024-01-01' })).toBeNull();
    expect(costPerPeriod(100, '-1', { minDate: '2024-02-01', maxDate: '2024-01-01' })).toBeNull();
    expect(periodMonths('-1', { minDate: null, maxDate: null })).toBeNull();
  });
});

describe('computeKpis', () => {
  const figures = {
    invoices: 2000,
    electronicInvoices: 1500,
    paidInvoices: 1000,
    paidOnTime: 700,
    duplicatesConfirmedValue: 4000,
    duplicatesRecoveredValue: 2600,
  };
  const value = (cards: ReturnType<typeof computeKpis>, name: string) => cards.find((c) => c.name === name)!;
  it('computes every card from the inputs and figures of the period', () => {
    const cards = computeKpis(
      kpiDefinitions,
      { ftes: 2, yearlyCostK: 120, choiceType: 'users', choices: ['EDI_USER'] },
      figures,
      { months: 1, cost: 10_000 },
    );
    expect(value(cards, 'invoices_processed').value).toBe(2000);
    expect(value(cards, 'invoices_per_fte').value).toBe(1000);
    expect(value(cards, 'cost_per_invoice').value).toBe(5);
    expect(value(cards, 'electronic_invoices').value).toBe(75);
    expect(value(cards, 'paid_on_time').value).toBe(70);
    expect(value(cards, 'duplicate_value_recovered').value).toBe(65);
    expect(value(cards, 'duplicates_recovered').value).toBe(2600);
    expect(cards.every((c) => c.missingInputs.length === 0)).toBe(true);
    expect(kpiCardColour(65, value(cards, 'duplicate_value_recovered').thresholds, false)).toBe('amber');
    expect(kpiCardColour(75, value(cards, 'electronic_invoices').thresholds, false)).toBe('amber');
    expect(kpiCardColour(1000, value(cards, 'invoices_per_fte').thresholds, false)).toBe('green');
  });
  it('names the missing inputs and leaves those cards without a value', () => {
    const cards = computeKpis(
      kpiDefinitions,
      { ftes: null, yearlyCostK: null, choiceType: 'users', choices: [] },
      figures,
      { months: 1, cost: null },
    );
    expect(value(cards, 'invoices_per_fte')).toMatchObject({ value: null, missingInputs: ['ftes'] });
    expect(value(cards, 'cost_per_invoice')).toMatchObject({ value: null, missingInputs: ['cost'] });
    expect(value(cards, 'electronic_invoices')).toMatchObject({ value: null, missingInputs: ['users'] });
    expect(value(cards, 'paid_on_time').value).toBe(70);
  });
  it('no paid invoices is no value, not a division by zero', () => {
    const cards = computeKpis(
      kpiDefinitions,
      { ftes: 1, yearlyCostK: 1, choiceType: 'users', choices: ['A'] },
      { ...figures, paidInvoices: 0, paidOnTime: 0 },
      { months: 12, cost: 1000 },
    );
    expect(value(cards, 'paid_on_time').value).toBeNull();
    expect(value(cards, 'invoices_per_fte').value).toBeCloseTo(2000 / 12, 6);
  });
  it('no confirmed duplicate is no recovery rate; nothing recovered shows 0 in the common currency', () => {
    const cards = computeKpis(
      kpiDefinitions,
      { ftes: 1, yearlyCostK: null, choiceType: 'users', choices: [] },
      { ...figures, duplicatesConfirmedValue: 0, duplicatesRecoveredValue: 0 },
      { months: 1, cost: null },
    );
    expect(value(cards, 'duplicate_value_recovered').value).toBeNull();
    expect(value(cards, 'duplicates_recovered')).toMatchObject({ value: null, zeroWhenNoData: true });
    expect(formatKpiValue(1234.5, 'amount', 'EUR')).toBe('€1,234.50');
    expect(formatKpiValue(12.5, 'currency', 'EUR')).toBe('$12.50');
  });
});

describe('the KPI inputs and their choices', () => {
  it('a number input takes whole numbers of at least 1', () => {
    expect(atLeastOne('')).toBeNull();
    expect(atLeastOne('3')).toBe(3);
    expect(atLeastOne('0')).toBe('invalid');
    expect(atLeastOne('1.5')).toBe('invalid');
    expect(atLeastOne('abc')).toBe('invalid');
  });
  it('offers Users always, Channels with vim, Origins with readsoft', () => {
    expect(kpiChoiceTypes([])).toEqual(['users']);
    expect(kpiChoiceTypes(['vim'])).toEqual(['users', 'channels']);
    expect(kpiChoiceTypes(['readsoft', 'vim'])).toEqual(['users', 'channels', 'origins']);
  });
  it("splits the channels: 'rsft:' ids are origins with their names", () => {
    const answer = {
      users: [{ user_id: 'JSMITH', number_of_invoices: 5 }],
      channels: [
        { channel_id: 'EDI', number_of_invoices: 9 },
        { channel_id: 'rsft:1', number_of_invoices: 4 },
        { channel_id: 'rsft:X', number_of_invoices: 2 },
      ],
    };
    expect(kpiChoiceOptions(answer, 'users')).toEqual([{ value: 'JSMITH', label: 'JSMITH', invoices: 5 }]);
    expect(kpiChoiceOptions(answer, 'channels').map((o) => o.value)).toEqual(['EDI']);
    expect(kpiChoiceOptions(answer, 'origins')).toEqual([
      { value: 'rsft:1', label: '1 IDOC interface', invoices: 4 },
      { value: 'rsft:X', label: 'X others (RFC interface)', invoices: 2 },
    ]);
  });
  it('asks POST /summary for the period, the chosen users or channels, and the paid invoices', () => {
    const scope = { system_id: 3, company_code: '1000' };
    const month = kpiFigurePayloads(scope, '202407', { choiceType: 'channels', choices: ['EDI', 'ERS'] });
    expect(month.invoices).toMatchObject({ year: 2024, qualifier: 'M7', analysis: 'kpi_users' });
    expect(month.electronic?.filter?.[0]?.clauses).toEqual([
      { col: 'channel_id', op: 'isin', val: ['EDI', 'ERS'] },
    ]);
    expect(month.paid).toMatchObject({
      analysis: 'kpi_percentage_of_invoices_paid_on_time',
      qualifier: 'M7',
    });
    expect(month.duplicates).toMatchObject({
      module: 'invoice_duplicates',
      analysis: 'recovered_value',
      company_code: '1000',
      year: 2024,
      qualifier: 'M7',
    });
    for (const p of [month.invoices, month.electronic, month.paid, month.duplicates])
      expect(summaryRequestSchema.safeParse(p).success).toBe(true);
    const all = kpiFigurePayloads(scope, '-1', { choiceType: 'users', choices: [] });
    expect(all.invoices).toMatchObject({ year: -1, qualifier: -1 });
    expect(all.electronic).toBeNull();
  });
});
