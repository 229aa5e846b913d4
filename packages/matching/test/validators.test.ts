import { describe, expect, it } from 'vitest';
import {
  checkVendor,
  isVatCountry,
  matchClientDomain,
  validateBankAccount,
  validateEmail,
  validateIban,
  validateVatId,
  vendorIssueBits,
} from '../src/index';

describe('validateEmail', () => {
  it('accepts ordinary addresses and names each defect', () => {
    expect(validateEmail('accounts@acme-bau.co.uk')).toEqual({ valid: true, reason: '' });
    expect(validateEmail('ap.acme.de').reason).toBe("no '@'");
    expect(validateEmail('ap@@acme.de').reason).toBe("more than one '@'");
    expect(validateEmail('ap @acme.de').reason).toBe('contains a space');
    expect(validateEmail('ap@acme').reason).toBe("no dot in the domain 'acme'");
    expect(validateEmail('ap@acme,de').reason).toBe("no dot in the domain 'acme,de'");
    expect(validateEmail('ap@acme.co,uk').reason).toBe("invalid domain label 'co,uk' in 'acme.co,uk'");
    expect(validateEmail('ap@acme.de.').reason).toBe('domain ends with a dot');
    expect(validateEmail('a..b@acme.de').reason).toBe("invalid local part 'a..b'");
    expect(validateEmail('').reason).toBe('empty');
  });
  it('client domain: the domain or a subdomain of one', () => {
    expect(matchClientDomain('x@sub.client.com', ['client.com']).valid).toBe(true);
    expect(matchClientDomain('x@notclient.com', ['client.com']).valid).toBe(false);
  });
});

describe('validateIban and validateBankAccount', () => {
  it('checks length and mod-97 check digits with ibantools', () => {
    expect(validateIban('DE89370400440532013000').valid).toBe(true);
    expect(validateIban('GB29 NWBK 6016 1331 9268 19').valid).toBe(true);
    expect(validateIban('DE89370400440532013001').reason).toBe('check digits wrong (mod 97 ≠ 1)');
    expect(validateIban('DE893704004405320130').reason).toBe('wrong length for DE (20 characters)');
    expect(validateIban('12345').reason).toBe("not an IBAN: '12345'");
    expect(validateBankAccount('0000000000').reason).toBe('account number is all zeros');
  });
});

describe('validateVatId', () => {
  it('checks the format and check digits with jsvat, adding a missing prefix', () => {
    expect(validateVatId('DE136695976', 'DE').valid).toBe(true);
    expect(validateVatId('136 695 976', 'DE').valid).toBe(true);
    expect(validateVatId('DE136695977', 'DE').reason).toBe('check digits wrong for DE');
    expect(validateVatId('DE12345', 'DE').reason).toBe('format wrong for DE');
    expect(isVatCountry('de')).toBe(true);
    expect(isVatCountry('GB')).toBe(false);
  });
});

describe('checkVendor', () => {
  it('sums the bits of the failed checks', () => {
    const row = checkVendor(
      {
        vendor_id: '100',
        vendor_name: 'Acme GmbH',
        street: '',
        town: 'Berlin',
        postcode: '10115',
        country: 'DE',
        tax_id: '12345678',
        vat_id: 'DE136695977',
        account_group: 'LIEF',
        emails: ['ap@acme,de', 'boss@client.com'],
        bankDetails: [{ bank_account: '0532013000', iban: 'DE89370400440532013001' }],
      },
      ['client.com'],
    );
    expect(row).toMatchObject({
      email_count: 2,
      valid_email_format: false,
      email_issues: "'ap@acme,de': no dot in the domain 'acme,de'",
      client_domain_match: true,
      bank_details_data_quality_fail: true,
      vat_id_normalised: 'DE136695977',
      is_vat_country: true,
      vat_id_data_quality_fail: true,
      street_is_empty: true,
    });
    expect(row.issue_mask).toBe(
      vendorIssueBits.street_is_empty +
        vendorIssueBits.bank_details_data_quality_fail +
        vendorIssueBits.email_issue +
        vendorIssueBits.vat_id_data_quality_fail +
        vendorIssueBits.client_domain_match,
    );
    expect(row.issue_mask).toBe(2 + 512 + 1024 + 2048 + 4096);
  });
});
