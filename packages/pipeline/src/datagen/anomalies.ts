import type { ExtractWriter } from './extract-writer';
import { isoDate, yearOf } from './formats';
import {
  createInvoice,
  type CreatedInvoice,
  type InvoiceContext,
  type InvoiceKind,
  type InvoicePlan,
} from './invoices';
import { bankDefects, emailDefects, type BankDefect } from './contacts';
import {
  companyCodes,
  makeVendor,
  type CompanyCode,
  nameKey,
  otherTowns,
  townsOf as towns,
  writeVendor,
  type Vendor,
} from './master-data';
import { createPurchaseOrder, type PoItem } from './purchasing';
import type { Random } from './random';
import { plantRedFlags, redFlagKinds } from './red-flag-anomalies';
import { sdnEntities } from './sanctions';

/** The anomaly kinds datagen plants (answers.json `anomalies`). */
export const anomalyKinds = [
  'duplicate_invoices_exact',
  'duplicate_invoices_fuzzy',
  'duplicate_invoices_cross_vendor',
  'duplicate_invoices_same_amount_date',
  'duplicate_invoices_one_time_payee',
  'duplicate_invoice_controls',
  'duplicate_vendors_tax_id',
  'duplicate_vendors_vat_id',
  'duplicate_vendors_name_town',
  'similar_vendor_names',
  'sanctioned_vendors',
  'invalid_emails',
  'invalid_bank_details',
  'pos_after_invoice',
  'pos_without_payment_term',
  'invoices_without_gr',
  'gr_not_invoiced',
  'dormant_vendors',
  'low_value_invoice_vendors',
  'price_increases',
  ...redFlagKinds,
] as const;
export type AnomalyKind = (typeof anomalyKinds)[number];

/** One planted case: the ids that identify it and how it was made. */
export interface AnomalyCase {
  variant: string;
  [field: string]: string | number | readonly string[] | readonly number[];
}
export type Anomalies = Record<AnomalyKind, AnomalyCase[]>;

/** A vendor id as the ingest normalises it (all-digit LIFNR without leading zeros). */
export function vendorId(lifnr: string): string {
  return /^\d+$/.test(lifnr) ? String(Number(lifnr)) : lifnr;
}
/** A PO item or material number as the ingest normalises it. */
const unpadded = (n: string): string => (/^\d+$/.test(n) ? String(Number(n)) : n);

const legalFormVariants: [RegExp, string][] = [
  [/GmbH & Co\. KG$/, 'GmbH & Co KG'],
  [/GmbH$/, 'G.m.b.H.'],
  [/ AG$/, ' A.G.'],
  [/ Ltd$/, ' Limited'],
  [/ PLC$/, ' P.L.C.'],
  [/ LLP$/, ' L.L.P.'],
  [/ Inc\.$/, ' Incorporated'],
  [/ LLC$/, ' L.L.C.'],
  [/ Corp\.$/, ' Corporation'],
  [/ Pte\. Ltd\.$/, ' Pte Ltd'],
];

const amount = (cents: number): number => cents / 100;

/**
 * Plants the anomalies: look-alike, duplicate, sanctioned, dormant and low-value vendors (new LFA1
 * vendors), duplicate invoices, POs after their invoice, invoices without and receipts without their
 * counterpart, price increases; e-mail and bank defects are chosen here and written by writeContacts.
 * Every case goes to `anomalies`. Counts scale with the invoice lines (a few at 3,000 lines).
 */
export class AnomalyPlanter {
  readonly anomalies: Anomalies = Object.fromEntries(
    anomalyKinds.map((k) => [k, []]),
  ) as unknown as Anomalies;
  /** All vendors: the baseline's, then the planted ones. */
  readonly vendors: Vendor[];
  /** Vendors that are not dormant (may get invoices any time) and their picking weights. */
  readonly active: Vendor[] = [];
  readonly weights: number[] = [];
  readonly emailDefect = new Map<string, number>();
  readonly bankDefect = new Map<string, BankDefect>();
  /** Vendor records written with another vendor's bank account: LIFNR → the LIFNR whose account it is. */
  readonly sharedBank = new Map<string, string>();
  private readonly dormant: Vendor[] = [];
  private readonly perVendorKind: number;
  private readonly perInvoiceKind: number;
  private readonly suppliers: Vendor[];

