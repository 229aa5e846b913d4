import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanCsvFile } from '../../src/csv/scan-csv';
import {
  optionalSapTables,
  requiredSapTables,
  type RequiredSapTableName,
  type SapTableName,
} from '../../src/sap/sap-tables';

/**
 * A tiny hand-written SAP extract (ARCHITECTURE §5), small enough to check every number by hand.
 * Dates are chosen against the ECB file: 2024-03-15 is a Friday (GBP 0.8541, USD 1.0892), 2024-03-16
 * a Saturday (→ Friday's rates), 2024-03-27 a Wednesday (GBP 0.85768), 2024-03-30 Easter Saturday
 * (Good Friday has no quote → 2024-03-28: GBP 0.8551, USD 1.0811).
 */
export const baseTables: Record<RequiredSapTableName, string[]> = {
  T001: [
    'BUKRS,BUTXT,ORT01,LAND1,WAERS',
    'DE01,Demo GmbH,Berlin,DE,EUR',
    'GB01,Demo Ltd,London,GB,GBP',
    'US01,Demo Inc.,Chicago,US,USD',
  ],
  LFA1: [
    'LIFNR,NAME1,ORT01,LAND1,KTOKK,SPERR',
    '0000100001,Alpha GmbH,Berlin,DE,LIEF,',
    '0000100002,"Beta, Ltd",London,GB,KRED,X',
    'V-EMP1,"Doe, Jane",Chicago,US,EMPL,',
  ],
  LFB1: ['LIFNR,BUKRS,ZTERM', '0000100001,DE01,NT30', '0000100002,GB01,Z214', 'V-EMP1,US01,0001'],
  BKPF: [
    'BUKRS,BELNR,GJAHR,BLART,BLDAT,BUDAT,CPUDT,CPUTM,TCODE,XBLNR,WAERS,AWTYP,AWKEY,STBLG,STJAH',
    'DE01,1900000001,2024,KR,20240315,20240315,20240315,090000,FB60,INV-1,EUR,BKPF,1900000001DE012024,,',
    'DE01,1900000002,2024,KR,20240316,20240318,20240318,100000,FB60,INV-2,EUR,BKPF,1900000002DE012024,1900000003,2024',
    'DE01,1900000003,2024,KR,20240316,20240405,20240405,080000,FB08,INV-2,EUR,BKPF,1900000003DE012024,1900000002,2024',
    'DE01,1700000001,2024,KG,20240330,20240402,20240402,110000,FB65,CN-1,EUR,BKPF,1700000001DE012024,,',
    'DE01,1700000002,2024,KG,20240315,20240315,20240315,110000,FB65,CN-2,EUR,BKPF,1700000002DE012024,,',
    'DE01,5100000001,2024,RE,20240327,20240328,20240328,120000,MIRO,INV-3,EUR,RMRP,51056000012024,,',
    'GB01,1900000001,2024,KR,20240315,20240315,20240315,090000,FB60,INV-4,GBP,BKPF,1900000001GB012024,,',
    'US01,1900000001,2024,KR,20240315,20240315,20240315,090000,FB60,INV-5,USD,BKPF,1900000001US012024,,',
    'DE01,1500000001,2024,KZ,20240419,20240419,20240419,020000,F110,,EUR,BKPF,1500000001DE012024,,',
  ],
  BSIK: [
    'BUKRS,LIFNR,GJAHR,BELNR,BUZEI,SHKZG,DMBTR,WRBTR,ZFBDT,ZTERM,ZBD1T,ZBD2T,ZBD3T,EBELN,EBELP',
    'DE01,0000100001,2024,1900000001,001,H,499.99,499.99,20240315,NT30,30,0,0,,',
    'DE01,0000100001,2024,1700000001,001,S,600.00,600.00,20240330,NT30,30,0,0,,',
    'DE01,0000100001,2024,5100000001,001,H,10000.00,10000.00,20240327,NT30,30,0,0,,',
    'GB01,0000100002,2024,1900000001,001,H,1200.00,1200.00,20240315,Z214,14,30,0,4500000002,00010',
    // SAP keeps EBELP '00000' on an item without a purchase order
    'US01,V-EMP1,2024,1900000001,001,H,2500.00,2500.00,20240315,Z310,10,20,45,,00000',
  ],
  BSAK: [
    'BUKRS,LIFNR,AUGDT,AUGBL,GJAHR,BELNR,BUZEI,SHKZG,DMBTR,WRBTR,ZFBDT,ZBD1T',
    'DE01,0000100001,20240405,1900000003,2024,1900000002,001,H,500.00,500.00,20240316,30',
    'DE01,0000100001,20240405,1900000003,2024,1900000003,001,S,500.00,500.00,20240316,30',
    'DE01,0000100001,20240419,1500000001,2024,1700000002,001,S,50.00,50.00,20240315,30',
    'DE01,0000100001,20240419,1500000001,2024,1500000001,001,H,50.00,50.00,20240419,0',
  ],
  RBKP: ['BELNR,GJAHR,BUKRS,LIFNR', '5105600001,2024,DE01,0000100001'],
  RSEG: [
    'BELNR,GJAHR,BUZEI,EBELN,EBELP,MATNR,WRBTR,SHKZG',
    '5105600001,2024,000001,4500000001,00010,000000000000012345,6000.00,S',
    '5105600001,2024,000002,4500000001,00020,,4000.00,S',
  ],
  EKKO: [
    'EBELN,BUKRS,BSTYP,BSART,LOEKZ,AEDAT,ERNAM,LIFNR,ZTERM,EKORG,EKGRP,WAERS,BEDAT,FRGKE',
    '4500000001,DE01,F,NB,,20240301,BUYER01,0000100001,NT30,DE00,001,EUR,20240301,',
    '4500000002,GB01,F,NB,,20240311,BUYER02,0000100002,Z214,GB00,002,USD,20240308,',
    '4500000003,DE01,F,NB,L,20240312,BUYER01,0000100001,NT30,DE00,001,EUR,20240312,',
  ],
  EKPO: [
    'EBELN,EBELP,LOEKZ,MATNR,WERKS,MENGE,NETWR,ELIKZ,EREKZ,BANFN',
    '4500000001,00010,,000000000000012345,DE10,10.000,6000.00,X,X,0010000001',
    '4500000001,00020,,,DE10,1.000,4000.00,,,',
    '4500000002,00010,,,GB10,5.000,1000.00,,,',
    '4500000003,00010,L,,DE10,1.000,100.00,,,',
  ],
  MKPF: [
    'MBLNR,MJAHR,BLDAT,BUDAT,CPUDT',
    '5000000001,2024,20240319,20240320,20240320',
    '5000000002,2024,20240322,20240322,20240322',
    '5000000003,2024,20240325,20240326,20240326',
  ],
  MSEG: [
    'MBLNR,MJAHR,ZEILE,BWART,MATNR,LIFNR,SHKZG,DMBTR,EBELN,EBELP,SMBLN,BUKRS',
    '5000000001,2024,0001,101,000000000000012345,0000100001,S,6000.00,4500000001,00010,,DE01',
    '5000000002,2024,0001,101,,0000100002,S,850.00,4500000002,00010,,GB01',
    '5000000003,2024,0001,102,,0000100002,H,850.00,4500000002,00010,5000000002,GB01',
    '5000000003,2024,0002,311,,,S,10.00,,,,DE01',
  ],
  T052: [
    'ZTERM,ZTAGG,ZTAG1,ZPRZ1,ZTAG2,ZPRZ2,ZTAG3',
    'NT30,00,30,0,0,0,0',
    'Z214,00,14,3.000,30,0,0',
    'Z310,00,10,2.500,20,1.000,45',
    '0001,00,0,0,0,0,0',
  ],
  T042Z: ['LAND1,ZLSCH,TEXT1', 'DE,T,Bank transfer'],
  T077K: ['KTOKK,NUMKR,XCPDS', 'LIEF,01,', 'KRED,02,', 'EMPL,03,'],
};

