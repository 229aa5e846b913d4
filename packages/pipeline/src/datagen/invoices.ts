import { defaultApprovalLimit, defaultSplitWindowDays, isRoundAmountCents } from '@spendlens/warehouse';
import type { DerivedDocumentType } from '../canonical/sap-document-types';
import type { FxTable } from '../fx/fx-reference';
import type { AnswerBook } from './answers';
import type { ExtractWriter } from './extract-writer';
import { amountText, sapDate, yearOf } from './formats';
import { dueDay, PaymentRuns, ranges, writePosting, type NumberRanges, type VendorPosting } from './ledger';
import type { CompanyCode, Vendor } from './master-data';
import { createPurchaseOrder, type Catalogue, type PoItem, type PurchaseOrderPlan } from './purchasing';
import type { Random } from './random';
import { workingDay } from './working-days';

/** What kind of vendor invoice document to create. */
export type InvoiceKind = 'mm-invoice' | 'mm-credit' | 'fi-invoice' | 'fi-invoice-po' | 'fi-credit';

export interface InvoiceContext {
  writer: ExtractWriter;
  random: Random;
  fx: FxTable;
  numbers: NumberRanges;
  payments: PaymentRuns;
  answers: AnswerBook;
  commonCurrency: string;
  /** Last day documents may be posted on (the day before extraction). */
  lastDay: number;
  catalogue: Catalogue;
  /** Per LIFNR the latest day of an invoice posting or a payment. */
  lastActivity: Map<string, number>;
  /**
   * Per LIFNR|company code its split-invoice candidates (non-PO, not reversed, under the default
   * approval limit) ordered by document day (BLDAT), for `splitFree`.
   */
  splitCandidates: Map<string, SplitCandidate[]>;
}

/** Deviations from the baseline, for planted anomalies. */
export interface InvoicePlan {
  xblnr?: string;
  /** Gross amount in document currency. */
  grossCents?: number;
  budat?: number;
  /** Entry day (CPUDT); default the posting day or the day after. */
  cpudt?: number;
  /**
   * Post and enter on the days given even when they are weekends or holidays (the planted weekend
   * and holiday postings); otherwise both move to the company code's next working day.
   */
  keepDays?: boolean;
  /** The gross amount may be round (the planted round amounts); otherwise a round one gets a cent more. */
  roundAmount?: boolean;
  /**
   * Keep the kind as asked (planted documents). Otherwise a non-PO invoice that would make a split
   * group with its vendor's other non-PO invoices in its company code becomes a PO invoice, so that
   * the baseline has no split groups (`splitFree`).
   */
  keepKind?: boolean;
  /** Never reversed (planted documents must stay as planted). */
  noReversal?: boolean;
  /** Never payment-blocked and paid in a payment run once due (when the run falls before the extraction). */
  paid?: boolean;
  itemCount?: number;
  po?: PurchaseOrderPlan;
}

/** What createInvoice made. */
export interface CreatedInvoice {
  /** Invoice lines created (the document's and its reversal's). */
  lines: number;
  /** internal_invoice_id as the ingest builds it: company code-BELNR-GJAHR. */
  id: string;
  xblnr: string;
  grossCents: number;
  bldat: number;
  budat: number;
  /** The purchase order items (MM invoices and FI invoices with a PO), else []. */
  items: PoItem[];
  reversed: boolean;
}

function touch(ctx: InvoiceContext, lifnr: string, day: number): void {
  if ((ctx.lastActivity.get(lifnr) ?? -Infinity) < day) ctx.lastActivity.set(lifnr, day);
}

interface MmItems {
  rbkpBelnr: string;
  rbkpYear: number;
  items: PoItem[];
  taxCents: number;
}

const users = ['AP_CLERK1', 'AP_CLERK2', 'JSMITH', 'MMUELLER', 'LTAN'];

