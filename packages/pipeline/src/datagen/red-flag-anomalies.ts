import {
  benfordMinInvoices,
  defaultApprovalLimit,
  defaultSplitWindowDays,
  publicHolidays,
} from '@spendlens/warehouse';
import { epochDay } from '../fx/fx-reference';
import type { AnomalyCase } from './anomalies';
import { isoDate, weekdayOf, yearOf } from './formats';
import type { CreatedInvoice, InvoiceKind, InvoicePlan } from './invoices';
import { companyCodes, type CompanyCode, type Vendor } from './master-data';
import type { Random } from './random';
import { isWeekendOrHoliday } from './working-days';

/** The red-flag anomaly kinds (docs/red-flags.md), planted at the end of plantDocuments. */
export const redFlagKinds = [
  'benford_vendors',
  'benford_company_codes',
  'benford_controls',
  'round_amount_invoices',
  'split_invoices',
  'split_invoice_controls',
  'weekend_holiday_postings',
] as const;
export type RedFlagKind = (typeof redFlagKinds)[number];

/** The kinds planted only in extracts big enough for the Benford test (2 × 2,500 invoices and more). */
export const largeExtractKinds: readonly RedFlagKind[] = [
  'benford_vendors',
  'benford_company_codes',
  'benford_controls',
];

/** What the planter lends the red-flag planting. */
export interface RedFlagPlanting {
  random: Random;
  firstDay: number;
  lastDay: number;
  invoiceLines: number;
  /** Cases per invoice-level kind (perInvoiceKind of the planter). */
  perKind: number;
  /** Cases per kind that needs a new vendor (perVendorKind of the planter). */
  perVendorKind: number;
  cases: Record<RedFlagKind, AnomalyCase[]>;
  fits(lines: number): boolean;
  /** A baseline supplier. */
  supplier(): Vendor;
  /** A new vendor of company code `home`, written, invoiced only by what is planted for it. */
  freshVendor(home: CompanyCode): Vendor;
  invoice(kind: InvoiceKind, vendor: Vendor, bldat: number, plan: InvoicePlan): CreatedInvoice;
  vendorId(lifnr: string): string;
}

const cc = (code: string): CompanyCode => companyCodes.find((c) => c.code === code)!;
const amount = (cents: number): number => cents / 100;

/** Plants every red-flag kind, smallest first; Benford last (it needs thousands of lines). */
export function plantRedFlags(p: RedFlagPlanting): void {
  plantRoundAmounts(p);
  plantWeekendAndHolidayPostings(p);
  plantSplits(p);
  plantBenford(p);
}

/** Round gross amounts: multiples of 1,000 (1,000 … 9,000), and of 100 from 10,000 on (not of 1,000). */
function plantRoundAmounts(p: RedFlagPlanting): void {
  const rnd = p.random;
  for (let i = 0; i < p.perKind && p.fits(1); i++) {
    const v = p.supplier();
    const hundreds = i % 2 === 1;
    const units = hundreds ? 100 * rnd.int(10, 99) + rnd.int(1, 9) : rnd.int(1, 9) * 10;
    const cents = units * 100 * 100;
    const inv = p.invoice('fi-invoice-po', v, rnd.int(p.firstDay + 30, p.lastDay - 40), {
      grossCents: cents,
      roundAmount: true,
    });
    p.cases.round_amount_invoices.push({
      vendorId: p.vendorId(v.lifnr),
      invoiceId: inv.id,
      amount: amount(cents),
      variant: hundreds ? 'multiple-of-100-from-10000' : 'multiple-of-1000',
    });
  }
}

/** A day in [from, to] that `ok` accepts, or null. */
function dayWhere(rnd: Random, from: number, to: number, ok: (day: number) => boolean): number | null {
  for (let tries = 0; tries < 200; tries++) {
    const d = rnd.int(from, to);
    if (ok(d)) return d;
  }
  return null;
}

/**
 * Postings and entries on weekends and holidays (the baseline posts and enters on working days):
 * posted on a Saturday, a Sunday or a public holiday of the company code's country, or entered on a
 * weekend day after a posting on a Friday.
 */
function plantWeekendAndHolidayPostings(p: RedFlagPlanting): void {
  const rnd = p.random;
  const variants = [
    'posted-on-saturday',
    'posted-on-sunday',
    'posted-on-holiday',
    'entered-on-weekend',
  ] as const;
  for (let i = 0; i < p.perKind && p.fits(1); i++) {
    const variant = variants[i % variants.length]!;
    const v = p.supplier();
    const home = v.companyCodes[0]!;
    const [from, to] = [p.firstDay + 30, p.lastDay - 40];
    let budat: number | null;
    let cpudt: number | null = null;
    if (variant === 'posted-on-holiday') {
      const holidays = [yearOf(from), yearOf(to)].flatMap((y) =>
        publicHolidays(home.country, y)
          .map((h) => epochDay(h.date))
          .filter((d) => d >= from && d <= to && weekdayOf(d) !== 0 && weekdayOf(d) !== 6),
      );
      budat = holidays.length > 0 ? rnd.pick(holidays) : null;
    } else if (variant === 'entered-on-weekend') {
      budat = dayWhere(rnd, from, to, (d) => weekdayOf(d) === 5 && !isWeekendOrHoliday(d, home.country));
      cpudt = budat === null ? null : budat + 1;
    } else
      budat = dayWhere(rnd, from, to, (d) => weekdayOf(d) === (variant === 'posted-on-saturday' ? 6 : 0));
    if (budat === null) continue;
    const inv = p.invoice('fi-invoice-po', v, budat - rnd.int(0, 5), {
      budat,
      cpudt: cpudt ?? budat,
      keepDays: true,
    });
    p.cases.weekend_holiday_postings.push({
      vendorId: p.vendorId(v.lifnr),
      invoiceId: inv.id,
      companyCode: home.code,
      postingDate: isoDate(budat),
      entryDate: isoDate(cpudt ?? budat),
      variant: variant === 'posted-on-holiday' ? `posted-on-holiday-${home.country}` : variant,
    });
  }
}

