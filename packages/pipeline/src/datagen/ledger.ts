import type { ExtractWriter } from './extract-writer';
import { amountText, padded, sapDate, sapTime, weekdayOf, yearOf } from './formats';
import type { PaymentTerm } from './master-data';

/** Number ranges: one counter per scope (company code or global), fiscal year and range start. */
export class NumberRanges {
  private readonly counters = new Map<string, number>();

  next(scope: string, year: number, start: number): string {
    const key = `${scope}:${year}:${start}`;
    const n = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, n);
    return padded(start + n, 10);
  }
}

/** Document number ranges (SAP standard-like). */
export const ranges = {
  KR: 1900000000,
  KG: 1700000000,
  RE: 5100000000,
  KZ: 1500000000,
  RBKP: 5105600000,
  PO: 4500000000,
  GR: 5000000000,
} as const;

/** An accounting document with one vendor line item: one BKPF row and one BSIK or BSAK row. */
export interface VendorPosting {
  bukrs: string;
  belnr: string;
  gjahr: number;
  blart: string;
  bldat: number;
  budat: number;
  cpudt: number;
  /** Entry time, seconds since midnight. */
  cputm: number;
  usnam: string;
  tcode: string;
  xblnr: string;
  currency: string;
  kursf: string;
  awtyp: string;
  awkey: string;
  stblg: string;
  stjah: string;
  lifnr: string;
  /** 'H' credit to the vendor (invoice), 'S' debit (credit memo, payment, reversal of an invoice). */
  shkzg: 'S' | 'H';
  localCents: number;
  documentCents: number;
  baseline: number;
  term: PaymentTerm | null;
  method: string;
  block: string;
  rebzg: string;
  ebeln: string;
  ebelp: string;
  text: string;
  postingKey: string;
  cleared: { day: number; document: string } | null;
}

export function writePosting(writer: ExtractWriter, p: VendorPosting): void {
  writer.write('BKPF', {
    BUKRS: p.bukrs,
    BELNR: p.belnr,
    GJAHR: String(p.gjahr),
    BLART: p.blart,
    BLDAT: sapDate(p.bldat),
    BUDAT: sapDate(p.budat),
    MONAT: sapDate(p.budat).slice(4, 6),
    CPUDT: sapDate(p.cpudt),
    CPUTM: sapTime(p.cputm),
    USNAM: p.usnam,
    TCODE: p.tcode,
    XBLNR: p.xblnr,
    WAERS: p.currency,
    KURSF: p.kursf,
    AWTYP: p.awtyp,
    AWKEY: p.awkey,
    STBLG: p.stblg,
    STJAH: p.stjah,
    STGRD: p.stblg ? '01' : '',
    BKTXT: p.text,
  });
  const line = {
    BUKRS: p.bukrs,
    LIFNR: p.lifnr,
    AUGDT: sapDate(p.cleared?.day ?? null),
    AUGBL: p.cleared?.document ?? '',
    ZUONR: p.xblnr,
    GJAHR: String(p.gjahr),
    BELNR: p.belnr,
    BUZEI: '001',
    BUDAT: sapDate(p.budat),
    BLDAT: sapDate(p.bldat),
    CPUDT: sapDate(p.cpudt),
    WAERS: p.currency,
    XBLNR: p.xblnr,
    BLART: p.blart,
    MONAT: sapDate(p.budat).slice(4, 6),
    BSCHL: p.postingKey,
    SHKZG: p.shkzg,
    DMBTR: amountText(p.localCents),
    WRBTR: amountText(p.documentCents),
    SGTXT: p.text,
    ZFBDT: sapDate(p.baseline),
    ZTERM: p.term?.code ?? '',
    ZBD1T: String(p.term?.days1 ?? 0),
    ZBD2T: String(p.term?.days2 ?? 0),
    ZBD3T: String(p.term?.days3 ?? 0),
    ZBD1P: (p.term?.percent1 ?? 0).toFixed(3),
    ZBD2P: (p.term?.percent2 ?? 0).toFixed(3),
    ZLSCH: p.method,
    ZLSPR: p.block,
    REBZG: p.rebzg,
    EBELN: p.ebeln,
    EBELP: p.ebelp,
  };
  writer.write(p.cleared ? 'BSAK' : 'BSIK', line);
}

