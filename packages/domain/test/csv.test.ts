import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/csv';

/**
 * The fields a spreadsheet reads from one CSV line with `separator` as its list separator, honouring
 * a quote only at the start of a field (as Excel and LibreOffice do).
 */
function spreadsheetFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i <= line.length) {
    let field = '';
    if (line[i] === '"') {
      i += 1;
      while (i < line.length && !(line[i] === '"' && line[i + 1] !== '"')) {
        field += line[i];
        i += line[i] === '"' ? 2 : 1;
      }
      i += 1;
      while (i < line.length && line[i] !== separator) field += line[i++];
    } else {
      while (i < line.length && line[i] !== separator) field += line[i++];
    }
    fields.push(field);
    i += 1;
  }
  return fields;
}

const formulaStart = /^[=+\-@\t\r]/;

describe('csvCell', () => {
  it('defuses formula starts with a leading apostrophe', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+44 20')).toBe("'+44 20");
    expect(csvCell('-12')).toBe("'-12");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
  });

  it('defuses a formula start after any separator inside the cell, and quotes the cell', () => {
    expect(csvCell("Acme;=cmd|' /C calc'!A0")).toBe(`"Acme;'=cmd|' /C calc'!A0"`);
    expect(csvCell('Acme,+1')).toBe(`"Acme,'+1"`);
    expect(csvCell('Acme\t@SUM(1)')).toBe(`"Acme\t'@SUM(1)"`);
    expect(csvCell('Acme; -2+3')).toBe(`"Acme;' -2+3"`);
    expect(csvCell('first line\n=HYPERLINK("x")')).toBe(`"first line\n'=HYPERLINK(""x"")"`);
    expect(csvCell('a;\t=1')).toBe(`"a;'\t'=1"`);
  });

  it('quotes a comma, a semicolon, a tab, a quote and a line break (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('Acme GmbH')).toBe('Acme GmbH');
    expect(csvCell('2026-01-31')).toBe('2026-01-31');
  });

  it('writes empty cells for missing values and numbers as they are', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    // a number is a value, never a formula: negative numbers stay numbers for the spreadsheet
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe("'-12.5");
  });

  it('no spreadsheet, with , ; or tab as its list separator, reads a formula from any cell of a line', () => {
    const hostile = [
      "Acme;=cmd|' /C calc'!A0",
      'x,=1+1',
      'x, @SUM(1)',
      '"q";+1',
      'a\t-2',
      '=a;=b,=c',
      'plain',
    ];
    const line = toCsv([hostile]).slice(1, -2);
    for (const separator of [',', ';', '\t']) {
      for (const field of spreadsheetFields(line, separator))
        expect(field.trimStart(), `${separator}: ${JSON.stringify(field)}`).not.toMatch(formulaStart);
    }
    // read with its own separator, the line gives back each text (with its apostrophes)
    expect(spreadsheetFields(line, ',')).toEqual([
      "Acme;'=cmd|' /C calc'!A0",
      "x,'=1+1",
      "x,' @SUM(1)",
      `"q";'+1`,
      "a\t'-2",
      "'=a;'=b,'=c",
      'plain',
    ]);
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
