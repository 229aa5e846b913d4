import { describe, expect, it } from 'vitest';
import {
  findDuplicateVendors,
  findSimilarVendorNames,
  normaliseTaxId,
  normaliseVatId,
  type VendorRecord,
} from '../src/index';

const vendor = (id: string, name: string, town: string, extra: Partial<VendorRecord> = {}): VendorRecord => ({
  vendor_id: id,
  vendor_name: name,
  town,
  country: 'DE',
  tax_id: null,
  vat_id: null,
  account_group: 'LIEF',
  ...extra,
});

describe('normalised ids', () => {
  it('tax and VAT numbers', () => {
    expect(normaliseTaxId(' 012-345 6789 ')).toBe('0123456789');
    expect(normaliseTaxId('0000000000')).toBe('');
    expect(normaliseVatId('de 123.456.789', 'DE')).toBe('DE123456789');
    expect(normaliseVatId('123456789', 'DE')).toBe('DE123456789');
    expect(normaliseVatId('094259216', 'GR')).toBe('EL094259216');
  });
});

describe('findDuplicateVendors', () => {
  const rows = [
    vendor('v01', 'Müller Bau GmbH', 'Berlin', { tax_id: '0123456789', vat_id: 'DE 123 456 789' }),
    vendor('v02', 'MÜLLER BAU G.m.b.H.', 'Berlin', { account_group: 'KRED' }),
    vendor('v03', 'Müller Bau AG', 'Berlin'),
    vendor('v04', 'Weber Elektro GmbH', 'Koeln'),
    vendor('v05', 'Weber Elektro GmbH', 'Köln'),
    vendor('v06', 'Fischer Druck GmbH', 'Hamburg', { tax_id: '0123456789' }),
    vendor('v07', 'Fiscer Druck GmbH', 'Hamburg'),
    vendor('v08', 'Other Name Ltd', 'Hamburg', { vat_id: '123456789' }),
    vendor('v09', 'Müller Bau GmbH', 'Hamburg'),
  ];
  const byId = new Map(findDuplicateVendors(rows).map((r) => [r.vendor_id, r]));

  it('name+town+country: exact, legal form differing (95), cluster score the weakest link', () => {
    for (const id of ['v01', 'v02', 'v03'])
      expect(byId.get(id)).toMatchObject({
        vendor_name_town_country_cluster_id: 'VN:v01',
        vendor_name_town_country_cluster_id_score: 95,
        vendor_name_town_country_cluster_id_same_account_groups: false,
      });
    expect(byId.get('v02')!.ven_dup_match_type).toBeNull();
    expect(byId.has('v09')).toBe(false);
  });
  it('fuzzy_town: same name, towns Jaro-Winkler 94.7', () => {
    // koeln/koln: 4 matches, no transpositions: (4/5 + 1 + 1) / 3 = 0.9333; prefix 2: 0.9467
    expect(byId.get('v05')).toMatchObject({
      ven_dup_match_type: 'fuzzy_town',
      vendor_name_town_country_cluster_id: 'VN:v04',
      vendor_name_town_country_cluster_id_score: 94.7,
    });
  });
  it('fuzzy_name: one letter missing in the same town', () => {
    // shared 'druck' (5 × 2); fiscer/fischer OSA 1 of 7 → 0.857 × 13 letters: (10 + 11.14) / 23 = 91.9
    expect(byId.get('v07')).toMatchObject({
      ven_dup_match_type: 'fuzzy_name',
      vendor_name_town_country_cluster_id_score: 91.9,
    });
  });
  it('tax id and VAT id clusters', () => {
    expect(byId.get('v06')).toMatchObject({
      tax_id_normalised: '0123456789',
      tax_id_cluster_id: 'TX:v01',
      tax_id_cluster_id_score: 100,
      tax_id_cluster_id_same_account_groups: true,
    });
    expect(byId.get('v08')).toMatchObject({ vat_id_normalised: 'DE123456789', vat_id_cluster_id: 'VAT:v01' });
    expect(byId.get('v01')!.evidence).toContain('same tax id 0123456789');
  });
});

describe('findSimilarVendorNames', () => {
  const rows = [
    vendor('1', 'Nordwind Logistics GmbH', 'Berlin'),
    vendor('2', 'Nordwnid Logistics GmbH', 'Hamburg'),
    vendor('3', 'Nordwind Logistics AG', 'Hamburg'),
    vendor('4', 'Marlin Print & Media GmbH', 'Berlin'),
    vendor('5', 'Meridian Print & Media GmbH', 'Berlin'),
    vendor('6', 'Harbour Chemicals Inc.', 'Berlin'),
    vendor('7', 'Blue Harbour Chemicals GmbH', 'Berlin'),
    vendor('8', 'One-time vendor DE 12', 'Berlin'),
    vendor('9', 'One-time vendor DE 13', 'Berlin'),
  ];
  it('pairs a transposition and the same name elsewhere, not other first words, added words, numbers or duplicates of one place', () => {
    // shared 'logistics' (9 × 2); nordwind/nordwnid OSA 1 of 8 → 0.875 × 16: (18 + 14) / 34 = 94.1
    expect(findSimilarVendorNames(rows)).toEqual([
      {
        vendor_id_lhs: '1',
        vendor_id_rhs: '2',
        vendor_name_lhs: 'Nordwind Logistics GmbH',
        vendor_name_rhs: 'Nordwnid Logistics GmbH',
        normalised_name_lhs: 'nordwind logistics gmbh',
        normalised_name_rhs: 'nordwnid logistics gmbh',
        score: 94.1,
        rule: 'residual-edit',
        threshold: 80,
      },
      expect.objectContaining({
        vendor_id_lhs: '1',
        vendor_id_rhs: '3',
        score: 100,
        rule: 'exact-normalised',
      }),
      expect.objectContaining({ vendor_id_lhs: '2', vendor_id_rhs: '3', score: 94.1 }),
    ]);
  });

  it('compares the whole vendor master: the same name written as one word and as two, in another country, is a similar name', () => {
    const master = [
      vendor('100', 'Eastgate Traders', 'Boston', { country: 'US' }),
      vendor('200', 'East Gate Traders GmbH', 'Berlin', { country: 'DE' }),
      // one place: a duplicate vendor (name rule), not a similar name
      vendor('300', 'Lakeside Foods', 'Köln'),
      vendor('400', 'Lake Side Foods GmbH', 'Koeln'),
    ];
    expect(findSimilarVendorNames(master)).toEqual([
      {
        vendor_id_lhs: '100',
        vendor_id_rhs: '200',
        vendor_name_lhs: 'Eastgate Traders',
        vendor_name_rhs: 'East Gate Traders GmbH',
        normalised_name_lhs: 'eastgate traders',
        normalised_name_rhs: 'east gate traders gmbh',
        score: 100,
        rule: 'exact-normalised',
        threshold: 80,
      },
    ]);
    expect(findDuplicateVendors(master).map((v) => v.vendor_id)).toEqual(['300', '400']);
  });
});