/** Local (company code currency) cents of `cents` in `currency` on `day`, exactly as the ECB cross rate gives. */
export function toLocal(
  ctx: InvoiceContext,
  cents: number,
  currency: string,
  local: string,
  day: number,
): number {
  if (currency === local) return cents;
  const converted = ctx.fx.convertCents(BigInt(cents), currency, local, day);
  if (converted === null) throw new Error(`datagen: no ECB rate ${currency}/${local} on day ${day}`);
  return Number(converted);
}

function kursf(ctx: InvoiceContext, currency: string, local: string, day: number): string {
  if (currency === local) return '1.00000';
  const from = ctx.fx.rateMicros(currency, day)!;
  const to = ctx.fx.rateMicros(local, day)!;
  return (Number(to) / Number(from)).toFixed(5);
}

function recordAnswer(
  ctx: InvoiceContext,
  cc: CompanyCode,
  p: VendorPosting,
  type: DerivedDocumentType,
): void {
  const signed = p.shkzg === 'H' ? p.localCents : -p.localCents;
  const common = ctx.fx.convertCents(BigInt(signed), cc.currency, ctx.commonCurrency, p.bldat);
  if (common === null) throw new Error(`datagen: no ECB rate for ${cc.currency}/${ctx.commonCurrency}`);
  ctx.answers.record(cc.code, cc.currency, type, signed, Number(common), p.bldat);
}

function writeMm(
  ctx: InvoiceContext,
  p: VendorPosting,
  vendor: Vendor,
  cc: CompanyCode,
  mm: MmItems,
  reversalOf: MmItems | null,
): void {
  const itemSign = p.shkzg === 'H' ? 'S' : 'H';
  ctx.writer.write('RBKP', {
    BELNR: mm.rbkpBelnr,
    GJAHR: String(mm.rbkpYear),
    BLART: p.blart,
    BLDAT: sapDate(p.bldat),
    BUDAT: sapDate(p.budat),
    CPUDT: sapDate(p.cpudt),
    USNAM: p.usnam,
    TCODE: p.tcode,
    XBLNR: p.xblnr,
    BUKRS: cc.code,
    LIFNR: vendor.lifnr,
    WAERS: p.currency,
    KURSF: p.kursf,
    RMWWR: amountText(p.documentCents),
    WMWST1: amountText(mm.taxCents),
    ZTERM: p.term?.code ?? '',
    ZFBDT: sapDate(p.baseline),
    ZLSPR: p.block,
    RBSTAT: '5',
    XRECH: (p.shkzg === 'H') === !reversalOf ? 'X' : '',
    STBLG: reversalOf ? reversalOf.rbkpBelnr : '',
    STJAH: reversalOf ? String(reversalOf.rbkpYear) : '',
  });
  mm.items.forEach((item, i) => {
    ctx.writer.write('RSEG', {
      BELNR: mm.rbkpBelnr,
      GJAHR: String(mm.rbkpYear),
      BUZEI: String(i + 1).padStart(6, '0'),
      EBELN: item.ebeln,
      EBELP: item.ebelp,
      MATNR: item.material,
      BUKRS: cc.code,
      WERKS: item.plant,
      WRBTR: amountText(item.netCents),
      SHKZG: itemSign,
      MWSKZ: mm.taxCents > 0 ? 'V1' : 'V0',
      MENGE: item.quantity.toFixed(3),
      BSTME: 'EA',
      LFBNR: item.gr?.mblnr ?? '',
      LFGJA: item.gr ? String(item.gr.mjahr) : '',
      LFPOS: item.gr?.zeile ?? '',
    });
  });
}

/** The document's gross amount in document currency, in cents: log-normal around the vendor's typical amount. */
function grossCents(ctx: InvoiceContext, vendor: Vendor, kind: InvoiceKind): number {
  const sigma = vendor.accountGroup === 'EMPL' ? 0.8 : vendor.lowValue ? 0.6 : 1.0;
  const median =
    kind === 'fi-credit' || kind === 'mm-credit' ? vendor.typicalAmount * 0.4 : vendor.typicalAmount;
  const amount = Math.min(Math.max(ctx.random.logNormal(median, sigma), 1), 5_000_000);
  return Math.round(amount * 100);
}

