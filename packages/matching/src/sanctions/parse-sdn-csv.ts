/** An SDN entry's type (SDN_Type; OFAC's null `-0-` means an entity: a company or organisation). */
export type SdnType = 'entity' | 'individual' | 'vessel' | 'aircraft';

/** One entry of OFAC's SDN list. */
export interface SdnEntry {
  /** ent_num. */
  uid: number;
  /** SDN_Name as written ("LAST, First" for individuals). */
  name: string;
  type: SdnType;
  programs: string[];
  /** The a.k.a., f.k.a. and n.k.a. names written in Remarks (and alt.csv names, when joined). */
  aliases: string[];
}

/** The fields of one CSV record (RFC 4180 quoting); `-0-` (null) becomes ''. */
function fields(line: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    let value = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) {
          value += line.slice(i);
          i = line.length;
          break;
        }
        value += line.slice(i, q);
        if (line[q + 1] === '"') {
          value += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      const comma = line.indexOf(',', i);
      i = comma < 0 ? line.length + 1 : comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      value = comma < 0 ? line.slice(i) : line.slice(i, comma);
      i = comma < 0 ? line.length + 1 : comma + 1;
    }
    const trimmed = value.trim();
    out.push(trimmed === '-0-' ? '' : trimmed);
  }
  return out;
}

const aliasPattern = /\b[afn]\.k\.a\. '([^']+)'/g;

function sdnType(value: string): SdnType {
  const v = value.toLowerCase();
  return v === 'individual' || v === 'vessel' || v === 'aircraft' ? v : 'entity';
}

/**
 * The entries of OFAC's legacy delimited `sdn.csv` (no header; ent_num, SDN_Name, SDN_Type, Program,
 * …, Remarks; CRLF records, a closing Ctrl-Z). Programs are split on "] [". Aliases are read from the
 * Remarks ("a.k.a. 'BNC'"), since no alt.csv of the same date exists (reference/ofac/README.md).
 */
export function parseSdnCsv(text: string): SdnEntry[] {
  const entries: SdnEntry[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replaceAll(String.fromCharCode(0x1a), '').trim();
    if (line === '') continue;
    const f = fields(line);
    const uid = Number(f[0]);
    if (!Number.isInteger(uid) || !f[1]) continue;
    const remarks = f[11] ?? '';
    const aliases = [...remarks.matchAll(aliasPattern)].map((m) => m[1]!.trim()).filter(Boolean);
    entries.push({
      uid,
      name: f[1],
      type: sdnType(f[2] ?? ''),
      programs: (f[3] ?? '')
        .split('] [')
        .map((p) => p.replace(/[[\]]/g, '').trim())
        .filter(Boolean),
      aliases: [...new Set(aliases)].filter((a) => a !== f[1]),
    });
  }
  return entries;
}
