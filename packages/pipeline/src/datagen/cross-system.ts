/**
 * Planted cross-system anomalies (GenerateSapExtractOptions.crossSystem; answers.json `crossSystem`).
 *
 * The systems of one client, each generated with the same `groupSeed` and its own `member` (0, 1 …),
 * share six suppliers drawn from the group seed alone: the same name, country, town, VAT id (STCEG)
 * and tax id (STCD1) in every member, LIFNR 5,000,000 + 10,000 × member + 1 … 6 (vendor ids
 * `5000001` … in member 0, `5010001` … in member 1), home company code DE01 or GB01 only, written
 * through writeVendor / writeContacts like every vendor (LFA1, LFB1, LFM1, LFBK, TIBAN, ADR6) and
 * invoiced through createInvoice (Zipf tail weight, like the planted vendors). Each plants one
 * conflict:
 * - `none`: the same in every member (bank details, e-mail, terms, address); it has the invoice
 *   every member has and pays: one FI invoice, same XBLNR (`RE-2024-nnnnn`), BLDAT (January … August
 *   2024), gross amount and currency (EUR), cleared by a payment run in each member;
 * - `bank`: another bank account and IBAN per member (GB);
 * - `payment_terms`: another ZTERM per member (NT30, NT60, 0001, NT45 from a group offset: up to
 *   four members have pairwise different net days);
 * - `address`: another street and postcode per member (same town and country);
 * - `block`: posting block (LFA1-SPERR and LFB1-SPERR) in member 0 only;
 * - `name_only`: no VAT id, tax id or bank details in any member, and the name spelt
 *   'Nordlicht Logistik GmbH' in member 0, 'NORDLICHT LOGISTIK GMBH.' in the others: it matches
 *   only by name and country under `crossSystemNameRule` (legal forms kept; dropping them, as
 *   @spendlens/matching normaliseCompanyName's core does, matches as well). Its within-system
 *   vendor checks see no tax id, VAT id nor bank details.
 * The shared names are new to the scenario (no baseline or planted vendor is a duplicate, similar
 * name or sanctioned look-alike of them; datagen-cross-system.test.ts checks the findings).
 *
 * What each ERP shows: SAP, Oracle (R12, 11i) and JD Edwards all six conflicts (Oracle's and
 * NetSuite's canonical payment_term is a TERM_ID, so compare terms across ERPs by
 * canon.payment_terms net days); NetSuite no bank details and no posting block (answers `notShown`,
 * its crossSystem answers have no IBAN and no block): a NetSuite member shows the block conflict only
 * when it is not member 0.
 */
import { epochDay } from '../fx/fx-reference';
import { vendorId } from './anomalies';
import { bankDetails, vendorEmail, type BankDetails, type GivenContacts } from './contacts';
import type { ExtractWriter } from './extract-writer';
import { isoDate, padded, yearOf } from './formats';
import { createInvoice, type InvoiceContext } from './invoices';
import { companyCodes, nameKey, paymentTerms, townsOf, writeVendor, type Vendor } from './master-data';
import { Random } from './random';

/** The systems of one client as a group of ERPs that share vendors (GenerateSapExtractOptions.crossSystem). */
export interface CrossSystemOptions {
  /** The group's seed: every member of a group gets the same shared vendors and duplicate invoice. */
  groupSeed: number;
  /** This system's place in the group, 0 … 99 (member 0 carries the planted posting block). */
  member: number;
}

/** What a shared vendor differs in between the members of a group. */
export const crossSystemConflicts = [
  'bank',
  'payment_terms',
  'address',
  'block',
  'name_only',
  'none',
] as const;
export type CrossSystemConflict = (typeof crossSystemConflicts)[number];

/** One shared vendor as this member has it. */
export interface CrossSystemVendor {
  conflict: CrossSystemConflict;
  /** NAME1 in this member. */
  name: string;
  country: string;
  /** STCEG and STCD1, '' where none (the name_only vendor has neither). */
  vatId: string;
  taxId: string;
  /** The vendor id in this member (as the ingest normalises it). */
  vendorId: string;
  /** Its one company code, and its payment term there (the ERP's canonical payment_term). */
  companyCode: string;
  paymentTerm: string;
  /** Days to the net due date of that term (comparable across ERPs). */
  netDays: number;
  street: string;
  postcode: string;
  town: string;
  /** Bank account and IBAN, '' where none (the name_only vendor has no bank details). */
  bankAccount: string;
  iban: string;
  /** Blocked for posting (SAP LFA1-SPERR and LFB1-SPERR). */
  postingBlock: boolean;
  /** The SAP values where the ERP's differ (set by the Oracle, JDE and NetSuite renderings). */
  sapCompanyCode?: string;
  sapPaymentTerm?: string;
}

/** The invoice every member has and pays: one invoice paid once per ERP. */
export interface CrossSystemInvoice {
  vendorId: string;
  /** The canonical internal_invoice_id in this member. */
  invoiceId: string;
  companyCode: string;
  /** XBLNR (canonical external_invoice_id), BLDAT, gross amount and currency: the same in every member. */
  reference: string;
  date: string;
  amount: number;
  currency: string;
  sapInvoiceId?: string;
  sapCompanyCode?: string;
}

