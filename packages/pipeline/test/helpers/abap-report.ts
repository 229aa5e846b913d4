/**
 * Reads the parts of the SAP extractor report (extractors/sap/ZSPENDLENS_EXTRACT.abap) that must agree
 * with the format: per FORM, the CSV header given to begin_file, every SELECT's field list and source
 * table, and the row types' components. Relies on the report's own layout (README of the kit): one
 * statement per FORM for the header, SELECT field lists before FROM, TYPES blocks of `name TYPE …` lines.
 */

/** The source without comments: whole-line `*` comments and `"` comments outside literals. */
export function stripComments(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      if (line.startsWith('*')) return '';
      let quote: string | null = null;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quote) {
          if (c === quote) quote = null;
        } else if (c === "'" || c === '`') quote = c;
        else if (c === '"') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/** Each FORM's body (from `FORM name` to `ENDFORM.`), by name in lower case. */
export function forms(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(/^FORM (\w+)[\s\S]*?^ENDFORM\./gm)) found.set(m[1]!.toLowerCase(), m[0]);
  return found;
}

/** The table and header of each `PERFORM begin_file USING '<TABLE>' '<header>' [& '<more>' …].` of a FORM. */
export function fileHeaders(form: string): { table: string; header: string }[] {
  return [...form.matchAll(/PERFORM begin_file USING '(\w+)'\s+((?:'[^']*'\s*&\s*)*'[^']*')\s*\./g)].map(
    (m) => ({
      table: m[1]!,
      header: [...m[2]!.matchAll(/'([^']*)'/g)].map((l) => l[1]!).join(''),
    }),
  );
}

/** Every SELECT of a FORM: its field list (upper case), its table, and the internal table it fills. */
export function selects(form: string): { fields: string[]; table: string; into: string | null }[] {
  return [...form.matchAll(/\bSELECT\s+([\s\S]*?)\s+FROM\s+(\w+)\s+INTO\s+(?:TABLE\s+)?(\w+)/g)].map((m) => ({
    fields: m[1]!
      .split(/\s+/)
      .filter((f) => f !== 'SINGLE' && f !== 'DISTINCT')
      .map((f) => f.toUpperCase()),
    table: m[2]!.toUpperCase(),
    into: m[3] ?? null,
  }));
}

/** The row type of a FORM's local internal table `name` (`name TYPE STANDARD TABLE OF ty_…`). */
export function rowTypeOf(form: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s+TYPE\\s+STANDARD\\s+TABLE\\s+OF\\s+(\\w+)`).exec(form)?.[1];
}

/** The components of `TYPES: BEGIN OF <type>, … END OF <type>.` with each one's type, in order. */
export function components(source: string, type: string): { name: string; type: string }[] {
  const block = new RegExp(`BEGIN OF ${type},([\\s\\S]*?)END OF ${type}\\.`).exec(source)?.[1];
  if (block === undefined) return [];
  return [...block.matchAll(/^\s*(\w+)\s+TYPE\s+([\w-]+),/gm)].map((m) => ({
    name: m[1]!.toUpperCase(),
    type: m[2]!.toLowerCase(),
  }));
}
