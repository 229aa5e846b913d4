import { euMemberStates } from '@spendlens/domain';
/**
 * Region of a company code, derived from its country (T001-LAND1) by this static map. The three
 * regions are the ones the company-code selector offers ('EMEA' | 'AMER' | 'APAC'); a country not in
 * the map has no region (null) rather than a guessed one.
 */
export type Region = 'EMEA' | 'AMER' | 'APAC';

const emea = [
  // European Union and EEA
  ...euMemberStates,
  'IS',
  'LI',
  'NO',
  // rest of Europe
  'GB',
  'CH',
  'AL',
  'BA',
  'BY',
  'GE',
  'MD',
  'ME',
  'MK',
  'RS',
  'RU',
  'TR',
  'UA',
  'AD',
  'MC',
  'SM',
  'VA',
  // Middle East
  'AE',
  'BH',
  'IL',
  'IQ',
  'JO',
  'KW',
  'LB',
  'OM',
  'QA',
  'SA',
  'YE',
  // Africa
  'DZ',
  'AO',
  'BW',
  'CI',
  'CM',
  'EG',
  'ET',
  'GH',
  'KE',
  'MA',
  'MU',
  'MZ',
  'NA',
  'NG',
  'RW',
  'SN',
  'TN',
  'TZ',
  'UG',
  'ZA',
  'ZM',
  'ZW',
] as const;
const amer = [
  'US',
  'CA',
  'MX',
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'DO',
  'EC',
  'GT',
  'HN',
  'JM',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'TT',
  'UY',
  'VE',
] as const;
const apac = [
  'AU',
  'BD',
  'CN',
  'HK',
  'ID',
  'IN',
  'JP',
  'KH',
  'KR',
  'LK',
  'MM',
  'MN',
  'MO',
  'MY',
  'NZ',
  'PH',
  'PK',
  'SG',
  'TH',
  'TW',
  'VN',
  'KZ',
  'UZ',
] as const;

export const countryRegions: ReadonlyMap<string, Region> = new Map<string, Region>([
  ...emea.map((c) => [c, 'EMEA'] as const),
  ...amer.map((c) => [c, 'AMER'] as const),
  ...apac.map((c) => [c, 'APAC'] as const),
]);

/** The region of an ISO 3166-1 alpha-2 country code (case-insensitive), or null. */
export function regionOfCountry(country: string | null | undefined): Region | null {
  if (!country) return null;
  return countryRegions.get(country.trim().toUpperCase()) ?? null;
}
