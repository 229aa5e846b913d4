import { summaryRequestSchema } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { displayConfigFormSchema } from '../src/modules/utilities/utils/displayConfigFormSchema';
import { contactFormSchema } from '../src/modules/utilities/utils/contactFormSchema';
import { extractorKitFileName } from '../src/modules/utilities/utils/extractorKitFileName';
import { extractorKits } from '../src/modules/utilities/utils/extractorKits';
import { formatLocalDateTime } from '../src/modules/utilities/utils/formatLocalDateTime';
import { loginLogPayload } from '../src/modules/utilities/utils/loginLogPayload';
import { jsonErrorOffset } from '../src/modules/utilities/utils/jsonErrorOffset';
import { parseConfigJson } from '../src/modules/utilities/utils/parseConfigJson';

describe('parseConfigJson (spec 03 §2.10)', () => {
  it('answers the object of valid JSON', () => {
    expect(parseConfigJson('{"modules": []}')).toEqual({ ok: true, value: { modules: [] } });
  });
  it('names the line of invalid JSON', () => {
    const result = parseConfigJson('{\n  "a": 1,\n  "b": 2\n  "c": 3\n}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Invalid JSON on line 4: /);
    const truncated = parseConfigJson('{\n  "a": 1,\n');
    expect(!truncated.ok && truncated.message).toMatch(/^Invalid JSON on line \d+: /);
  });
  it('names the line of the first error whatever the engine says: line 1 of a long text is line 1', () => {
    const long = `x${JSON.stringify({ modules: Array.from({ length: 500 }, (_, i) => ({ i })) }, null, 2)}`;
    expect(long.split('\n').length).toBeGreaterThan(1000);
    const result = parseConfigJson(long);
    expect(!result.ok && result.message).toMatch(/^Invalid JSON on line 1: /);
    for (const [text, offset] of [
      ['{"a": [1, 2,]}', 12],
      ['{"a": tru}', 9],
      ['{"a": "x\\q"}', 9],
      ['{"a": 01}', 7],
      ['{"a": 1} x', 9],
      ['{"a": -}', 6],
    ] as const)
      expect(jsonErrorOffset(text), text).toBe(offset);
    for (const text of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', ' 1 '])
      expect(jsonErrorOffset(text), text).toBe(-1);
  });
  it('refuses JSON that is not an object', () => {
    expect(parseConfigJson('[1, 2]')).toEqual({
      ok: false,
      message: 'The display configuration must be a JSON object ({ … })',
    });
    expect(parseConfigJson('null').ok).toBe(false);
  });
  it('is the check of the editor form', () => {
    expect(displayConfigFormSchema.safeParse({ text: '{}' }).success).toBe(true);
    expect(displayConfigFormSchema.safeParse({ text: '{,}' }).error?.issues[0]?.message).toMatch(
      /^Invalid JSON on line 1/,
    );
  });
});

describe('formatLocalDateTime (spec 01 §2: DD MMM YYYY HH:mm:ss, local time)', () => {
  it('formats in the local zone (TZ=UTC in tests)', () => {
    expect(formatLocalDateTime('2026-03-05T14:07:09.000Z')).toBe('05 Mar 2026 14:07:09');
    expect(formatLocalDateTime(null)).toBe('-');
    expect(formatLocalDateTime('not a date')).toBe('not a date');
  });
});

describe('loginLogPayload (spec 03 §2.9)', () => {
  it('asks the login_log analysis for all dates, all company codes, newest first', () => {
    const payload = loginLogPayload(7, 2);
    expect(payload).toMatchObject({
      system_id: 7,
      module: 'login_log',
      analysis: 'login_log',
      year: -1,
      qualifier: -1,
      company_code: -1,
      sort: [{ col_alias: 'ts', order: 'desc' }],
      page_number: 2,
      page_rows: 100,
    });
    expect(summaryRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe('contactFormSchema (spec 03 §5)', () => {
  it("requires a message: 'Enter a message'", () => {
    expect(contactFormSchema.safeParse({ message: '  ' }).error?.issues[0]?.message).toBe('Enter a message');
    expect(contactFormSchema.safeParse({ message: 'Hello' }).success).toBe(true);
  });
});

describe('extractorKits (spec 03 §2.9)', () => {
  it('offers SAP’s kit first, then the Oracle E-Business Suite, JD Edwards, NetSuite and DocuWare kits', () => {
    expect(extractorKits.map((k) => k.erp)).toEqual(['sap', 'oracle-ebs', 'jde', 'netsuite', 'docuware']);
    expect(extractorKits.map((k) => k.name)).toEqual([
      'SAP ECC / S/4HANA',
      'Oracle E-Business Suite (R12 and 11i)',
      'JD Edwards EnterpriseOne',
      'NetSuite',
      'DocuWare',
    ]);
  });
  it('saves a kit under the name the server gives it', () => {
    expect(extractorKitFileName('sap')).toBe('spendlens-extractor-sap.zip');
    expect(extractorKitFileName('jde')).toBe('spendlens-extractor-jde.zip');
    expect(extractorKitFileName('oracle-ebs')).toBe('spendlens-extractor-oracle-ebs.zip');
  });
});