/** answers.json `crossSystem`. */
export interface CrossSystemAnswers {
  groupSeed: number;
  member: number;
  /** How the name_only vendor's names match (nothing else links them). */
  nameRule: string;
  vendors: CrossSystemVendor[];
  duplicateInvoice: CrossSystemInvoice;
  /** Conflicts this ERP's format cannot show (none for SAP), each with the reason. */
  notShown: string[];
}

export const crossSystemNameRule =
  'upper case; every character that is neither a letter, a digit nor a space removed (not replaced by a space); ' +
  'spaces collapsed and trimmed; legal-form words kept: "Nordlicht Logistik GmbH" and "NORDLICHT LOGISTIK GMBH." ' +
  'are both "NORDLICHT LOGISTIK GMBH" (the same in the same country).';

/** The shared vendors: names no generated vendor bears (their core is new to the scenario's names). */
const specs: readonly { conflict: CrossSystemConflict; core: string; form: string; home: string }[] = [
  { conflict: 'none', core: 'Falkenrath Messtechnik', form: 'GmbH', home: 'DE01' },
  { conflict: 'bank', core: 'Brightwater Lab Supplies', form: 'Ltd', home: 'GB01' },
  { conflict: 'payment_terms', core: 'Keller & Voss Industriebedarf', form: 'GmbH', home: 'DE01' },
  { conflict: 'address', core: 'Ashdown Print Finishing', form: 'Ltd', home: 'GB01' },
  { conflict: 'block', core: 'Wendeler Verpackungen', form: 'AG', home: 'DE01' },
  { conflict: 'name_only', core: 'Nordlicht Logistik', form: 'GmbH', home: 'DE01' },
];
const streets: Record<string, readonly string[]> = {
  DE: [
    'Industriestraße',
    'Hafenweg',
    'Lindenallee',
    'Am Mühlbach',
    'Gewerbepark',
    'Kanalstraße',
    'Schillerring',
    'Brunnenstraße',
  ],
  GB: [
    'Mill Lane',
    'Station Road',
    'Kings Parade',
    'Harbour Row',
    'Chapel Street',
    'Victoria Way',
    'Canal Wharf',
    'Orchard Close',
  ],
};
/**
 * The payment term of the payment_terms vendor in member m: this cycle from a group offset, so that
 * up to four members have pairwise different terms with different net days (0, 30, 45, 60).
 */
const termCycle = ['NT30', 'NT60', '0001', 'NT45'];
const usualTerms = ['NT30', 'NT45', 'NT60', 'Z214'];
const term = (code: string) => paymentTerms.find((t) => t.code === code)!;
const netDays = (code: string): number => {
  const t = term(code);
  return t.days3 > 0 ? t.days3 : t.days2 > 0 ? t.days2 : t.days1;
};

interface Shared {
  vendor: Vendor;
  conflict: CrossSystemConflict;
  contacts: GivenContacts;
  blocked: boolean;
  /** Draws writeVendor makes (the same in every member, so the LFA1 rows are the same). */
  writeRandom: Random;
}

/**
 * The shared vendors of a group's member (see the head of this file): six suppliers drawn
 * from the group seed alone, in the member's vendor number range 5,000,000 + 10,000 × member, each
 * planting one conflict kind; and one invoice of the `none` vendor that every member has and pays.
 */
export class SharedVendors {
  private duplicate: CrossSystemInvoice | null = null;

  private constructor(
    private readonly options: CrossSystemOptions,
    private readonly shared: readonly Shared[],
    private readonly invoiceRandom: Random,
  ) {}

