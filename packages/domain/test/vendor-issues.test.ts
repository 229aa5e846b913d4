import { describe, expect, it } from 'vitest';
import { vendorIssueBits, vendorIssueText } from '../src/index';

/** Issue 36 item 4: the data-quality issue mask reads as the names of the failed checks. */
describe('vendorIssueText', () => {
  it('names the failed checks in the order of their bits', () => {
    expect(vendorIssueText(vendorIssueBits.email_issue + vendorIssueBits.vat_id_data_quality_fail)).toBe(
      'E-mail invalid, VAT No. invalid',
    );
    expect(vendorIssueText(3072)).toBe('E-mail invalid, VAT No. invalid');
    expect(vendorIssueText(2 + 512)).toBe('Street empty, Bank details invalid');
  });

  it('says None for no failed check, and shows a value that is no mask of the checks as it is', () => {
    expect(vendorIssueText(0)).toBe('None');
    expect(vendorIssueText(8192)).toBe('8192');
    expect(vendorIssueText(-1)).toBe('-1');
    expect(vendorIssueText('x')).toBe('x');
  });

  it('has a name for every bit, each bit a single power of two', () => {
    const bits = Object.values(vendorIssueBits);
    expect(new Set(bits).size).toBe(bits.length);
    for (const bit of bits) expect(Math.log2(bit) % 1).toBe(0);
    const all = bits.reduce((a, b) => a | b, 0);
    expect(vendorIssueText(all).split(', ')).toHaveLength(bits.length);
  });
});