export interface FixtureOptions {
  /** Table contents replacing the base ones (header line first). */
  tables?: Partial<Record<SapTableName, string[]>>;
  /** Raw file bytes replacing a table's file (written as is). */
  rawFiles?: Partial<Record<SapTableName, string | Buffer>>;
  /** Tables whose file is not written. */
  omit?: SapTableName[];
  eol?: '\n' | '\r\n';
  bom?: boolean;
  /** Changes to the manifest after it was computed from the files. */
  editManifest?: (manifest: {
    format: string;
    tables: Record<string, { rows: number; sha256: string }>;
  }) => void;
}

/** Writes a fixture extract into a new folder under the OS temp dir; answers its path. */
export async function writeFixture(options: FixtureOptions = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spendlens-fixture-'));
  const tables: Record<string, { rows: number; sha256: string }> = {};
  const names: SapTableName[] = [
    ...requiredSapTables,
    ...optionalSapTables.filter((name) => options.tables?.[name] ?? options.rawFiles?.[name]),
  ];
  for (const name of names) {
    const path = join(dir, `${name}.csv`);
    const raw = options.rawFiles?.[name];
    const lines = options.tables?.[name] ?? baseTables[name as RequiredSapTableName];
    const eol = options.eol ?? '\n';
    const text = raw ?? `${options.bom ? '\uFEFF' : ''}${lines.join(eol)}${eol}`;
    const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (options.omit?.includes(name)) {
      tables[name] = { rows: lines.length - 1, sha256 };
      continue;
    }
    await writeFile(path, bytes);
    tables[name] = { rows: (await scanCsvFile(path)).records, sha256 };
  }
  const manifest = {
    format: 'sap-extract/1',
    erp: 'sap',
    system: 'fixture',
    extracted_at: '2024-05-01T00:00:00Z',
    tables,
  };
  options.editManifest?.(manifest);
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

/** Temp folders made by a test, removed at the end. */
export class TempDirs {
  private readonly dirs: string[] = [];
  async make(prefix = 'spendlens-test-'): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }
  track(dir: string): string {
    this.dirs.push(dir);
    return dir;
  }
  async removeAll(): Promise<void> {
    for (const dir of this.dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  }
}

export async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}
