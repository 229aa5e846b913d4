import { genericWords, normaliseCompanyName } from '@spendlens/matching';
import { sdnEntities } from './sanctions';
import type { ExtractWriter } from './extract-writer';
import { padded, sapDate } from './formats';
import { WeightedPicker, zipfWeights, type Random } from './random';

export interface CompanyCode {
  code: string;
  name: string;
  city: string;
  country: string;
  currency: string;
  language: string;
  /** Share of the invoice documents. */
  share: number;
  /** Input tax rate on invoices (0 where purchase tax is not posted in AP). */
  taxRate: number;
  /** Currencies some of its vendors invoice in, besides its own. */
  foreignCurrencies: string[];
  /** Payment methods of its country (T042Z). */
  methods: { code: string; text: string }[];
}

export const companyCodes: readonly CompanyCode[] = [
  {
    code: 'DE01',
    name: 'Spendlens Demo GmbH',
    city: 'Frankfurt am Main',
    country: 'DE',
    currency: 'EUR',
    language: 'D',
    share: 0.4,
    taxRate: 0.19,
    foreignCurrencies: ['USD', 'GBP'],
    methods: [
      { code: 'T', text: 'Überweisung (SEPA)' },
      { code: 'L', text: 'Lastschrift' },
    ],
  },
  {
    code: 'GB01',
    name: 'Spendlens Demo Ltd',
    city: 'London',
    country: 'GB',
    currency: 'GBP',
    language: 'E',
    share: 0.25,
    taxRate: 0.2,
    foreignCurrencies: ['EUR', 'USD'],
    methods: [
      { code: 'B', text: 'BACS transfer' },
      { code: 'C', text: 'Cheque' },
    ],
  },
  {
    code: 'US01',
    name: 'Spendlens Demo Inc.',
    city: 'Chicago',
    country: 'US',
    currency: 'USD',
    language: 'E',
    share: 0.28,
    taxRate: 0,
    foreignCurrencies: ['EUR'],
    methods: [
      { code: 'A', text: 'ACH transfer' },
      { code: 'C', text: 'Check' },
      { code: 'W', text: 'Wire transfer' },
    ],
  },
  {
    code: 'SG01',
    name: 'Spendlens Demo Pte. Ltd.',
    city: 'Singapore',
    country: 'SG',
    currency: 'SGD',
    language: 'E',
    share: 0.07,
    taxRate: 0.09,
    foreignCurrencies: ['USD'],
    methods: [
      { code: 'G', text: 'GIRO transfer' },
      { code: 'W', text: 'Telegraphic transfer' },
    ],
  },
];

export interface PaymentTerm {
  code: string;
  days1: number;
  percent1: number;
  days2: number;
  percent2: number;
  days3: number;
}

export const paymentTerms: readonly PaymentTerm[] = [
  { code: '0001', days1: 0, percent1: 0, days2: 0, percent2: 0, days3: 0 },
  { code: 'NT30', days1: 30, percent1: 0, days2: 0, percent2: 0, days3: 0 },
  { code: 'NT45', days1: 45, percent1: 0, days2: 0, percent2: 0, days3: 0 },
  { code: 'NT60', days1: 60, percent1: 0, days2: 0, percent2: 0, days3: 0 },
  { code: 'Z214', days1: 14, percent1: 2, days2: 30, percent2: 0, days3: 0 },
  { code: 'Z310', days1: 10, percent1: 3, days2: 20, percent2: 2, days3: 45 },
];
const termWeights = [1, 6, 2, 2, 2, 1];

/** Vendor account groups (T077K): standard, suppliers, employees, one-time (CPD). */
export const accountGroups = [
  { code: 'LIEF', numberRange: '01', oneTime: false, weight: 0.5 },
  { code: 'KRED', numberRange: '02', oneTime: false, weight: 0.35 },
  { code: 'EMPL', numberRange: '03', oneTime: false, weight: 0.1 },
  { code: 'CPD', numberRange: '04', oneTime: true, weight: 0.05 },
] as const;
export type AccountGroup = (typeof accountGroups)[number]['code'];