/** A split-invoice candidate: its document day and local amount in cents. */
export interface SplitCandidate {
  day: number;
  cents: number;
}

const approvalLimitCents = defaultApprovalLimit * 100;

/**
 * Whether a new non-PO invoice (`day`, local `cents`) may stay one: false when, with the default
 * approval limit and window, it would belong to a split group as the split-invoice red flag forms
 * them (catalogue/red-flags/split-invoices.ts: a vendor's candidates in a company code chained by
 * gaps of at most the window, two or more, together over the limit, all within the window of the
 * first), so that split groups are planted only; the caller makes it a PO invoice then. Groups only
 * grow as invoices are added, and a run longer than the window is never a group, so checking the
 * new invoice's run keeps every baseline run clean. A candidate kept is recorded; `keep` (planted
 * documents) records without the check. Invoices that are reversed or not under the limit are no
 * candidates and are not recorded.
 */
function splitFree(
  ctx: InvoiceContext,
  key: string,
  candidate: SplitCandidate | null,
  keep: boolean,
): boolean {
  if (!candidate) return true;
  const list = ctx.splitCandidates.get(key) ?? [];
  const { day } = candidate;
  // insertion point: after the candidates of the same day or earlier
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.day <= day) lo = mid + 1;
    else hi = mid;
  }
  const at = lo;
  if (!keep) {
    // the new run, walked out from the new invoice; reaching beyond day ± window makes it too long
    let total = candidate.cents;
    let count = 1;
    let first = day;
    let last = day;
    let long = false;
    for (let i = at - 1; i >= 0 && !long && first - list[i]!.day <= defaultSplitWindowDays; i--) {
      first = list[i]!.day;
      long = day - first > defaultSplitWindowDays;
      total += list[i]!.cents;
      count += 1;
    }
    for (let i = at; i < list.length && !long && list[i]!.day - last <= defaultSplitWindowDays; i++) {
      last = list[i]!.day;
      long = last - first > defaultSplitWindowDays;
      total += list[i]!.cents;
      count += 1;
    }
    if (!long && count >= 2 && total > approvalLimitCents) return false;
  }
  list.splice(at, 0, candidate);
  ctx.splitCandidates.set(key, list);
  return true;
}

/**
 * Creates one vendor invoice document of `kind` with at most `maxLines` invoice lines (RSEG items for
 * MM documents, 1 vendor line otherwise), maybe its reversal, and its clearing. Answers the invoice
 * lines it created (the document's and its reversal's).
 */
