import { z } from 'zod';
import { euMemberStates } from './countries';

/**
 * The country codes of the VAT numbers VIES checks: the 27 EU member states under their VAT prefix
 * (Greece is EL, not its ISO code GR) and XI, Northern Ireland's traders under the Windsor
 * Framework. Great Britain (GB) left VIES in 2021.
 */
export type VatCountryCode = Exclude<(typeof euMemberStates)[number], 'GR'> | 'EL' | 'XI';
export const vatCountryCodes: [VatCountryCode, ...VatCountryCode[]] = [
  'XI',
  ...euMemberStates.map((code): VatCountryCode => (code === 'GR' ? 'EL' : code)),
];

/** Longest VAT number text GET external/vat/:vatNumber takes, separators included. */
export const maxVatNumberTextLength = 40;

/** A VAT number as the checks use it: its country and the rest, without separators. */
export interface VatNumber {
  countryCode: VatCountryCode;
  /** The number after the country code, upper case, e.g. '136695976' of DE136695976. */
  number: string;
}

/** The number written as VIES writes it: country code and number, no separators. */
export function vatNumberText(vat: VatNumber): string {
  return `${vat.countryCode}${vat.number}`;
}

const isVatCountryCode = (code: string): code is VatCountryCode =>
  (vatCountryCodes as readonly string[]).includes(code);

/**
 * Reads a VAT number as a user or a vendor master writes it: any case; spaces, dots, dashes,
 * slashes, commas, colons and brackets between the characters are dropped ('de 136.695.976'); GR is
 * read as EL; a Belgian, Greek or Dutch number written without its leading zeros gets them. Answers the number, or the problem that makes it no VAT number at all (wrong shape, a country
 * VIES does not check). Whether the number has its country's format and check digits is a separate
 * question (the server's offline rules, or VIES).
 */
export function parseVatNumber(text: string): VatNumber | { problem: string } {
  const compact = text.toUpperCase().replace(/[\s.\-/,:()]/g, '');
  if (compact === '') return { problem: 'is empty; give a VAT number such as DE136695976' };
  const shape = /^([A-Z]{2})([A-Z0-9+*]{2,12})$/.exec(compact);
  if (!shape)
    return {
      problem:
        'is not a VAT number: expected a two-letter country code and 2 to 12 letters or digits, such as DE136695976',
    };
  const prefix = shape[1]!;
  const countryCode = prefix === 'GR' ? 'EL' : prefix;
  if (countryCode === 'GB')
    return {
      problem:
        'GB: VAT numbers of Great Britain are not checked by VIES since 2021; only those of Northern Ireland (XI) are',
    };
  if (!isVatCountryCode(countryCode))
    return {
      problem: `${prefix} is not a country VIES checks: expected the code of an EU member state (EL for Greece) or XI (Northern Ireland)`,
    };
  return { countryCode, number: withLeadingZeros(countryCode, shape[2]!) };
}

/**
 * The numbers of a few countries are often written without their leading zeros: Belgium's 9-digit
 * numbers of before 2007 (now 0 and the 9), Greece's 8-digit ones, Dutch ones with fewer than 9
 * digits before the B. VIES wants them whole.
 */
function withLeadingZeros(countryCode: VatCountryCode, number: string): string {
  if (countryCode === 'BE' && /^\d{9}$/.test(number)) return `0${number}`;
  if (countryCode === 'EL' && /^\d{8}$/.test(number)) return `0${number}`;
  const dutch = countryCode === 'NL' ? /^(\d{1,8})(B\d{2})$/.exec(number) : null;
  return dutch ? `${dutch[1]!.padStart(9, '0')}${dutch[2]!}` : number;
}

/** The path parameter of GET external/vat/:vatNumber, read by parseVatNumber. */
export const vatNumberParamsSchema = z.object({
  vatNumber: z
    .string()
    .max(maxVatNumberTextLength, `is longer than ${maxVatNumberTextLength} characters`)
    .transform((text, context) => {
      const parsed = parseVatNumber(text);
      if ('problem' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed;
    })
    .describe(
      'the VAT number with its country code (EL for Greece, XI for Northern Ireland); spaces, dots and dashes are ignored, e.g. DE136695976',
    ),
});

/** Where a check's answer comes from: the EU's VIES service, or the server's offline format rules. */
export const vatCheckSources = ['vies', 'offline'] as const;
export type VatCheckSource = (typeof vatCheckSources)[number];

/**
 * What an answer of GET external/vat is: a check made now with VIES (`checked`); the offline format
 * and check-digit rules only, VAT_CHECK=offline (`offline`); or VIES could not answer — down, busy,
 * too slow — so the number could not be checked now (`unavailable`, never a reason to call it invalid).
 */
export const vatCheckStatuses = ['checked', 'offline', 'unavailable'] as const;
export type VatCheckStatus = (typeof vatCheckStatuses)[number];

/** A real check (VIES) as the app store keeps it: the proof of what the register said, and when. */
export const storedVatCheckSchema = z.object({
  valid: z.boolean().describe('whether VIES said the number is valid (registered)'),
  company_name: z
    .string()
    .nullable()
    .describe('the registered name; null when the state does not disclose it'),
  company_address: z
    .string()
    .nullable()
    .describe('the registered address, lines separated by \\n; null when not disclosed'),
  checked_at: z.string().describe('when the check was made (ISO 8601, UTC)'),
  source: z.enum(vatCheckSources),
  request_identifier: z
    .string()
    .nullable()
    .describe('the consultation number VIES gave the check, when it gave one'),
});
export type StoredVatCheck = z.infer<typeof storedVatCheckSchema>;

/** The answer of GET external/vat/:vatNumber (spec 03 §7: valid, company_name, company_address). */
export const vatCheckAnswerSchema = z.object({
  vat_number: z.string().describe('the number as checked: country code and number, no separators'),
  country_code: z.enum(vatCountryCodes),
  status: z.enum(vatCheckStatuses),
  message: z.string().describe('what this answer is, in a sentence for the user'),
  valid: z
    .boolean()
    .nullable()
    .describe(
      'checked: what VIES said; offline: whether the format and check digits are right; unavailable: null (not known now)',
    ),
  company_name: z.string().nullable(),
  company_address: z.string().nullable(),
  checked_at: z.string().describe('when this answer was made (ISO 8601, UTC)'),
  source: z.enum(vatCheckSources),
  request_identifier: z.string().nullable(),
  format: z
    .object({
      valid: z.boolean(),
      problem: z
        .string()
        .nullable()
        .describe('what is wrong with the format or check digits, when valid is false'),
    })
    .describe('the offline format and check-digit rules of the country, always applied'),
  stored: storedVatCheckSchema
    .nullable()
    .describe(
      'offline and unavailable answers: the last real check of this number kept by the server, if any',
    ),
});
export type VatCheckAnswer = z.infer<typeof vatCheckAnswerSchema>;

/** The text of GET search/:system/:searchText: found anywhere in a vendor's name or ids, any case. */
export const vendorSearchTextSchema = z
  .string()
  .trim()
  .min(1, 'Enter a vendor name')
  .max(100, 'At most 100 characters')
  .describe('Text found anywhere in the vendor’s name or ids, any case.');

/** One vendor of GET search/:system/:searchText (spec 03 §7). */
export const vendorSearchRowSchema = z.object({
  vendor_id: z.string(),
  vendor_name: z.string().nullable(),
  account_group: z.string().nullable(),
  vat_id: z.string().nullable(),
  tax_id: z.string().nullable(),
  tax_id_2: z.string().nullable(),
});
export type VendorSearchRow = z.infer<typeof vendorSearchRowSchema>;