/** Net due date of a posting as SAP computes it (credit memos without invoice reference: the baseline date). */
export function dueDay(p: Pick<VendorPosting, 'baseline' | 'term' | 'shkzg' | 'rebzg'>): number {
  if (p.shkzg === 'S' && !p.rebzg) return p.baseline;
  const t = p.term;
  if (!t) return p.baseline;
  return p.baseline + (t.days3 > 0 ? t.days3 : t.days2 > 0 ? t.days2 : t.days1);
}

interface PaymentRun {
  bukrs: string;
  lifnr: string;
  currency: string;
  method: string;
  day: number;
  belnr: string;
  /** Signed sums of the cleared items (invoices positive). */
  localCents: number;
  documentCents: number;
}

/**
 * Payment runs (F110) on Tuesdays and Fridays: the items a vendor is paid for on one run day, per
 * company code and currency, are cleared by one payment document (BLART KZ) whose own vendor line
 * is cleared with them (AUGBL = the payment's number).
 */
export class PaymentRuns {
  private readonly runs = new Map<string, PaymentRun>();

  constructor(private readonly numbers: NumberRanges) {}

  /** The first run day on or after `day`. */
  static runDay(day: number): number {
    let d = day;
    while (weekdayOf(d) !== 2 && weekdayOf(d) !== 5) d += 1;
    return d;
  }

  clear(p: VendorPosting, day: number): { day: number; document: string } {
    const key = `${p.bukrs}|${p.lifnr}|${p.currency}|${day}`;
    let run = this.runs.get(key);
    if (!run) {
      const belnr = this.numbers.next(p.bukrs, yearOf(day), ranges.KZ);
      run = {
        bukrs: p.bukrs,
        lifnr: p.lifnr,
        currency: p.currency,
        method: p.method,
        day,
        belnr,
        localCents: 0,
        documentCents: 0,
      };
      this.runs.set(key, run);
    }
    const sign = p.shkzg === 'H' ? 1 : -1;
    run.localCents += sign * p.localCents;
    run.documentCents += sign * p.documentCents;
    return { day, document: run.belnr };
  }

  /** Writes the payment documents (BKPF + their cleared vendor lines in BSAK). */
  write(writer: ExtractWriter): void {
    for (const run of this.runs.values()) {
      const rate = run.documentCents === 0 ? 1 : run.localCents / run.documentCents;
      writePosting(writer, {
        bukrs: run.bukrs,
        belnr: run.belnr,
        gjahr: yearOf(run.day),
        blart: 'KZ',
        bldat: run.day,
        budat: run.day,
        cpudt: run.day,
        cputm: 3600 * 2,
        usnam: 'F110_RUN',
        tcode: 'F110',
        xblnr: '',
        currency: run.currency,
        kursf: rate.toFixed(5),
        awtyp: 'BKPF',
        awkey: `${run.belnr}${run.bukrs}${yearOf(run.day)}`,
        stblg: '',
        stjah: '',
        lifnr: run.lifnr,
        shkzg: run.localCents >= 0 ? 'S' : 'H',
        localCents: Math.abs(run.localCents),
        documentCents: Math.abs(run.documentCents),
        baseline: run.day,
        term: null,
        method: run.method,
        block: '',
        rebzg: '',
        ebeln: '',
        ebelp: '',
        text: 'Payment run',
        postingKey: run.localCents >= 0 ? '25' : '35',
        cleared: { day: run.day, document: run.belnr },
      });
    }
  }
}