export interface Vendor {
  lifnr: string;
  accountGroup: AccountGroup;
  country: string;
  /** Company codes it is extended to (LFB1); the first is its home. */
  companyCodes: CompanyCode[];
  paymentTerm: PaymentTerm;
  /** Median gross invoice amount in its home currency. */
  typicalAmount: number;
  /** Invoices in a foreign currency, if any. */
  invoiceCurrency: string | null;
  name: string;
  town: string;
  street: string;
  postcode: string;
  /** Tax number (LFA1-STCD1), '' for employees. */
  stcd1: string;
  /** VAT registration number (LFA1-STCEG), DE and GB vendors only. */
  stceg: string;
  /** Next sequence number of its invoice references (XBLNR), so that references are unique per vendor. */
  nextReference: number;
  /** A planted low-value vendor: small invoices only (see anomalies.ts). */
  lowValue: boolean;
}

const stems = [
  'Atlas',
  'Nordwind',
  'Blue Harbour',
  'Kestrel',
  'Granite',
  'Meridian',
  'Lumen',
  'Orchard',
  'Vector',
  'Summit',
  'Rhein',
  'Thames',
  'Lakeshore',
  'Pioneer',
  'Cobalt',
  'Evergreen',
  'Falcon',
  'Harbour',
  'Ironbridge',
  'Juniper',
  'Keystone',
  'Lotus',
  'Marlin',
  'Northstar',
  'Oakfield',
  'Pacific',
  'Quarry',
  'Redwood',
  'Silverline',
  'Tidewater',
];
const trades = [
  'Logistics',
  'Components',
  'Office Supplies',
  'IT Services',
  'Facility Management',
  'Engineering',
  'Packaging',
  'Consulting',
  'Print & Media',
  'Catering',
  'Electrical',
  'Chemicals',
  'Security',
  'Travel',
  'Software',
];
const legalForms: Record<string, string[]> = {
  DE: ['GmbH', 'AG', 'GmbH & Co. KG'],
  GB: ['Ltd', 'PLC', 'LLP'],
  US: ['Inc.', 'LLC', 'Corp.'],
  SG: ['Pte. Ltd.'],
};
const firstNames = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Mei',
  'Noah',
];
const lastNames = [
  'Müller',
  'Smith',
  'Tan',
  "O'Brien",
  'Schneider',
  'Johnson',
  'Lim',
  'Weber',
  'Brown',
  'Garcia',
  'Fischer',
  'Taylor',
];
const towns: Record<string, string[]> = {
  DE: ['Berlin', 'Hamburg', 'München', 'Köln', 'Stuttgart'],
  GB: ['London', 'Manchester', 'Leeds', 'Bristol'],
  US: ['Chicago', 'Dallas', 'Boston', 'Denver', 'Atlanta'],
  SG: ['Singapore', 'Jurong', 'Woodlands'],
};
const nameSuffixes = ['Group', 'Holding', 'International', 'Solutions', 'Systems', 'Trading', 'Works'];

/** A vendor name's comparison key: lower case, letters and digits only. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

let sdnKeys: Set<string> | null = null;
/** A name without its legal forms, as the sanctions matcher compares it (packages/matching). */
const sdnCoreKey = (name: string): string => {
  const n = normaliseCompanyName(name);
  return (n.core || n.canonical).replaceAll(' ', '');
};

/** A name's distinctive words (its core less generic business words), as the sanctions score weighs them. */
const distinctiveKey = (name: string): string => {
  const n = normaliseCompanyName(name);
  return n.tokens.filter((t) => !genericWords.has(t)).join('');
};

/**
 * The core names of the SDN entities and their distinctive words (an ordinary generated vendor must
 * match neither: 'Marlin Security' is 'MARLIN' to the screener).
 */
function sdnNameKeys(): Set<string> {
  sdnKeys ??= new Set(sdnEntities().flatMap((e) => [sdnCoreKey(e.name), `d:${distinctiveKey(e.name)}`]));
  return sdnKeys;
}

/**
 * A vendor name whose core (the name without its legal form) is new: the baseline has no two vendors
 * with the same or nearly the same name, so that the planted duplicates and look-alikes are the only ones.
 */