  constructor(
    private readonly writer: ExtractWriter,
    private readonly random: Random,
    private readonly ctx: InvoiceContext,
    base: readonly Vendor[],
    baseWeights: readonly number[],
    private readonly usedNames: Set<string>,
    private readonly firstDay: number,
    private readonly invoiceLines: number,
  ) {
    this.vendors = [...base];
    base.forEach((v, i) => {
      this.active.push(v);
      this.weights.push(baseWeights[i]!);
    });
    const tiny = invoiceLines < 300;
    this.perVendorKind = tiny ? 0 : invoiceLines < 1000 ? 1 : Math.max(3, Math.round(invoiceLines / 30_000));
    this.perInvoiceKind = tiny ? 0 : invoiceLines < 1000 ? 1 : Math.max(4, Math.round(invoiceLines / 2_000));
    this.suppliers = base.filter((v) => v.accountGroup === 'LIEF' || v.accountGroup === 'KRED');
    if (this.suppliers.length === 0) this.perVendorKind = this.perInvoiceKind = 0;
  }

  private get lastDay(): number {
    return this.ctx.lastDay;
  }

  /** A baseline supplier, the big ones more often (Zipf order). */
  private supplier(): Vendor {
    const n = this.suppliers.length;
    return this.suppliers[Math.floor(n * Math.pow(this.random.next(), 2))]!;
  }

  private addVendor(v: Vendor, weight: number | null): Vendor {
    this.vendors.push(v);
    writeVendor(this.writer, this.random, v, this.firstDay);
    if (weight === null) this.dormant.push(v);
    else {
      this.active.push(v);
      this.weights.push(weight);
    }
    return v;
  }

  private newVendor(base: Vendor | null, group: Vendor['accountGroup'] = 'LIEF'): Vendor {
    return makeVendor(this.random, this.vendors.length, this.usedNames, {
      group: base?.accountGroup ?? group,
      home: base?.companyCodes[0],
    });
  }

  /**
   * A new supplier of company code `home`, invoicing in its currency, written to the vendor master
   * but neither active nor dormant: it has only the invoices planted for it (red-flag-anomalies.ts).
   */
  private freshVendor(home: CompanyCode): Vendor {
    const v: Vendor = {
      ...makeVendor(this.random, this.vendors.length, this.usedNames, { group: 'LIEF', home }),
      invoiceCurrency: null,
    };
    this.vendors.push(v);
    writeVendor(this.writer, this.random, v, this.firstDay);
    return v;
  }

  /** Picking weight of a planted vendor: twice the smallest baseline vendor's. */
  private tailWeight(): number {
    return this.weights.length ? Math.min(...this.weights) * 2 : 1;
  }

  /**
   * Vendors written elsewhere (the shared vendors of cross-system.ts), after plantVendors: invoiced
   * like the planted ones (twice the smallest baseline weight), never the base of a planted case nor
   * given an e-mail or bank defect.
   */
  adoptVendors(vendors: readonly Vendor[]): void {
    const weight = this.tailWeight();
    for (const v of vendors) {
      this.vendors.push(v);
      this.active.push(v);
      this.weights.push(weight);
    }
  }