export function createInvoice(
  ctx: InvoiceContext,
  asked: InvoiceKind,
  vendor: Vendor,
  cc: CompanyCode,
  bldat: number,
  maxLines: number,
  plan: InvoicePlan = {},
): CreatedInvoice {
  const { random } = ctx;
  const mm = asked === 'mm-invoice' || asked === 'mm-credit';
  const credit = asked === 'mm-credit' || asked === 'fi-credit';
  const currency = vendor.invoiceCurrency ?? cc.currency;
  // postings and entries on working days of the company code's country only, unless planted otherwise
  const onWorkingDay = (day: number): number =>
    plan.keepDays ? day : workingDay(day, cc.country, ctx.lastDay);
  const budat = onWorkingDay(plan.budat ?? Math.min(ctx.lastDay, bldat + random.int(0, 10)));
  const nextDay = random.chance(0.3) ? 1 : 0;
  const cpudt = Math.max(budat, onWorkingDay(plan.cpudt ?? Math.min(ctx.lastDay, budat + nextDay)));
  const drawn = plan.grossCents ?? grossCents(ctx, vendor, asked);
  // no round amount by chance: those are the planted ones (catalogue/red-flags, round amounts)
  const gross = !plan.roundAmount && isRoundAmountCents(drawn) ? drawn + 1 : drawn;
  const itemCount = mm
    ? Math.min(maxLines, plan.itemCount ?? random.int(1, 5), Math.max(1, Math.floor(gross / 200)))
    : 1;
  const taxCents = Math.round((gross * cc.taxRate) / (1 + cc.taxRate));
  const blart = mm ? 'RE' : credit ? 'KG' : 'KR';
  const gjahr = yearOf(budat);
  const belnr = ctx.numbers.next(cc.code, gjahr, mm ? ranges.RE : credit ? ranges.KG : ranges.KR);
  const ers = asked === 'mm-invoice' && random.chance(0.05);
  const localCents = toLocal(ctx, gross, currency, cc.currency, bldat);
  const block = random.chance(0.02) && !plan.paid ? 'A' : '';
  // Reversal: a later document of the same type whose STBLG and the original's point at each other;
  // the two vendor lines clear each other. Only while it still fits the line budget and the period.
  const reversalBudat = budat + random.int(1, 20);
  const reversalCpudt = Math.max(reversalBudat, cpudt + 1);
  const reversible =
    random.chance(0.03) &&
    !plan.noReversal &&
    (mm ? itemCount : 1) * 2 <= maxLines &&
    reversalCpudt <= ctx.lastDay &&
    block === '';
  // a non-PO invoice stays one unless it would make a split group (decided before its PO is drawn)
  const candidate = asked === 'fi-invoice' && !reversible && localCents < approvalLimitCents;
  const kind: InvoiceKind = splitFree(
    ctx,
    `${vendor.lifnr}|${cc.code}`,
    candidate ? { day: bldat, cents: localCents } : null,
    plan.keepKind === true,
  )
    ? asked
    : 'fi-invoice-po';

  let mmItems: MmItems | null = null;
  let linePo: PoItem | null = null;
  if (mm || kind === 'fi-invoice-po') {
    const items = createPurchaseOrder(
      ctx.writer,
      random,
      ctx.numbers,
      ctx.catalogue,
      cc,
      vendor,
      currency,
      gross - taxCents,
      mm ? itemCount : 1,
      bldat,
      (c, day) => toLocal(ctx, c, currency, cc.currency, day),
      plan.po,
    );
    if (mm)
      mmItems = { rbkpBelnr: ctx.numbers.next('RBKP', gjahr, ranges.RBKP), rbkpYear: gjahr, items, taxCents };
    else linePo = items[0]!;
  }
  const posting: VendorPosting = {
    bukrs: cc.code,
    belnr,
    gjahr,
    blart,
    bldat,
    budat,
    cpudt,
    cputm: random.int(7 * 3600, 19 * 3600),
    usnam: ers ? 'BATCH_ERS' : random.pick(users),
    tcode: mm ? (ers ? 'MRRL' : 'MIRO') : credit ? 'FB65' : 'FB60',
    xblnr:
      plan.xblnr ??
      `${credit ? 'CN' : 'INV'}-${yearOf(bldat)}-${String(vendor.nextReference++).padStart(5, '0')}`,
    currency,
    kursf: kursf(ctx, currency, cc.currency, bldat),
    awtyp: mm ? 'RMRP' : 'BKPF',
    awkey: mmItems ? `${mmItems.rbkpBelnr}${mmItems.rbkpYear}` : `${belnr}${cc.code}${gjahr}`,
    stblg: '',
    stjah: '',
    lifnr: vendor.lifnr,
    shkzg: credit ? 'S' : 'H',
    localCents,
    documentCents: gross,
    baseline: bldat,
    term: vendor.paymentTerm,
    method: random.chance(0.7) ? cc.methods[0]!.code : '',
    block,
    rebzg: '',
    ebeln: linePo?.ebeln ?? '',
    ebelp: linePo?.ebelp ?? '',
    text: credit ? 'Credit memo' : '',
    postingKey: credit ? '21' : '31',
    cleared: null,
  };
  const type: DerivedDocumentType = credit ? 'VENDOR-CREDIT' : mm || linePo ? 'PO-INVOICE' : 'NON-PO-INVOICE';
  const lines = mm ? itemCount : 1;
  const poItems = mmItems?.items ?? (linePo ? [linePo] : []);
  const created = (reversed: boolean): CreatedInvoice => ({
    lines: reversed ? lines * 2 : lines,
    id: `${cc.code}-${belnr}-${gjahr}`,
    xblnr: posting.xblnr,
    grossCents: gross,
    bldat,
    budat,
    items: poItems,
    reversed,
  });
  touch(ctx, vendor.lifnr, budat);

  // A reversed document whose PO items had a goods receipt would leave the receipt not invoiced: only
  // documents without received PO items are reversed (the GR-not-invoiced cases are planted).
  if (reversible && poItems.every((item) => !item.gr)) {
    const ryear = yearOf(reversalBudat);
    const rbelnr = ctx.numbers.next(cc.code, ryear, mm ? ranges.RE : credit ? ranges.KG : ranges.KR);
    const rmm = mmItems
      ? { ...mmItems, rbkpBelnr: ctx.numbers.next('RBKP', ryear, ranges.RBKP), rbkpYear: ryear }
      : null;
    const reversal: VendorPosting = {
      ...posting,
      belnr: rbelnr,
      gjahr: ryear,
      budat: reversalBudat,
      cpudt: reversalCpudt,
      tcode: mm ? 'MR8M' : 'FB08',
      awkey: rmm ? `${rmm.rbkpBelnr}${rmm.rbkpYear}` : `${rbelnr}${cc.code}${ryear}`,
      stblg: belnr,
      stjah: String(gjahr),
      shkzg: posting.shkzg === 'H' ? 'S' : 'H',
      postingKey: posting.shkzg === 'H' ? '21' : '31',
      rebzg: '',
      cleared: { day: reversalBudat, document: rbelnr },
    };
    posting.stblg = rbelnr;
    posting.stjah = String(ryear);
    posting.cleared = { day: reversalBudat, document: rbelnr };
    writePosting(ctx.writer, posting);
    writePosting(ctx.writer, reversal);
    if (mmItems && rmm) {
      writeMm(ctx, posting, vendor, cc, mmItems, null);
      writeMm(ctx, reversal, vendor, cc, rmm, mmItems);
    }
    recordAnswer(ctx, cc, posting, type);
    recordAnswer(ctx, cc, reversal, 'REVERSAL');
    ctx.answers.reversalPairs += 1;
    touch(ctx, vendor.lifnr, reversalBudat);
    return created(true);
  }

  // Clearing: most items are paid in a payment run some days around their due date; recent ones,
  // blocked ones and a few old ones stay open.
  const due = dueDay(posting);
  // Most are paid in the days around the due date; some early for the cash discount, some late.
  const r = random.next();
  const term = posting.term;
  const target =
    term && term.percent1 > 0 && r < 0.4
      ? posting.baseline + term.days1 - random.int(0, 3)
      : r < 0.75
        ? due + random.int(-6, 2)
        : r < 0.93
          ? due + random.int(3, 30)
          : due + random.int(31, 120);
  const payDay = PaymentRuns.runDay(Math.max(budat + 1, target));
  const age = ctx.lastDay - budat;
  const paid =
    posting.block === '' &&
    payDay <= ctx.lastDay &&
    (random.chance(age > 60 ? 0.96 : 0.5) || plan.paid === true);
  if (paid) {
    posting.cleared = ctx.payments.clear(posting, payDay);
    touch(ctx, vendor.lifnr, payDay);
  } else ctx.answers.openInvoices += 1;
  writePosting(ctx.writer, posting);
  if (mmItems) writeMm(ctx, posting, vendor, cc, mmItems, null);
  recordAnswer(ctx, cc, posting, type);
  return created(false);
}