function vendorName(
  random: Random,
  group: AccountGroup,
  country: string,
  index: number,
  used: Set<string>,
): string {
  if (group === 'CPD') return `One-time vendor ${country} ${index}`;
  for (let attempt = 0; ; attempt++) {
    let core: string;
    let name: string;
    if (group === 'EMPL') {
      core = `${random.pick(lastNames)}, ${random.pick(firstNames)}`;
      if (attempt >= 6) core += ` ${random.pick(firstNames)}`;
      if (attempt >= 20) core += ` ${index}`;
      name = core;
    } else {
      const form = random.pick(legalForms[country]!);
      // Some names carry a comma or quotes, as real ones do, so the CSV needs its quoting.
      if (random.chance(0.05)) core = `${random.pick(stems)}, ${random.pick(stems)} & Partners`;
      else if (random.chance(0.03)) core = `"${random.pick(stems)}" ${random.pick(trades)}`;
      else core = `${random.pick(stems)} ${random.pick(trades)}`;
      if (attempt >= 6) core += ` ${random.pick(nameSuffixes)}`;
      if (attempt >= 20) core += ` ${index}`;
      name = `${core} ${form}`;
    }
    const key = nameKey(core);
    // an ordinary vendor never bears a sanctioned entity's name by chance: only the planted cases do
    if (
      !used.has(key) &&
      !sdnNameKeys().has(sdnCoreKey(core)) &&
      !sdnNameKeys().has(`d:${distinctiveKey(core)}`)
    ) {
      used.add(key);
      return name;
    }
  }
}

/** LIFNR of the vendor with 0-based index `i` (employees E…, others numeric, ALPHA-padded). */
export function vendorLifnr(group: AccountGroup, i: number): string {
  return group === 'EMPL' ? `E${padded(i + 1, 7)}` : padded(100000 + i * 7 + 1, 10);
}

/** A new vendor with index `i` (not yet written). */
export function makeVendor(
  random: Random,
  i: number,
  usedNames: Set<string>,
  fixed: { group?: AccountGroup; home?: CompanyCode } = {},
): Vendor {
  const group = fixed.group ?? accountGroups[groupPicker.pick(random)]!.code;
  const home = fixed.home ?? companyCodes[ccPicker.pick(random)]!;
  const extended =
    group === 'LIEF' || group === 'KRED' ? companyCodes.filter((c) => c !== home && random.chance(0.25)) : [];
  const country =
    group === 'EMPL' || group === 'CPD' || random.chance(0.85)
      ? home.country
      : random.pick(companyCodes).country;
  return {
    lifnr: vendorLifnr(group, i),
    accountGroup: group,
    country,
    companyCodes: [home, ...extended],
    paymentTerm: group === 'EMPL' ? paymentTerms[0]! : paymentTerms[termPicker.pick(random)]!,
    // suppliers invoice some thousands typically (no supplier is low-value by chance); employees claim expenses
    typicalAmount:
      group === 'EMPL' ? 120 : group === 'CPD' ? 400 : Math.max(4000, random.logNormal(6000, 0.5)),
    invoiceCurrency: group === 'LIEF' && random.chance(0.12) ? random.pick(home.foreignCurrencies) : null,
    name: vendorName(random, group, country, i + 1, usedNames),
    town: random.pick(towns[country]!),
    street: `${random.pick(stems)} Street ${random.int(1, 250)}`,
    postcode: padded(random.int(1000, 99999), 5),
    stcd1: group === 'EMPL' ? '' : padded(random.int(1, 999999999), 10),
    stceg: country === 'DE' || country === 'GB' ? `${country}${padded(random.int(1, 999999999), 9)}` : '',
    nextReference: random.int(1, 5000),
    lowValue: false,
  };
}

/** The towns of a country (none for a country datagen has no towns of). */
export function townsOf(country: string): readonly string[] {
  return towns[country] ?? [];
}

/** Other towns of a country than `town` (for look-alike vendors elsewhere). */
export function otherTowns(country: string, town: string): string[] {
  return towns[country]!.filter((t) => t !== town);
}

const groupPicker = new WeightedPicker(accountGroups.map((g) => g.weight));
const ccPicker = new WeightedPicker(companyCodes.map((c) => c.share));
const termPicker = new WeightedPicker(termWeights);

/**
 * Writes a vendor's LFA1 row and its LFB1 rows (one per company code). `fixed` fixes the flags
 * instead of drawing them (the same draws are made): blocked for posting (LFA1 and LFB1 SPERR) or
 * not, never a purchasing or payment block nor a deletion flag.
 */
