import type { SystemInfo, VendorSearchRow } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { toolLinks } from '../src/modules/shell/utils/navModules';
import { pageChrome } from '../src/modules/shell/utils/pageChrome';
import { addressLines } from '../src/modules/vat-check/utils/addressLines';
import { vatCheckSourceLabel, yesNo } from '../src/modules/vat-check/utils/vatCheckLabels';
import { vatSearchFormSchema } from '../src/modules/vat-check/utils/vatSearchFormSchema';
import { vendorsMatchingName } from '../src/modules/vat-check/utils/vendorsMatchingName';

const vendor = (
  vendor_id: string,
  vendor_name: string | null,
  tax_id: string | null = null,
): VendorSearchRow => ({
  vendor_id,
  vendor_name,
  account_group: 'KRED',
  vat_id: null,
  tax_id,
  tax_id_2: null,
});

describe('the VAT check page (spec 03 §2.6)', () => {
  const found = [
    vendor('100042', 'Müller Logistik GmbH', '4242'),
    vendor('4242', 'Acme AG'),
    vendor('7', null),
  ];

  it('keeps, for a text that is not a number, only the vendors whose name holds it in any case', () => {
    expect(vendorsMatchingName(found, ' LOGISTIK ').map((v) => v.vendor_id)).toEqual(['100042']);
    expect(vendorsMatchingName(found, 'acme').map((v) => v.vendor_id)).toEqual(['4242']);
    expect(vendorsMatchingName(found, 'AG4242')).toEqual([]);
  });

  it('keeps everything the server found for a numeric text (ids and tax numbers)', () => {
    expect(vendorsMatchingName(found, ' 4242 ').map((v) => v.vendor_id)).toEqual(['100042', '4242', '7']);
  });

  it('splits an address into its lines and names Valid and the source as the modal shows them', () => {
    expect(addressLines('MUSTERSTRASSE 1\n 10115 BERLIN \r\n\n')).toEqual([
      'MUSTERSTRASSE 1',
      '10115 BERLIN',
    ]);
    expect(addressLines(null)).toEqual([]);
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', '-']);
    expect(vatCheckSourceLabel('vies')).toBe('VIES (EU VAT register)');
    expect(vatCheckSourceLabel('offline')).toBe('offline format check');
  });

  it('searches only with text', () => {
    expect(vatSearchFormSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(vatSearchFormSchema.parse({ text: ' acme ' })).toEqual({ text: 'acme' });
  });

  it('is a tool of the sidebar for every system type, with the system dropdown and its title', () => {
    for (const type of ['sap', 'netsuite', 'docuware'])
      expect(toolLinks({ type } as SystemInfo)).toContainEqual({ to: '/vat_check', label: 'VAT Check' });
    expect(pageChrome('vat_check')).toMatchObject({
      system: true,
      companyCode: false,
      dateRange: false,
      title: true,
    });
  });
});
