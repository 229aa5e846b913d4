import { parseVatNumber, vatCountryCodes, type VatCountryCode } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  luhnCheckDigit,
  luhnValid,
  mod11_10Valid,
  modulo,
} from '../src/adapters/vat/check-digits';
import { checkVatFormat } from '../src/adapters/vat/vat-format';

/**
 * Real VAT numbers of each country, as they were found written on invoices and web pages (most from
 * python-stdnum's list of numbers found online; HR from Croatian companies' published OIBs; XI's
 * forms from HMRC's), and invalid ones: a real number with one digit changed (the check fails), or a
 * number of the wrong form (`[text, what the problem says]`).
 */
const cases: Record<VatCountryCode, { valid: string[]; invalid: [string, string][] }> = {
  AT: {
    valid: ['ATU 142 43 102', 'ATU13585627', 'ATU46080404', 'ATU 65480455'],
    invalid: [
      ['ATU 143 43 102', 'the check digit is wrong'],
      ['ATU15169209', 'the check digit is wrong'],
      ['AT 14243102', 'expected U and 8 digits'],
    ],
  },
  BE: {
    valid: ['BE 0202.239.951', 'BE0428759497', 'BE (0)468.561.072', 'BE 444.503.092'],
    invalid: [
      ['BE 0406.139.583', 'the check digits are wrong'],
      ['BE697449982', 'the check digits are wrong'],
      ['BE 2202.239.951', 'expected 10 digits starting with 0 or 1'],
    ],
  },
  BG: {
    valid: ['BG 103873594', 'BG 124 551 319', 'BG7523169263', 'BG8032056031'],
    invalid: [
      ['BG 131 172 009', 'the check digit is wrong'],
      ['BG 200940556', 'the check digit is wrong'],
      ['BG 1037735942', 'the check digit is wrong'],
      ['BG 12345678', 'expected 9 or 10 digits'],
    ],
  },
  CY: {
    valid: ['CY 10246672X', 'CY-10259033P', 'CY00632993 F', 'CY 10285193Z'],
    invalid: [
      ['CY 10246672F', 'the check digit is wrong'],
      ['CY00632893 F', 'the check digit is wrong'],
      ['CY12000000C', 'the number cannot start with 12'],
      ['CY 102466729', 'expected 8 digits (the first 0–5 or 9) and a letter'],
    ],
  },
  CZ: {
    valid: ['CZ 25123891', 'CZ450 33 145', 'CZ 640903926', 'CZ 736028/5163', 'CZ6011270177'],
    invalid: [
      ['CZ 25557481', 'the check digit is wrong'],
      ['CZ 640913926', 'the check digit is wrong'],
      ['CZ 8058018314', 'the check digit is wrong'],
      ['CZ 91234567', 'an 8-digit number cannot start with 9'],
      ['CZ 7613325163', 'the birth date in the number does not exist'],
    ],
  },
  DE: {
    valid: ['DE - 113866163', 'DE 221.304.969', 'DE812847601', 'DE 813 11 38 75'],
    invalid: [
      ['DE 125014855', 'the check digit is wrong'],
      ['DE 813 91 38 75', 'the check digit is wrong'],
      ['DE 012345678', 'expected 9 digits not starting with 0'],
    ],
  },
  DK: {
    valid: ['DK 10 50 32 80', 'DK-27630308', 'DK 2566 2202', 'DK: 21599336'],
    invalid: [
      ['DK 11 96 56 58', 'the check digit is wrong'],
      ['DK-27996592', 'the check digit is wrong'],
      ['DK 0150328', 'expected 8 digits not starting with 0'],
    ],
  },
  EE: {
    valid: ['EE 100 931 558', 'EE101256753', 'EE 100594102'],
    invalid: [
      ['EE 100 941 558', 'the check digit is wrong'],
      ['EE101256754', 'the check digit is wrong'],
      ['EE 200931558', 'expected 9 digits starting with 10'],
    ],
  },
  EL: {
    valid: ['EL 094012834', 'EL-082857563', 'GR 094501040', 'EL 94051189'],
    invalid: [
      ['EL 094013834', 'the check digit is wrong'],
      ['EL094501140', 'the check digit is wrong'],
      ['EL 0940128345', 'expected 9 digits'],
    ],
  },
  ES: {
    valid: ['ES A-28184661', 'ES - Q0818001J', 'ES 54362315K', 'ES X5277343Q', 'ES B64717838'],
    invalid: [
      ['ES 54362415K', 'the check digit is wrong'],
      ['ES K-2814015-F', 'the check digit is wrong'],
      ['ES-x-2322300w', 'the check digit is wrong'],
      ['Es-a48951310', 'the check digit is wrong'],
      ['ES I2818466A', 'I is not a type letter of a Spanish entity'],
    ],
  },
  FI: {
    valid: ['FI 0982651-1', 'FI 20774740', 'FI-22291259', 'FI18261444'],
    invalid: [
      ['FI 20774741', 'the check digit is wrong'],
      ['FI-22291269', 'the check digit is wrong'],
      ['FI 2077474', 'expected 8 digits'],
    ],
  },
  FR: {
    valid: ['FR 04409414364', 'FR 13 393 892 815', 'Fr 40 303 265 045', 'FR K 7399859412', 'FR16000063601'],
    invalid: [
      ['FR 04409414264', 'the SIREN (the last 9 digits) is not valid'],
      ['FR 21 326 565 603', 'the check digits are wrong'],
      ['FR L 7399859412', 'the check digits are wrong'],
      ['FR IO 303265045', 'expected a 2-character key'],
    ],
  },
  HR: {
    valid: ['HR33392005961', 'HR 81793146560', 'HR27759560625', 'HR 92963223473'],
    invalid: [
      ['HR33392005962', 'the check digit is wrong'],
      ['HR 81793146561', 'the check digit is wrong'],
      ['HR 8179314656', 'expected 11 digits'],
    ],
  },
  HU: {
    valid: ['HU 10672101', 'HU -12509403', 'HU11377304', 'HU 12892312'],
    invalid: [
      ['HU 10672111', 'the check digit is wrong'],
      ['HU11377314', 'the check digit is wrong'],
      ['HU 106721011', 'expected 8 digits'],
    ],
  },
  IE: {
    valid: ['IE 6388047V', 'IE 632 3420 C', 'IE8D79739I', 'IE6433435OA', 'IE 8223200u'],
    invalid: [
      ['IE 4731823H', 'the check digit is wrong'],
      ['IE 632 3421 C', 'the check digit is wrong'],
      ['IE8D79729I', 'the check digit is wrong'],
      ['IE 63234201', 'expected 7 digits and 1 or 2 letters'],
    ],
  },
  IT: {
    valid: ['IT 00118439991', 'IT - 01404480202', 'IT 0 0 6 1 8 2 8 0 4 9 9', 'IT00950501007'],
    invalid: [
      ['IT 00118439992', 'the check digit is wrong'],
      ['IT 01404480203', 'the check digit is wrong'],
      ['IT 00000001234', 'the company number (digits 1–7) cannot be 0000000'],
      ['IT 00118431501', 'the tax office code 150 (digits 8–10) does not exist'],
    ],
  },
  LT: {
    valid: ['LT 119511515', 'LT 100001919017', 'LT100004801610', 'LT 235449811'],
    invalid: [
      ['LT 119511516', 'the check digit is wrong'],
      ['LT 100001919018', 'the check digit is wrong'],
      ['LT 119511525', 'the 8th digit of a 9-digit number must be 1'],
      ['LT 1195115', 'expected 9 or 12 digits'],
    ],
  },
  LU: {
    valid: ['LU 10059929', 'LU 150 274 42', 'LU: 2294 4200', 'Lu 19980500'],
    invalid: [
      ['LU 10059928', 'the check digits are wrong'],
      ['LU 15027443', 'the check digits are wrong'],
      ['LU 100599', 'expected 8 digits'],
    ],
  },
  LV: {
    valid: ['LV 40003521600', 'LV 4000 3521 600', 'LV 90000528023', 'LV-42103048183'],
    invalid: [
      ['LV 40003189715', 'the check digit is wrong'],
      ['LV 90000528022', 'the check digit is wrong'],
      ['LV-10103241337', 'the birth date in the personal code does not exist'],
      ['LV 4000352160', 'expected 11 digits'],
    ],
  },
  MT: {
    valid: ['MT 1039-6417', 'MT 1167-9112', 'MT 17025737', 'MT 20630321'],
    invalid: [
      ['MT 1039-6418', 'the check digits are wrong'],
      ['MT 17025747', 'the check digits are wrong'],
      ['MT 03961741', 'expected 8 digits not starting with 0'],
    ],
  },
  NL: {
    valid: ['NL 806753742B01', 'NL-8197.38.116.B.01', 'NL001452330B47', 'NL 004495445B01', 'NL4495445B01'],
    invalid: [
      ['NL 806753743B01', 'the check digit is wrong'],
      ['NL001452331B47', 'the check digit is wrong'],
      ['NL 806753742B00', 'the last two digits cannot be 00'],
      ['NL 806753742', 'expected 9 digits, B and 2 digits'],
    ],
  },
  PL: {
    valid: ['PL 5211355116', 'PL 584-030-44-72', 'PL 7271676569', 'PL 5260250274'],
    invalid: [
      ['PL 5211355117', 'the check digit is wrong'],
      ['PL 5260250275', 'the check digit is wrong'],
      ['PL 521135511', 'expected 10 digits'],
    ],
  },
  PT: {
    valid: ['PT 500 019 720', 'PT 501964843', 'PT-505 856 468', 'PT503038083'],
    invalid: [
      ['PT 500 019 721', 'the check digit is wrong'],
      ['PT 501964844', 'the check digit is wrong'],
      ['PT 050019720', 'expected 9 digits not starting with 0'],
    ],
  },
  RO: {
    valid: ['RO 11358544', 'RO 1822964', 'RO 573768', 'RO-23867797', 'Ro 15071875'],
    invalid: [
      ['RO 11358545', 'the check digit is wrong'],
      ['RO 573767', 'the check digit is wrong'],
      ['RO 0573768', 'expected 2 to 10 digits not starting with 0'],
    ],
  },
  SE: {
    valid: ['SE 556058115801', 'SE 202 100-5000 01', 'SE-556666-4438-01', 'Se 556250398601'],
    invalid: [
      ['SE 556058115901', 'the check digit is wrong'],
      ['SE 202 100-5001 01', 'the check digit is wrong'],
      ['SE 556058115802', 'expected 12 digits ending in 01'],
    ],
  },
  SI: {
    valid: ['SI 26808498', 'SI 3609 7152', 'SI-83815201', 'SI 50223054'],
    invalid: [
      ['SI 26808499', 'the check digit is wrong'],
      ['SI-83815202', 'the check digit is wrong'],
      ['SI 06808498', 'expected 8 digits not starting with 0'],
    ],
  },
  SK: {
    valid: ['SK 1078449064', 'SK 202 274 96 19', 'SK2022193459', 'SK 2021853504'],
    invalid: [
      ['SK 1078449164', 'the check digit is wrong'],
      ['SK 2030 237 945', 'the check digit is wrong'],
      ['SK 302 274 96 19', 'the check digit is wrong'],
      ['SK 2012749619', 'the third digit must be 2, 3, 4, 7, 8 or 9'],
    ],
  },
  XI: {
    valid: [
      'XI 432525179',
      'XI980780684',
      'XI 100 1908 74',
      'XI242338087388',
      'XIGD100',
      'XIHA501',
      'XIGD888810003',
    ],
    invalid: [
      ['XI 432525178', 'the check digits are wrong'],
      ['XI802311781', 'the check digits are wrong'],
      ['XI 001234567', 'the check digits are wrong'],
      ['XIGD600', 'a government department number is GD000 to GD499'],
      ['XIHA888856783', 'the check digits are wrong'],
      ['XI9807806842', 'expected 9 or 12 digits, or GD or HA and 3 digits'],
    ],
  },
};