  /** Vendor-level anomalies (new vendors, and e-mail and bank defects of existing ones). */
  plantVendors(): void {
    const k = this.perVendorKind;
    const weight = this.tailWeight();
    for (let i = 0; i < k; i++) {
      // same tax number, another name
      const base = this.supplier();
      // invoiced in the base's currency, so that an invoice entered under both records can be compared
      const dup = this.addVendor(
        { ...this.newVendor(base), stcd1: base.stcd1, invoiceCurrency: base.invoiceCurrency },
        weight,
      );
      this.linkedRecords.push({ base, dup, link: 'stcd1' });
      this.anomalies.duplicate_vendors_tax_id.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        stcd1: base.stcd1,
        variant: 'same-stcd1-other-name',
      });
    }
    const vatBases = this.suppliers.filter((v) => v.stceg);
    for (let i = 0; i < k && vatBases.length; i++) {
      const base = this.random.pick(vatBases);
      const fresh = this.newVendor(base);
      const dup = this.addVendor(
        {
          ...fresh,
          country: base.country,
          town: base.town,
          stceg: base.stceg,
          invoiceCurrency: base.invoiceCurrency,
        },
        weight,
      );
      this.linkedRecords.push({ base, dup, link: 'stceg' });
      this.anomalies.duplicate_vendors_vat_id.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        stceg: base.stceg,
        variant: 'same-stceg-other-name',
      });
    }
    const nameVariants = ['legal-form', 'upper-case', 'punctuation'] as const;
    for (let i = 0; i < k; i++) {
      const base = this.supplier();
      let variant: string = nameVariants[i % nameVariants.length]!;
      let name = base.name;
      if (variant === 'legal-form') {
        const form = legalFormVariants.find(([re]) => re.test(name));
        if (form) {
          name = name.replace(form[0], form[1]);
          variant = `legal-form:${form[1].trim()}`;
        } else variant = 'upper-case';
      }
      if (variant === 'upper-case') name = name.toUpperCase();
      if (variant === 'punctuation') {
        const changed = name.replace(/[,."]/g, '').replace(' ', '-');
        name = changed === name ? `${name}.` : changed;
      }
      const fresh = this.newVendor(base);
      const dup = this.addVendor(
        {
          ...fresh,
          name,
          country: base.country,
          town: base.town,
          street: base.street,
          postcode: base.postcode,
          stceg: '',
          invoiceCurrency: base.invoiceCurrency,
        },
        weight,
      );
      this.linkedRecords.push({ base, dup, link: 'name-town' });
      this.anomalies.duplicate_vendors_name_town.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        names: [base.name, name],
        town: base.town,
        variant,
      });
    }
    for (let i = 0; i < k; i++) {
      const base = this.supplier();
      const towns = otherTowns(base.country, base.town);
      const edit = (['substitution', 'deletion', 'transposition', 'two-substitutions'] as const)[i % 4]!;
      let name = base.name;
      for (let attempt = 0; attempt < 20; attempt++) {
        name = editName(this.random, base.name, edit);
        if (name !== base.name && !this.usedNames.has(nameKey(name))) break;
      }
      this.usedNames.add(nameKey(name));
      const fresh = this.newVendor(base);
      const dup = this.addVendor(
        {
          ...fresh,
          name,
          country: base.country,
          town: towns.length ? this.random.pick(towns) : `${base.town} North`,
        },
        weight,
      );
      this.anomalies.similar_vendor_names.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        names: [base.name, name],
        towns: [base.town, dup.town],
        variant: edit,
      });
    }
    // the same name written as one word and as two ('Eastgate' / 'East gate'), created only in a company
    // code of another country: not a duplicate vendor (another place), a similar name across company codes
    for (let i = 0; i < k; i++) {
      const base = this.supplier();
      const name = splitLongestWord(base.name);
      const home = companyCodes.find(
        (c) => c.country !== base.country && !base.companyCodes.includes(c) && towns(c.country).length > 0,
      );
      if (name === null || home === undefined || this.usedNames.has(`${nameKey(name)} ${home.code}`))
        continue;
      this.usedNames.add(`${nameKey(name)} ${home.code}`);
      const dup = this.addVendor(
        {
          ...this.newVendor(null),
          name,
          country: home.country,
          town: this.random.pick(towns(home.country)),
          companyCodes: [home],
        },
        weight,
      );
      this.anomalies.similar_vendor_names.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        names: [base.name, name],
        towns: [base.town, dup.town],
        companyCodes: [base.companyCodes.map((c) => c.code).join(','), home.code],
        variant: 'cross-company-code',
      });
    }
    const sdn = sdnEntities();
    const sdnVariants = ['exact', 'title-case', 'punctuation-dropped', 'one-letter-changed'] as const;
    for (let i = 0; i < k; i++) {
      const entity = sdn[this.random.int(0, sdn.length - 1)]!;
      const variant = sdnVariants[i % sdnVariants.length]!;
      let name = entity.name;
      if (variant === 'title-case') name = name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
      if (variant === 'punctuation-dropped') {
        name = name
          .replace(/[.,'"()-]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        if (name === entity.name) name = editName(this.random, entity.name, 'substitution');
      }
      if (variant === 'one-letter-changed') name = editName(this.random, entity.name, 'substitution');
      const v = this.addVendor({ ...this.newVendor(null), name }, weight);
      this.anomalies.sanctioned_vendors.push({
        vendorId: vendorId(v.lifnr),
        entNum: entity.entNum,
        sdnName: entity.name,
        nameUsed: name,
        variant,
      });
    }
    for (let i = 0; i < k; i++) {
      const v = this.addVendor({ ...this.newVendor(null), typicalAmount: 150, lowValue: true }, weight * 3);
      this.anomalies.low_value_invoice_vendors.push({
        vendorId: vendorId(v.lifnr),
        variant: `median-invoice-150-${v.invoiceCurrency ?? v.companyCodes[0]!.currency}`,
      });
    }
    for (let i = 0; i < k; i++) this.addVendor(this.newVendor(null, i % 3 === 2 ? 'KRED' : 'LIEF'), null);
    // another vendor record (other name and tax numbers) paid into a supplier's bank account: no
    // duplicate vendor by the master data rules, yet one party to the duplicate-invoice check
    for (let i = 0; i < k; i++) {
      const base = this.supplier();
      if (this.sharedBank.has(base.lifnr)) continue;
      const dup = this.addVendor(
        { ...this.newVendor(base), country: base.country, invoiceCurrency: base.invoiceCurrency },
        weight,
      );
      this.sharedBank.set(dup.lifnr, base.lifnr);
      this.linkedRecords.push({ base, dup, link: 'bank-account' });
    }
    const banked = new Set([...this.sharedBank].flat());
    // e-mail and bank defects of existing vendors (written by writeContacts)
    const people = this.vendors.filter((v) => v.accountGroup !== 'CPD');
    const bankPeople = people.filter((v) => !banked.has(v.lifnr));
    for (let i = 0, tries = 0; i < k && tries < 50 * k; tries++) {
      const v = this.random.pick(people);
      if (this.emailDefect.has(v.lifnr)) continue;
      this.emailDefect.set(v.lifnr, i % emailDefects.length);
      i++;
    }
    const ibanCountries = bankPeople.filter((v) => v.country === 'DE' || v.country === 'GB');
    for (let i = 0, tries = 0; i < k && tries < 50 * k; tries++) {
      const defect = bankDefects[i % bankDefects.length]!;
      const pool = defect === 'account-all-zeros' || ibanCountries.length === 0 ? bankPeople : ibanCountries;
      const v = this.random.pick(pool);
      if (this.bankDefect.has(v.lifnr)) continue;
      this.bankDefect.set(v.lifnr, ibanCountries.includes(v) ? defect : 'account-all-zeros');
      i++;
    }
  }

  private invoice(kind: InvoiceKind, vendor: Vendor, bldat: number, plan: InvoicePlan): CreatedInvoice {
    const r = createInvoice(
      { ...this.ctx, random: this.random },
      kind,
      vendor,
      vendor.companyCodes[0]!,
      bldat,
      1_000,
      {
        noReversal: true,
        keepKind: true,
        ...plan,
      },
    );
    this.lines += r.lines;
    return r;
  }

  /** Invoice lines the planted documents took. */
  lines = 0;

  /** A payee of a one-time account: a person's name and a town of a company code's country. */
  private payee(): { name: string; town: string; country: string } {
    const first = ['Hans', 'Erika', 'Jan', 'Maria', 'Peter', 'Anna', 'Tom', 'Sofia', 'Luca', 'Emma'];
    const last = [
      'Meier',
      'Schmidt',
      'Smith',
      'Rossi',
      'Dubois',
      'Novak',
      'Jansen',
      'Berg',
      'Costa',
      'Walsh',
    ];
    const cc = this.random.pick(companyCodes);
    const town = towns(cc.country);
    return {
      name: `${this.random.pick(first)} ${this.random.pick(last)}`,
      town: town.length ? this.random.pick(town) : cc.city,
      country: cc.country,
    };
  }

  /** The one-time account data (BSEC) of a planted document `<company code>-<BELNR>-<GJAHR>`. */
  private writePayee(documentId: string, payee: { name: string; town: string; country: string }): void {
    const [bukrs, belnr, gjahr] = documentId.split('-') as [string, string, string];
    this.writer.write('BSEC', {
      BUKRS: bukrs,
      BELNR: belnr,
      GJAHR: gjahr,
      BUZEI: '001',
      NAME1: payee.name,
      ORT01: payee.town,
      LAND1: payee.country,
    });
  }

  /**
   * Vendor records of one party: a supplier and its duplicate record with the same tax number, VAT id,
   * or name and town, or another record paid into its bank account.
   */
  private readonly linkedRecords: {
    base: Vendor;
    dup: Vendor;
    link: 'stcd1' | 'stceg' | 'name-town' | 'bank-account';
  }[] = [];

  /**
   * The newer duplicate-invoice kinds and their controls: the same invoice under a duplicate vendor
   * record (cross-vendor); another number with the same amount and date (same-amount-date); and what
   * must not be flagged — two unrelated vendors sharing a reference, amount and date by chance,
   * monthly rent (same amount, other numbers, 30 days apart), the next numbers of one series with the
   * same amount and date.
   */
  private plantRekeyedAndCrossVendor(k: number, fits: (n: number) => boolean, day: () => number): void {
    const rnd = this.random;
    for (let i = 0; i < this.linkedRecords.length && fits(2); i++) {
      const { base, dup, link } = this.linkedRecords[i]!;
      const bldat = day();
      const a = this.invoice('fi-invoice', base, bldat, {});
      const b = this.invoice('fi-invoice', dup, bldat + (i % 3), {
        xblnr: a.xblnr,
        grossCents: a.grossCents,
      });
      this.anomalies.duplicate_invoices_cross_vendor.push({
        vendorIds: [vendorId(base.lifnr), vendorId(dup.lifnr)],
        invoiceIds: [a.id, b.id],
        xblnr: a.xblnr,
        amount: amount(a.grossCents),
        variant: `same-${link}-vendor-record`,
      });
    }
    for (let i = 0; i < k && fits(2); i++) {
      const v = this.supplier();
      const bldat = day();
      const a = this.invoice('fi-invoice', v, bldat, {});
      const xblnr = `RK${rnd.int(100000, 999999)}`;
      const b = this.invoice('fi-invoice', v, bldat, { xblnr, grossCents: a.grossCents });
      this.anomalies.duplicate_invoices_same_amount_date.push({
        vendorId: vendorId(v.lifnr),
        invoiceIds: [a.id, b.id],
        xblnr: [a.xblnr, xblnr],
        amount: amount(a.grossCents),
        variant: 're-keyed-under-another-number',
      });
    }
    const controls = this.anomalies.duplicate_invoice_controls;
    // a one-time account: one payee paid twice (found, by payee); two payees with one reference,
    // amount and date (a control: other people)
    const oneTime =
      k > 0
        ? (this.vendors.find((v) => v.accountGroup === 'CPD') ??
          this.addVendor(this.newVendor(null, 'CPD'), this.tailWeight()))
        : undefined;
    for (let i = 0; oneTime && i < k && fits(4); i++) {
      const [payee, other] = [this.payee(), this.payee()];
      if (payee.name === other.name) continue;
      const bldat = day();
      const a = this.invoice('fi-invoice', oneTime, bldat, {});
      const b = this.invoice('fi-invoice', oneTime, bldat, { xblnr: a.xblnr, grossCents: a.grossCents });
      this.writePayee(a.id, payee);
      this.writePayee(b.id, payee);
      this.anomalies.duplicate_invoices_one_time_payee.push({
        vendorId: vendorId(oneTime.lifnr),
        invoiceIds: [a.id, b.id],
        payee: payee.name,
        variant: 'one-payee-twice-under-a-one-time-account',
      });
      const c = this.invoice('fi-invoice', oneTime, bldat + 1, {});
      const d = this.invoice('fi-invoice', oneTime, bldat + 1, { xblnr: c.xblnr, grossCents: c.grossCents });
      this.writePayee(c.id, payee);
      this.writePayee(d.id, other);
      controls.push({
        vendorId: vendorId(oneTime.lifnr),
        invoiceIds: [c.id, d.id],
        payees: [payee.name, other.name],
        variant: 'one-time-account-two-payees',
      });
    }
    for (let i = 0; i < k && fits(2); i++) {
      // two suppliers of one company code and currency, not linked, one reference, amount and date
      const v = this.supplier();
      const w = this.suppliers.find(
        (x) =>
          x !== v &&
          x.companyCodes[0] === v.companyCodes[0] &&
          x.invoiceCurrency === v.invoiceCurrency &&
          x.stcd1 !== v.stcd1,
      );
      if (!w) continue;
      const bldat = day();
      const a = this.invoice('fi-invoice', v, bldat, {});
      const b = this.invoice('fi-invoice', w, bldat, { xblnr: a.xblnr, grossCents: a.grossCents });
      controls.push({
        vendorIds: [vendorId(v.lifnr), vendorId(w.lifnr)],
        invoiceIds: [a.id, b.id],
        variant: 'unrelated-vendors-same-reference',
      });
    }
    for (let i = 0; i < k && fits(3); i++) {
      const v = this.supplier();
      const first = rnd.int(this.firstDay + 30, this.lastDay - 100);
      const gross = Math.round(rnd.int(800, 4000) * 100);
      const ids = [0, 1, 2].map((m) => {
        const bldat = first + 30 * m;
        return this.invoice('fi-invoice', v, bldat, {
          xblnr: `RENT ${isoDate(bldat).slice(0, 7)}`,
          grossCents: gross,
        }).id;
      });
      controls.push({ vendorId: vendorId(v.lifnr), invoiceIds: ids, variant: 'monthly-rent' });
    }
    for (let i = 0; i < k && fits(2); i++) {
      const v = this.supplier();
      const bldat = day();
      const a = this.invoice('fi-invoice', v, bldat, {});
      const next = a.xblnr.replace(/(\d+)$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));
      if (next === a.xblnr) continue;
      v.nextReference++; // the vendor's next invoice takes the number after it
      const b = this.invoice('fi-invoice', v, bldat, { xblnr: next, grossCents: a.grossCents });
      controls.push({
        vendorId: vendorId(v.lifnr),
        invoiceIds: [a.id, b.id],
        xblnr: [a.xblnr, next],
        variant: 'sequential-references',
      });
    }
  }

  /**
   * Document-level anomalies within `budget` invoice lines (whole cases only); answers the lines used.
   */
  plantDocuments(budget: number): number {
    const k = this.perInvoiceKind;
    const kv = this.perVendorKind;
    const rnd = this.random;
    const fits = (n: number): boolean => this.lines + n <= budget;
    const lateDay = (): number => rnd.int(this.firstDay + 30, this.lastDay - 40);

    for (let i = 0; i < k && fits(6); i++) {
      const v = this.supplier();
      const bldat = lateDay();
      const mmFirst = i % 2 === 1;
      const a = this.invoice(mmFirst ? 'mm-invoice' : 'fi-invoice', v, bldat, { itemCount: 2 });
      const b = this.invoice('fi-invoice', v, bldat, {
        xblnr: a.xblnr,
        grossCents: a.grossCents,
        budat: Math.min(this.lastDay, a.budat + rnd.int(1, 25)),
      });
      this.anomalies.duplicate_invoices_exact.push({
        vendorId: vendorId(v.lifnr),
        invoiceIds: [a.id, b.id],
        xblnr: a.xblnr,
        amount: amount(a.grossCents),
        date: isoDate(bldat),
        variant: mmFirst ? 'mm-invoice-then-fi-invoice' : 'fi-invoice-twice',
      });
    }

    this.plantRekeyedAndCrossVendor(k, fits, lateDay);

    const fuzzy = [
      'reference-punctuation',
      'reference-case-space',
      'lookalike-O-for-0',
      'lookalike-I-for-1',
      'lookalike-l-for-1',
      'lookalike-S-for-5',
      'near-amount',
      'near-date',
      'reference-amount-and-date',
    ] as const;
    for (let i = 0; i < 2 * k && fits(2); i++) {
      const variant = fuzzy[i % fuzzy.length]!;
      const v = this.supplier();
      const bldat = lateDay();
      const need =
        variant === 'lookalike-O-for-0'
          ? '0'
          : variant === 'lookalike-S-for-5'
            ? '5'
            : variant.includes('for-1')
              ? '1'
              : '';
      let ref: string;
      do ref = `INV-${yearOf(bldat)}-${String(v.nextReference++).padStart(5, '0')}`;
      while (need && !ref.slice(9).includes(need));
      const a = this.invoice('fi-invoice', v, bldat, { xblnr: ref });
      let xblnr = ref;
      let gross = a.grossCents;
      let day = bldat;
      const nearAmount = (): number => {
        const d = Math.max(1, Math.round(gross * (0.002 + 0.007 * rnd.next())));
        return rnd.chance(0.5) ? gross + d : gross - d;
      };
      if (variant === 'reference-punctuation') xblnr = ref.replaceAll('-', '');
      if (variant === 'reference-case-space') xblnr = ref.toLowerCase().replaceAll('-', ' ');
      if (need) {
        const at = 9 + ref.slice(9).lastIndexOf(need);
        const by =
          variant === 'lookalike-O-for-0'
            ? 'O'
            : variant === 'lookalike-S-for-5'
              ? 'S'
              : variant === 'lookalike-I-for-1'
                ? 'I'
                : 'l';
        xblnr = `${ref.slice(0, at)}${by}${ref.slice(at + 1)}`;
      }
      if (variant === 'near-amount') gross = nearAmount();
      if (variant === 'near-date') day = Math.min(this.lastDay - 3, bldat + rnd.int(1, 7));
      if (variant === 'reference-amount-and-date') {
        xblnr = ref.replace(/^INV-/, 'INV ').replace(/-0+/, '-');
        gross = nearAmount();
        day = Math.min(this.lastDay - 3, bldat + rnd.int(1, 7));
      }
      if (day === bldat && variant.includes('date')) day = bldat - 1;
      const b = this.invoice('fi-invoice', v, day, { xblnr, grossCents: gross });
      this.anomalies.duplicate_invoices_fuzzy.push({
        vendorId: vendorId(v.lifnr),
        invoiceIds: [a.id, b.id],
        xblnr: [ref, xblnr],
        amounts: [amount(a.grossCents), amount(gross)],
        dates: [isoDate(bldat), isoDate(day)],
        variant,
      });
    }

    for (let i = 0; i < k && fits(3); i++) {
      const v = this.supplier();
      const bldat = rnd.int(this.firstDay + 30, this.lastDay - 60);
      const poDay = bldat + rnd.int(2, 30);
      const inv = this.invoice('mm-invoice', v, bldat, {
        itemCount: rnd.int(1, 3),
        budat: poDay + rnd.int(0, 5),
        po: { poDay },
      });
      this.anomalies.pos_after_invoice.push({
        vendorId: vendorId(v.lifnr),
        invoiceId: inv.id,
        poNumber: inv.items[0]!.ebeln,
        invoiceDate: isoDate(bldat),
        poCreated: isoDate(poDay),
        variant: `po-created-${poDay - bldat}-days-after-invoice`,
      });
    }

    for (let i = 0; i < kv && fits(3); i++) {
      const v = this.supplier();
      const inv = this.invoice('mm-invoice', v, lateDay(), {
        itemCount: rnd.int(1, 3),
        po: { paymentTerm: '' },
      });
      this.anomalies.pos_without_payment_term.push({
        vendorId: vendorId(v.lifnr),
        invoiceId: inv.id,
        poNumber: inv.items[0]!.ebeln,
        variant: `po-without-zterm-invoiced-with-${v.paymentTerm.code}`,
      });
    }

    for (let i = 0; i < k && fits(3); i++) {
      const v = this.supplier();
      const fi = i % 3 === 2;
      const inv = this.invoice(fi ? 'fi-invoice-po' : 'mm-invoice', v, lateDay(), {
        itemCount: rnd.int(1, 3),
        po: { gr: 'pending' },
      });
      this.anomalies.invoices_without_gr.push({
        vendorId: vendorId(v.lifnr),
        invoiceId: inv.id,
        poNumber: inv.items[0]!.ebeln,
        poItems: inv.items.map((it) => unpadded(it.ebelp)),
        variant: fi ? 'fi-invoice-with-po-gr-expected-none-posted' : 'mm-invoice-gr-expected-none-posted',
      });
    }

    for (let i = 0; i < k; i++) {
      const v = this.supplier();
      const cc = v.companyCodes[0]!;
      const currency = v.invoiceCurrency ?? cc.currency;
      const poDay = rnd.int(this.firstDay + 30, this.lastDay - 45);
      const grDay = poDay + rnd.int(1, 20);
      const items: PoItem[] = createPurchaseOrder(
        this.writer,
        rnd,
        this.ctx.numbers,
        this.ctx.catalogue,
        cc,
        v,
        currency,
        Math.max(300, Math.round(rnd.logNormal(v.typicalAmount, 0.8) * 100)),
        rnd.int(1, 3),
        grDay,
        (c, day) => toLocalOf(this.ctx, c, currency, cc.currency, day),
        { gr: 'received', poDay, grDay },
      );
      const gr = items[0]!.gr!;
      this.anomalies.gr_not_invoiced.push({
        vendorId: vendorId(v.lifnr),
        poNumber: items[0]!.ebeln,
        poItems: items.map((it) => unpadded(it.ebelp)),
        grDocument: `${gr.mblnr}-${gr.mjahr}`,
        grDate: isoDate(grDay),
        variant: `received-${this.lastDay + 1 - grDay}-days-before-extraction-never-invoiced`,
      });
    }

    for (let i = 0; i < kv && fits(5); i++) {
      const v = this.suppliers[i % Math.min(this.suppliers.length, 10)]!;
      const material = this.ctx.catalogue.newMaterial();
      const steps = rnd.int(3, 5);
      const quantity = rnd.int(1, 20);
      const span = this.lastDay - 40 - (this.firstDay + 70);
      let price = Math.round(rnd.logNormal(v.typicalAmount * 20, 0.6)) + 500;
      const prices: number[] = [];
      const pos: string[] = [];
      const cc = v.companyCodes[0]!;
      for (let s = 0; s < steps; s++) {
        if (s > 0) price = Math.round(price * (1 + 0.04 + 0.08 * rnd.next()));
        const day = this.firstDay + 70 + Math.floor((span * s) / steps) + rnd.int(0, 20);
        const net = price * quantity;
        const gross = net + Math.round(net * cc.taxRate);
        const inv = this.invoice('mm-invoice', v, day, {
          grossCents: gross,
          itemCount: 1,
          po: { material: { material, quantity } },
        });
        const item = inv.items[0]!;
        prices.push(Math.round(item.netCents / item.quantity) / 100);
        pos.push(item.ebeln);
      }
      this.anomalies.price_increases.push({
        vendorId: vendorId(v.lifnr),
        companyCode: cc.code,
        material: unpadded(material),
        poNumbers: pos,
        prices,
        variant: `+${Math.round((prices[prices.length - 1]! / prices[0]! - 1) * 100)}%-over-${steps}-orders`,
      });
    }

    for (const v of this.dormant) {
      if (!fits(3)) break;
      const n = rnd.int(2, 3);
      for (let j = 0; j < n; j++)
        this.invoice('fi-invoice', v, rnd.int(this.lastDay - 1000, this.lastDay - 560), {});
      const last = this.ctx.lastActivity.get(v.lifnr)!;
      this.anomalies.dormant_vendors.push({
        vendorId: vendorId(v.lifnr),
        lastActivity: isoDate(last),
        variant: `no-activity-${Math.floor((this.lastDay + 1 - last) / 30.44)}-months-before-extraction`,
      });
    }

    for (const c of this.anomalies.low_value_invoice_vendors) {
      const v = this.vendors.find((x) => vendorId(x.lifnr) === c['vendorId'])!;
      for (let j = 0; j < 6 && fits(1); j++) this.invoice('fi-invoice', v, lateDay(), {});
    }

    // last, so that the cases before draw what they always drew (docs/red-flags.md)
    plantRedFlags({
      random: rnd,
      firstDay: this.firstDay,
      lastDay: this.lastDay,
      invoiceLines: this.invoiceLines,
      perKind: k,
      perVendorKind: kv,
      cases: this.anomalies,
      fits,
      supplier: () => this.supplier(),
      freshVendor: (home) => this.freshVendor(home),
      invoice: (kind, v, bldat, plan) => this.invoice(kind, v, bldat, plan),
      vendorId,
    });
    return this.lines;
  }

  /** Case lists with the e-mail and bank defects as written (after writeContacts). */
  recordContacts(
    emails: ReadonlyMap<string, string>,
    banks: ReadonlyMap<string, { bankn: string; iban: string }>,
  ): void {
    for (const [lifnr, defect] of this.emailDefect)
      this.anomalies.invalid_emails.push({
        vendorId: vendorId(lifnr),
        email: emails.get(lifnr) ?? '',
        variant: emailDefects[defect]!.variant,
      });
    for (const [lifnr, defect] of this.bankDefect) {
      const bank = banks.get(lifnr)!;
      this.anomalies.invalid_bank_details.push({
        vendorId: vendorId(lifnr),
        bankAccount: bank.bankn,
        iban: bank.iban,
        variant: defect,
      });
    }
  }
}

