/**
 * The records of a CSV text (RFC 4180: comma separated, fields in double quotes may hold commas,
 * quotes doubled and line breaks; CRLF or LF line ends; a UTF-8 byte-order mark is dropped). Empty
 * lines are skipped. A quote left open is an error.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new Error('A quoted field is not closed');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
