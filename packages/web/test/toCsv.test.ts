import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/modules/export/utils/toCsv';

describe('csvCell', () => {
  it('escapes formula starts with a leading apostrophe', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-12')).toBe("'-12");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
  });
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
  it('writes empty cells for missing values and numbers as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    // a number is a value, never a formula: negative numbers stay numbers for the spreadsheet
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe("'-12.5");
  });
});

describe('toCsv', () => {
  it('joins rows with CRLF after a byte-order mark', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });
});
