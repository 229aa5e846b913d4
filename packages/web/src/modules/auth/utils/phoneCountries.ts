/** A country of the phone input: ISO code, name and calling code. */
export interface PhoneCountry {
  code: string;
  name: string;
  dial: string;
}

/** The countries the phone input offers; gb first, the default (spec 01 §2, spec 03 §2.4). */
export const phoneCountries: readonly PhoneCountry[] = [
  { code: 'gb', name: 'United Kingdom', dial: '44' },
  { code: 'ie', name: 'Ireland', dial: '353' },
  { code: 'us', name: 'United States', dial: '1' },
  { code: 'ca', name: 'Canada', dial: '1' },
  { code: 'au', name: 'Australia', dial: '61' },
  { code: 'nz', name: 'New Zealand', dial: '64' },
  { code: 'at', name: 'Austria', dial: '43' },
  { code: 'be', name: 'Belgium', dial: '32' },
  { code: 'ch', name: 'Switzerland', dial: '41' },
  { code: 'cz', name: 'Czechia', dial: '420' },
  { code: 'de', name: 'Germany', dial: '49' },
  { code: 'dk', name: 'Denmark', dial: '45' },
  { code: 'es', name: 'Spain', dial: '34' },
  { code: 'fi', name: 'Finland', dial: '358' },
  { code: 'fr', name: 'France', dial: '33' },
  { code: 'gr', name: 'Greece', dial: '30' },
  { code: 'hu', name: 'Hungary', dial: '36' },
  { code: 'it', name: 'Italy', dial: '39' },
  { code: 'lu', name: 'Luxembourg', dial: '352' },
  { code: 'nl', name: 'Netherlands', dial: '31' },
  { code: 'no', name: 'Norway', dial: '47' },
  { code: 'pl', name: 'Poland', dial: '48' },
  { code: 'pt', name: 'Portugal', dial: '351' },
  { code: 'ro', name: 'Romania', dial: '40' },
  { code: 'se', name: 'Sweden', dial: '46' },
  { code: 'in', name: 'India', dial: '91' },
  { code: 'sg', name: 'Singapore', dial: '65' },
  { code: 'hk', name: 'Hong Kong', dial: '852' },
  { code: 'jp', name: 'Japan', dial: '81' },
  { code: 'cn', name: 'China', dial: '86' },
  { code: 'za', name: 'South Africa', dial: '27' },
  { code: 'ae', name: 'United Arab Emirates', dial: '971' },
  { code: 'br', name: 'Brazil', dial: '55' },
  { code: 'mx', name: 'Mexico', dial: '52' },
];