export function writeVendor(
  writer: ExtractWriter,
  random: Random,
  vendor: Vendor,
  firstDay: number,
  fixed?: { blocked: boolean },
): void {
  const group = vendor.accountGroup;
  const created = firstDay - random.int(30, 3000);
  const drawn = random.chance(0.03);
  const blocked = fixed ? fixed.blocked : drawn;
  writer.write('LFA1', {
    LIFNR: vendor.lifnr,
    LAND1: vendor.country,
    NAME1: vendor.name,
    NAME2: random.chance(0.2) ? 'Accounts Receivable' : '',
    ORT01: vendor.town,
    PSTLZ: vendor.postcode,
    STRAS: vendor.street,
    ADRNR: vendorAddressNumber(vendor.lifnr),
    STCD1: vendor.stcd1,
    STCEG: vendor.stceg,
    KTOKK: group,
    SPERR: blocked ? 'X' : '',
    SPERM: !fixed && blocked && random.chance(0.5) ? 'X' : '',
    LOEVM: random.chance(0.02) && !fixed ? 'X' : '',
    ERDAT: sapDate(created),
    ERNAM: random.pick(['MDM_ADMIN', 'JSMITH', 'MMUELLER']),
    XCPDK: group === 'CPD' ? 'X' : '',
    TELF1: `+${random.int(1, 99)} ${random.int(100000, 9999999)}`,
    BRSCH: group === 'EMPL' ? '' : padded(random.int(1, 20), 4),
  });
  for (const cc of vendor.companyCodes) {
    writer.write('LFB1', {
      LIFNR: vendor.lifnr,
      BUKRS: cc.code,
      ERDAT: sapDate(created + random.int(0, 30)),
      ERNAM: 'MDM_ADMIN',
      SPERR: fixed?.blocked ? 'X' : '',
      AKONT: group === 'EMPL' ? '160000' : '160100',
      ZWELS: cc.methods.map((m) => m.code).join(''),
      ZTERM: vendor.paymentTerm.code,
      ZAHLS: random.chance(0.02) && !fixed ? 'A' : '',
      REPRF: 'X',
    });
  }
}

/** The vendor's address number (LFA1-ADRNR → ADRC/ADR6-ADDRNUMBER). */
export function vendorAddressNumber(lifnr: string): string {
  return `9${lifnr.replace(/\D/g, '').padStart(9, '0')}`;
}

/**
 * Writes T001, T052, T042Z, T077K, LFA1 and LFB1; answers the vendors, biggest spenders first (Zipf).
 * `usedNames` collects the name keys (see `vendorName`).
 */
export function writeMasterData(
  writer: ExtractWriter,
  random: Random,
  vendorCount: number,
  firstDay: number,
  usedNames: Set<string>,
): Vendor[] {
  for (const cc of companyCodes) {
    writer.write('T001', {
      BUKRS: cc.code,
      BUTXT: cc.name,
      ORT01: cc.city,
      LAND1: cc.country,
      WAERS: cc.currency,
      SPRAS: cc.language,
      KTOPL: 'INT',
      PERIV: 'K4',
    });
  }
  for (const t of paymentTerms) {
    writer.write('T052', {
      ZTERM: t.code,
      ZTAGG: '00',
      ZDART: 'B',
      ZFAEL: '00',
      ZMONA: '00',
      ZTAG1: String(t.days1),
      ZPRZ1: t.percent1.toFixed(3),
      ZTAG2: String(t.days2),
      ZPRZ2: t.percent2.toFixed(3),
      ZTAG3: String(t.days3),
    });
  }
  for (const cc of companyCodes)
    for (const m of cc.methods) writer.write('T042Z', { LAND1: cc.country, ZLSCH: m.code, TEXT1: m.text });
  for (const g of accountGroups)
    writer.write('T077K', { KTOKK: g.code, NUMKR: g.numberRange, XCPDS: g.oneTime ? 'X' : '' });

  const vendors: Vendor[] = [];
  for (let i = 0; i < vendorCount; i++) {
    const vendor = makeVendor(random, i, usedNames);
    vendors.push(vendor);
    writeVendor(writer, random, vendor, firstDay);
  }
  return vendors;
}

/** Picks vendors with Zipf-distributed weights: the first vendors get most invoices. */
export function vendorPicker(vendors: readonly Vendor[]): WeightedPicker {
  return new WeightedPicker(zipfWeights(vendors.length));
}