const check = (text: string) => {
  const vat = parseVatNumber(text);
  if ('problem' in vat) throw new Error(`${text}: ${vat.problem}`);
  return { vat, result: checkVatFormat(vat) };
};

describe('offline VAT number rules', () => {
  it('has a rule and cases for each of the 27 member states and XI', () => {
    expect(Object.keys(cases).sort()).toEqual([...vatCountryCodes].sort());
    expect(vatCountryCodes).toHaveLength(28);
  });

  describe.each(vatCountryCodes)('%s', (country) => {
    it('accepts real numbers, written with separators or not, and refuses changed ones naming the problem', () => {
      for (const text of cases[country].valid) {
        const { vat, result } = check(text);
        expect(vat.countryCode, text).toBe(country);
        expect(result, text).toEqual({ valid: true, problem: null });
      }
      for (const [text, problem] of cases[country].invalid) {
        const { vat, result } = check(text);
        expect(vat.countryCode, text).toBe(country);
        expect(result.valid, text).toBe(false);
        expect(result.problem, text).toContain(`Not a valid ${country} VAT number: ${problem}`);
      }
    });
  });
});

describe('parseVatNumber', () => {
  it('drops separators, reads GR as EL and adds the leading zeros Belgian, Greek and Dutch numbers lose', () => {
    expect(parseVatNumber(' de 136.695-976 ')).toEqual({ countryCode: 'DE', number: '136695976' });
    expect(parseVatNumber('GR094012834')).toEqual({ countryCode: 'EL', number: '094012834' });
    expect(parseVatNumber('BE 444.503.092')).toEqual({ countryCode: 'BE', number: '0444503092' });
    expect(parseVatNumber('EL 94051189')).toEqual({ countryCode: 'EL', number: '094051189' });
    expect(parseVatNumber('NL4495445B01')).toEqual({ countryCode: 'NL', number: '004495445B01' });
  });

  it('names what makes a text no VAT number at all', () => {
    expect(parseVatNumber('  ')).toEqual({ problem: 'is empty; give a VAT number such as DE136695976' });
    for (const text of ['136695976', 'D1', 'DE1', 'DE1234567890123', 'DE 136#695'])
      expect(parseVatNumber(text), text).toEqual({
        problem:
          'is not a VAT number: expected a two-letter country code and 2 to 12 letters or digits, such as DE136695976',
      });
    expect(parseVatNumber('US123456789')).toEqual({
      problem:
        'US is not a country VIES checks: expected the code of an EU member state (EL for Greece) or XI (Northern Ireland)',
    });
    expect(parseVatNumber('GB980780684')).toEqual({
      problem:
        'GB: VAT numbers of Great Britain are not checked by VIES since 2021; only those of Northern Ireland (XI) are',
    });
  });
});

describe('check-digit arithmetic', () => {
  it('computes Luhn, ISO 7064 MOD 11,10 and long remainders', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(mod11_10Valid('136695976')).toBe(true);
    expect(mod11_10Valid('136695977')).toBe(false);
    expect(modulo('232100449544511001', 97)).toBe(Number(232100449544511001n % 97n));
    expect(isCalendarDay(2024, 2, 29)).toBe(true);
    expect(isCalendarDay(2023, 2, 29)).toBe(false);
  });
});
