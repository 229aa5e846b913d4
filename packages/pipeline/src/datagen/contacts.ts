import type { SapTableName } from '../sap/sap-tables';
import type { ExtractWriter } from './extract-writer';
import { padded, sapDate } from './formats';
import { accountGroups, paymentTerms, vendorAddressNumber, type Vendor } from './master-data';
import type { Random } from './random';

/** The optional tables datagen writes (their fields as sap-tables.ts defines them). */
export const datagenOptionalTables: readonly SapTableName[] = [
  'T052U',
  'T077Y',
  'LFM1',
  'LFBK',
  'TIBAN',
  'ADR6',
  'BSEC',
];

/** IBAN check digits (ISO 13616, mod 97) of a country code and BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return padded(98 - rest, 2);
}

/** Whether an IBAN's check digits are right (mod 97 = 1). */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const digits = `${s.slice(4)}${s.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

const gbBanks = ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL'];
const emailLocals = ['accounts', 'ap', 'invoices', 'billing', 'finance', 'info'];
const tlds: Record<string, string> = { DE: 'de', GB: 'co.uk', US: 'com', SG: 'com.sg' };

function slug(name: string): string {
  const core = name
    .replace(/\b(GmbH & Co\. KG|GmbH|AG|Ltd|PLC|LLP|Inc\.|LLC|Corp\.|Pte\. Ltd\.)$/, '')
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return core || 'vendor';
}

/** A well-formed e-mail address of a vendor. */
export function vendorEmail(random: Random, vendor: Vendor): string {
  if (vendor.accountGroup === 'EMPL') {
    const [last = 'employee', first = 'x'] = vendor.name.split(', ');
    return `${slug(first)}.${slug(last)}@spendlens-demo.com`;
  }
  return `${random.pick(emailLocals)}@${slug(vendor.name)}.${tlds[vendor.country] ?? 'com'}`;
}

/** Ways to break an e-mail address (ADR6-SMTP_ADDR). */
export const emailDefects: readonly { variant: string; apply: (email: string) => string }[] = [
  { variant: 'missing-at', apply: (e) => e.replace('@', '.') },
  { variant: 'double-at', apply: (e) => e.replace('@', '@@') },
  { variant: 'space-inside', apply: (e) => e.replace('@', ' @') },
  { variant: 'no-dot-in-domain', apply: (e) => e.replace(/\.[a-z.]+$/, '') },
  { variant: 'comma-for-dot', apply: (e) => e.replace(/\.([a-z]+)$/, ',$1') },
  { variant: 'trailing-dot', apply: (e) => `${e}.` },
];

/** Ways to break bank details (LFBK/TIBAN). */
export type BankDefect = 'iban-check-digits-wrong' | 'iban-digit-typo' | 'account-all-zeros';
export const bankDefects: readonly BankDefect[] = [
  'iban-check-digits-wrong',
  'iban-digit-typo',
  'account-all-zeros',
];

export interface BankDetails {
  banks: string;
  bankl: string;
  bankn: string;
  /** '' when the country has no IBAN (US, SG) or the account is broken without one. */
  iban: string;
}

/** Bank details of a vendor, well-formed unless `defect` is given (DE and GB vendors have IBANs). */
export function bankDetails(random: Random, vendor: Vendor, defect: BankDefect | null): BankDetails {
  const c = vendor.country;
  let bankl: string;
  let bankn: string;
  let bban = '';
  if (c === 'DE') {
    bankl = String(random.int(10000000, 87099999));
    bankn = padded(random.int(1, 9999999999), 10);
    bban = `${bankl}${bankn}`;
  } else if (c === 'GB') {
    bankl = padded(random.int(0, 999999), 6);
    bankn = padded(random.int(0, 99999999), 8);
    bban = `${random.pick(gbBanks)}${bankl}${bankn}`;
  } else if (c === 'US') {
    bankl = padded(random.int(11000000, 322271627), 9);
    bankn = String(random.int(100000000, 9999999999));
  } else {
    bankl = padded(random.int(7000000, 7999999), 7);
    bankn = padded(random.int(0, 9999999999), 10);
  }
  if (defect === 'account-all-zeros') return { banks: c, bankl, bankn: '0'.repeat(bankn.length), iban: '' };
  if (!bban) return { banks: c, bankl, bankn, iban: '' };
  const check = ibanCheckDigits(c, bban);
  let iban = `${c}${check}${bban}`;
  if (defect === 'iban-check-digits-wrong') {
    const wrong = padded(((Number(check) - 2 + random.int(1, 95)) % 97) + 2, 2);
    iban = `${c}${wrong === check ? padded(((Number(check) - 1) % 97) + 2, 2) : wrong}${bban}`;
  } else if (defect === 'iban-digit-typo') {
    // change one digit of the account number inside the BBAN (a single digit change always breaks mod 97)
    const at = iban.length - 1 - random.int(0, 5);
    const digit = Number(iban[at]);
    iban = `${iban.slice(0, at)}${(digit + random.int(1, 9)) % 10}${iban.slice(at + 1)}`;
  }
  return { banks: c, bankl, bankn, iban };
}

/** Contact data given for a vendor instead of drawn: bank details (none: no LFBK row) and e-mail. */
export interface GivenContacts {
  bank: BankDetails | null;
  email: string;
}

/**
 * Writes T052U, T077Y, and per vendor LFM1 (suppliers), LFBK and TIBAN (bank details; IBANs for DE
 * and GB), ADR6 (e-mail; ADDRNUMBER = LFA1-ADRNR). `emailDefect`/`bankDefect` break the planted ones;
 * answers the e-mail address and bank details written per LIFNR. A vendor of `sharedBank` gets the bank
 * account of the vendor it names there; a vendor of `given` the bank details and e-mail given there
 * (and no evaluated receipt settlement).
 */
export function writeContacts(
  writer: ExtractWriter,
  random: Random,
  vendors: readonly Vendor[],
  firstDay: number,
  emailDefect: ReadonlyMap<string, number>,
  bankDefect: ReadonlyMap<string, BankDefect>,
  sharedBank: ReadonlyMap<string, string> = new Map(),
  given: ReadonlyMap<string, GivenContacts> = new Map(),
): { emails: Map<string, string>; banks: Map<string, BankDetails> } {
  const texts: Record<string, string> = {
    '0001': 'Payable immediately without deduction',
    NT30: 'Within 30 days due net',
    NT45: 'Within 45 days due net',
    NT60: 'Within 60 days due net',
    Z214: 'Within 14 days 2 % cash discount, within 30 days due net',
    Z310: '10 days 3 %, 20 days 2 %, 45 days net',
  };
  for (const t of paymentTerms)
    writer.write('T052U', { SPRAS: 'E', ZTERM: t.code, ZTAGG: '00', TEXT1: texts[t.code] ?? t.code });
  const groupTexts: Record<string, string> = {
    LIEF: 'Vendors',
    KRED: 'Suppliers (external)',
    EMPL: 'Employees',
    CPD: 'One-time vendors',
  };
  for (const g of accountGroups)
    writer.write('T077Y', { SPRAS: 'E', KTOKK: g.code, TXT30: groupTexts[g.code] ?? g.code });

  const emails = new Map<string, string>();
  const banks = new Map<string, BankDetails>();
  for (const v of vendors) {
    const created = sapDate(firstDay - random.int(30, 3000));
    const fixed = given.get(v.lifnr);
    if (v.accountGroup === 'LIEF' || v.accountGroup === 'KRED') {
      for (const cc of v.companyCodes) {
        writer.write('LFM1', {
          LIFNR: v.lifnr,
          EKORG: `${cc.code.slice(0, 2)}00`,
          WAERS: v.invoiceCurrency ?? cc.currency,
          ZTERM: v.paymentTerm.code,
          MINBW: '0.00',
          SPERM: '',
          LOEVM: '',
          WEBRE: 'X',
          XERSY: random.chance(0.05) && !fixed ? 'X' : '',
          ERDAT: created,
          ERNAM: 'MDM_ADMIN',
        });
      }
    }
    if (v.accountGroup !== 'CPD' && fixed?.bank !== null) {
      const defect = bankDefect.get(v.lifnr) ?? null;
      const owner = sharedBank.get(v.lifnr);
      const bank = fixed?.bank ?? ((owner && banks.get(owner)) || bankDetails(random, v, defect));
      banks.set(v.lifnr, bank);
      writer.write('LFBK', {
        LIFNR: v.lifnr,
        BANKS: bank.banks,
        BANKL: bank.bankl,
        BANKN: bank.bankn,
        BKONT: '',
        BVTYP: '0001',
        KOINH: v.name,
      });
      // TIBAN is keyed by the account: a shared account has its IBAN row once
      if (bank.iban && !owner)
        writer.write('TIBAN', {
          BANKS: bank.banks,
          BANKL: bank.bankl,
          BANKN: bank.bankn,
          BKONT: '',
          IBAN: bank.iban,
          VALID_FROM: created,
        });
    }
    const adrnr = vendorAddressNumber(v.lifnr);
    const broken = emailDefect.get(v.lifnr);
    if (broken === undefined && v.accountGroup === 'CPD') continue;
    const good = fixed?.email ?? vendorEmail(random, v);
    const email = broken === undefined ? good : emailDefects[broken]!.apply(good);
    emails.set(v.lifnr, email);
    writer.write('ADR6', {
      ADDRNUMBER: adrnr,
      PERSNUMBER: '',
      CONSNUMBER: '001',
      FLGDEFAULT: 'X',
      SMTP_ADDR: email,
    });
  }
  return { emails, banks };
}