/**
 * Split groups just over the default approval limit: 2 or 3 non-PO invoices of a new vendor (its only
 * invoices, so no other invoice joins the run), each under the limit, dated within the default
 * window; and its controls, 30 days or more away: two close invoices together under the limit, and
 * two of which one is over the limit.
 */
function plantSplits(p: RedFlagPlanting): void {
  const rnd = p.random;
  const limitCents = defaultApprovalLimit * 100;
  const homes = ['DE01', 'GB01', 'US01', 'SG01'].map(cc);
  for (let i = 0; i < p.perVendorKind && p.fits(7); i++) {
    const v = p.freshVendor(homes[i % homes.length]!);
    const parts = 2 + (i % 2);
    // together 2 % to 25 % over the limit, in parts of roughly equal size, each under the limit
    const total = Math.round(limitCents * (1.02 + 0.23 * rnd.next()));
    const cents = Array.from({ length: parts }, (_, k) =>
      k < parts - 1 ? Math.round((total / parts) * (0.9 + 0.2 * rnd.next())) : 0,
    );
    cents[parts - 1] = total - cents.slice(0, -1).reduce((a, b) => a + b, 0);
    // the last year (the vendor is not dormant), days apart within the window
    const first = rnd.int(p.lastDay - 330, p.lastDay - 120);
    let day = first;
    const ids = cents.map((c, k) => {
      if (k > 0) day += rnd.int(0, Math.floor(defaultSplitWindowDays / 2));
      return p.invoice('fi-invoice', v, day, { grossCents: c }).id;
    });
    p.cases.split_invoices.push({
      vendorId: p.vendorId(v.lifnr),
      companyCode: v.companyCodes[0]!.code,
      invoiceIds: ids,
      amounts: cents.map(amount),
      variant: `${parts}-invoices-${Math.round((total / limitCents - 1) * 100)}%-over-the-limit`,
    });
    const under = [0.3, 0.4].map((f) => Math.round(limitCents * f) + rnd.int(1, 99));
    const underDay = day + 30 + rnd.int(0, 20);
    p.cases.split_invoice_controls.push({
      vendorId: p.vendorId(v.lifnr),
      invoiceIds: under.map((c, k) => p.invoice('fi-invoice', v, underDay + 2 * k, { grossCents: c }).id),
      variant: 'close-together-under-the-limit',
    });
    const overDay = underDay + 30 + rnd.int(0, 20);
    const over = [
      Math.round(limitCents * 1.2) + rnd.int(1, 99),
      Math.round(limitCents * 0.3) + rnd.int(1, 99),
    ];
    p.cases.split_invoice_controls.push({
      vendorId: p.vendorId(v.lifnr),
      invoiceIds: over.map((c, k) => p.invoice('fi-invoice', v, overDay + 2 * k, { grossCents: c }).id),
      variant: 'one-of-two-over-the-limit',
    });
  }
}

/**
 * Benford's law: a vendor of SG01 (the smallest company code) whose gross amounts all start with 48
 * (4,800.00 … 4,899.99: made up just under a round 5,000), enough to make SG01 itself nonconform; and
 * a control vendor of DE01 whose amounts are drawn log-uniformly over 100 … 1,000,000 (four whole
 * decades: Benford's law exactly), in jittered strata so that it conforms closely. PO invoices, so
 * that the split-invoice red flag (non-PO invoices) does not see them. Planted only when the budget
 * holds both.
 */
function plantBenford(p: RedFlagPlanting): void {
  const rnd = p.random;
  const spiked = Math.max(benfordMinInvoices, Math.round(p.invoiceLines / 40));
  const control = benfordMinInvoices;
  if (p.perKind === 0 || !p.fits(spiked + control)) return;
  const days = (n: number): number[] =>
    Array.from({ length: n }, () => rnd.int(p.firstDay + 70, p.lastDay - 3)).sort((a, b) => a - b);
  const bad = p.freshVendor(cc('SG01'));
  for (const day of days(spiked))
    p.invoice('fi-invoice-po', bad, day, { grossCents: 480_000 + rnd.int(0, 9_999) });
  p.cases.benford_vendors.push({
    vendorId: p.vendorId(bad.lifnr),
    companyCode: 'SG01',
    invoices: spiked,
    variant: 'every-amount-starts-with-48',
  });
  p.cases.benford_company_codes.push({
    companyCode: 'SG01',
    vendorId: p.vendorId(bad.lifnr),
    variant: 'holds-the-vendor-whose-amounts-start-with-48',
  });
  const good = p.freshVendor(cc('DE01'));
  const strata = Array.from({ length: control }, (_, k) => k);
  days(control).forEach((day) => {
    const stratum = strata.splice(rnd.int(0, strata.length - 1), 1)[0]!;
    const log = 2 + (4 * (stratum + rnd.next())) / control;
    p.invoice('fi-invoice-po', good, day, { grossCents: Math.round(10 ** log * 100) });
  });
  p.cases.benford_controls.push({
    vendorId: p.vendorId(good.lifnr),
    companyCode: 'DE01',
    invoices: control,
    variant: 'log-uniform-100-to-1000000',
  });
}