function toLocalOf(ctx: InvoiceContext, cents: number, currency: string, local: string, day: number): number {
  if (currency === local) return cents;
  const converted = ctx.fx.convertCents(BigInt(cents), currency, local, day);
  if (converted === null) throw new Error(`datagen: no ECB rate ${currency}/${local} on day ${day}`);
  return Number(converted);
}

/** A name with one or two letters of its first word changed, dropped or swapped. */
/** The name with a space put into the middle of its longest word of 6 letters or more; null when it has none. */
function splitLongestWord(name: string): string | null {
  const words = name.split(' ');
  const longest = words.reduce(
    (best, w, i) => (/^[A-Za-z]{6,}$/.test(w) && w.length > (words[best]?.length ?? 0) ? i : best),
    -1,
  );
  if (longest < 0) return null;
  const word = words[longest]!;
  const at = Math.floor(word.length / 2);
  words[longest] = `${word.slice(0, at)} ${word.slice(at)}`;
  return words.join(' ');
}

function editName(
  random: Random,
  name: string,
  edit: 'substitution' | 'deletion' | 'transposition' | 'two-substitutions',
): string {
  const letters = [...name].map((c, i) => (/[A-Za-z]/.test(c) ? i : -1)).filter((i) => i > 0);
  const end = name.indexOf(' ') > 2 ? name.indexOf(' ') : name.length;
  const inner = letters.filter((i) => i < end - 1);
  const pool = inner.length ? inner : letters;
  const at = random.pick(pool);
  const swapTo = (c: string): string => {
    const lower = c.toLowerCase();
    let n = String.fromCharCode(((lower.charCodeAt(0) - 97 + random.int(1, 25)) % 26) + 97);
    if (c !== lower) n = n.toUpperCase();
    return n;
  };
  const chars = [...name];
  if (edit === 'deletion') chars.splice(at, 1);
  else if (edit === 'transposition' && /[A-Za-z]/.test(chars[at + 1] ?? '') && chars[at] !== chars[at + 1]) {
    [chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!];
  } else {
    chars[at] = swapTo(chars[at]!);
    if (edit === 'two-substitutions') {
      const other = pool.find((i) => i !== at) ?? at;
      chars[other] = swapTo(chars[other]!);
    }
  }
  return chars.join('');
}
