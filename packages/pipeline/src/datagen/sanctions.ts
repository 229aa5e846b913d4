import { readFileSync } from 'node:fs';

/** The OFAC SDN list shipped with the pipeline (reference/ofac/README.md). */
const sdnFile = new URL('../../reference/ofac/sdn.csv', import.meta.url);

export interface SdnEntity {
  entNum: number;
  name: string;
}

let entities: SdnEntity[] | null = null;

/**
 * The SDN entries of type entity (SDN_Type `-0-`) whose name fits LFA1-NAME1 (35 characters) and is
 * plain ASCII, in file order. Read once per process.
 */
export function sdnEntities(): readonly SdnEntity[] {
  if (entities) return entities;
  const list: SdnEntity[] = [];
  const record = /^(\d+),"((?:[^"]|"")*)",(-0- ?|"[^"]*"),/;
  for (const line of readFileSync(sdnFile, 'latin1').split('\r\n')) {
    const m = record.exec(line);
    if (!m || !m[3]!.startsWith('-0-')) continue;
    const name = m[2]!.replaceAll('""', '"');
    if (name.length > 35 || !/^[A-Z0-9][ -~]*$/.test(name)) continue;
    list.push({ entNum: Number(m[1]), name });
  }
  entities = list;
  return list;
}