  /** Fails when a shared name, VAT id or vendor number is already the scenario's (`existing`, `usedNames`). */
  static build(
    options: CrossSystemOptions,
    existing: readonly Vendor[],
    usedNames: Set<string>,
  ): SharedVendors {
    const { groupSeed, member } = options;
    const group = new Random(groupSeed ^ 0x6c055);
    const vats = new Set(existing.map((v) => v.stceg).filter(Boolean));
    const lifnrs = new Set(existing.map((v) => v.lifnr));
    const shared = specs.map((spec, i): Shared => {
      const r = group.fork();
      const own = new Random(r.int(0, 0x7fffffff) + member);
      const home = companyCodes.find((c) => c.code === spec.home)!;
      const country = home.country;
      const base = r.int(0, 1000);
      const conflict = spec.conflict;
      const at = (list: readonly string[]) =>
        list[(base + (conflict === 'address' ? member : 0)) % list.length]!;
      const postcode = r.int(10000, 99999);
      const name = `${spec.core} ${spec.form}`;
      const vendor: Vendor = {
        lifnr: padded(5_000_000 + 10_000 * member + i + 1, 10),
        accountGroup: 'LIEF',
        country,
        companyCodes: [home],
        paymentTerm: term(
          conflict === 'payment_terms' ? termCycle[(base + member) % termCycle.length]! : r.pick(usualTerms),
        ),
        typicalAmount: Math.max(4000, r.logNormal(6000, 0.5)),
        invoiceCurrency: null,
        name: conflict === 'name_only' && member > 0 ? `${name.toUpperCase()}.` : name,
        town: r.pick(townsOf(country)),
        street: `${at(streets[country]!)} ${1 + ((base + (conflict === 'address' ? 13 * member : 0)) % 150)}`,
        postcode: padded(
          10000 + ((postcode - 10000 + (conflict === 'address' ? 1237 * member : 0)) % 90000),
          5,
        ),
        // baseline tax numbers are below 1,000,000,000: these never collide with one
        stcd1: conflict === 'name_only' ? '' : String(r.int(1_000_000_000, 9_999_999_999)),
        stceg: conflict === 'name_only' ? '' : `${country}${padded(r.int(100_000_000, 999_999_999), 9)}`,
        nextReference: r.int(1, 5000),
        lowValue: false,
      };
      const groupBank = bankDetails(r, vendor, null);
      const bank: BankDetails | null =
        conflict === 'name_only' ? null : conflict === 'bank' ? bankDetails(own, vendor, null) : groupBank;
      const email = vendorEmail(r, { ...vendor, name });
      const key = nameKey(spec.core);
      if (usedNames.has(key) || (vendor.stceg && vats.has(vendor.stceg)) || lifnrs.has(vendor.lifnr))
        throw new Error(`datagen: the shared vendor ${name} collides with a vendor of the scenario`);
      usedNames.add(key);
      return {
        vendor,
        conflict,
        contacts: { bank, email },
        blocked: conflict === 'block' && member === 0,
        writeRandom: r.fork(),
      };
    });
    return new SharedVendors(options, shared, group.fork());
  }

  get vendors(): Vendor[] {
    return this.shared.map((s) => s.vendor);
  }

  /** Bank details and e-mail per LIFNR, for writeContacts. */
  get contacts(): Map<string, GivenContacts> {
    return new Map(this.shared.map((s) => [s.vendor.lifnr, s.contacts]));
  }

  /** Writes their LFA1 and LFB1 rows. */
  write(writer: ExtractWriter, firstDay: number): void {
    for (const s of this.shared)
      writeVendor(writer, s.writeRandom, s.vendor, firstDay, { blocked: s.blocked });
  }

  /**
   * Creates the invoice of the `none` vendor every member has (XBLNR, BLDAT, gross amount and
   * currency from the group seed; a day in January … August 2024, inside every member's three years
   * and paid before any member's extraction); answers the invoice lines it took (1).
   */
  plantDuplicateInvoice(ctx: InvoiceContext): number {
    const r = this.invoiceRandom;
    const s = this.shared.find((x) => x.conflict === 'none')!;
    const cc = s.vendor.companyCodes[0]!;
    const bldat = epochDay('2024-01-01') + r.int(0, 240);
    const grossCents = Math.round(Math.max(1500, r.logNormal(9000, 0.4)) * 100);
    const xblnr = `RE-${yearOf(bldat)}-${padded(r.int(60000, 99999), 5)}`;
    const open = ctx.answers.openInvoices;
    const created = createInvoice(ctx, 'fi-invoice', s.vendor, cc, bldat, 1, {
      xblnr,
      grossCents,
      noReversal: true,
      paid: true,
      keepKind: true,
    });
    if (ctx.answers.openInvoices !== open || created.reversed)
      throw new Error(`datagen: the cross-system duplicate invoice ${created.id} is not paid`);
    this.duplicate = {
      vendorId: vendorId(s.vendor.lifnr),
      invoiceId: created.id,
      companyCode: cc.code,
      reference: xblnr,
      date: isoDate(bldat),
      amount: grossCents / 100,
      currency: s.vendor.invoiceCurrency ?? cc.currency,
    };
    return created.lines;
  }

  answers(): CrossSystemAnswers {
    if (!this.duplicate) throw new Error('datagen: the cross-system duplicate invoice is not planted yet');
    return {
      groupSeed: this.options.groupSeed,
      member: this.options.member,
      nameRule: crossSystemNameRule,
      vendors: this.shared.map(({ vendor: v, conflict, contacts, blocked }) => ({
        conflict,
        name: v.name,
        country: v.country,
        vatId: v.stceg,
        taxId: v.stcd1,
        vendorId: vendorId(v.lifnr),
        companyCode: v.companyCodes[0]!.code,
        paymentTerm: v.paymentTerm.code,
        netDays: netDays(v.paymentTerm.code),
        street: v.street,
        postcode: v.postcode,
        town: v.town,
        bankAccount: contacts.bank?.bankn ?? '',
        iban: contacts.bank?.iban ?? '',
        postingBlock: blocked,
      })),
      duplicateInvoice: this.duplicate,
      notShown: [],
    };
  }
}
