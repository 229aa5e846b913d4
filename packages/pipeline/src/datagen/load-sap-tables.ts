import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { sapTableFile, sapTables, type SapTableName } from '../sap/sap-tables';
import type { DuckSession } from './duck-session';
import { amountSql, q, sapDateSql, sapSecondsSql, stringLiteral } from './duck-sql';

/**
 * The SAP fields the translation reads, per table (loading only these keeps a 1M-line extract
 * fast). BKPF, BSIK and BSAK are read straight into k.hdr and k.item.
 */
const usedFields: Partial<Record<SapTableName, readonly string[]>> = {
  T001: ['BUKRS', 'BUTXT', 'WAERS', 'ORT01', 'LAND1'],
  LFA1: [
    'LIFNR',
    'NAME1',
    'NAME2',
    'KTOKK',
    'STCD1',
    'STCEG',
    'LOEVM',
    'SPERM',
    'SPERR',
    'XCPDK',
    'ERDAT',
    'ERNAM',
    'STRAS',
    'ORT01',
    'PSTLZ',
    'LAND1',
    'ADRNR',
  ],
  LFB1: ['LIFNR', 'BUKRS', 'ERDAT', 'ERNAM', 'ZWELS', 'ZTERM', 'ZAHLS', 'LOEVM'],
  RBKP: ['BELNR', 'GJAHR', 'WMWST1'],
  RSEG: [
    'BELNR',
    'GJAHR',
    'BUZEI',
    'EBELN',
    'EBELP',
    'MATNR',
    'WERKS',
    'WRBTR',
    'SHKZG',
    'MENGE',
    'LFBNR',
    'LFGJA',
    'LFPOS',
  ],
  EKKO: [
    'EBELN',
    'BUKRS',
    'LIFNR',
    'WAERS',
    'BSTYP',
    'ZTERM',
    'EKGRP',
    'FRGKE',
    'BEDAT',
    'LOEKZ',
    'AEDAT',
    'ERNAM',
    'EKORG',
  ],
  EKPO: [
    'EBELN',
    'EBELP',
    'MENGE',
    'NETWR',
    'MATNR',
    'WERKS',
    'TXZ01',
    'MEINS',
    'LOEKZ',
    'ELIKZ',
    'EREKZ',
    'WEPOS',
    'WEBRE',
    'BANFN',
  ],
  MKPF: ['MBLNR', 'MJAHR', 'BLDAT', 'BUDAT', 'CPUDT', 'USNAM'],
  MSEG: [
    'MBLNR',
    'MJAHR',
    'ZEILE',
    'BWART',
    'EBELN',
    'EBELP',
    'LIFNR',
    'WERKS',
    'MENGE',
    'DMBTR',
    'SMBLN',
    'SJAHR',
    'SMBLP',
  ],
  T052: ['ZTERM', 'ZTAG1', 'ZPRZ1', 'ZTAG2', 'ZPRZ2', 'ZTAG3'],
  T052U: ['SPRAS', 'ZTERM', 'ZTAGG', 'TEXT1'],
  LFM1: ['LIFNR', 'EKORG', 'WAERS', 'WEBRE', 'XERSY'],
  LFBK: ['LIFNR', 'BANKS', 'BANKL', 'BANKN', 'BKONT', 'KOINH'],
  TIBAN: ['BANKS', 'BANKL', 'BANKN', 'IBAN', 'VALID_FROM'],
  ADR6: ['ADDRNUMBER', 'PERSNUMBER', 'CONSNUMBER', 'SMTP_ADDR'],
  BSEC: ['BUKRS', 'BELNR', 'GJAHR', 'NAME1', 'STRAS', 'ORT01', 'PSTLZ', 'LAND1'],
};

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * `read_csv` of a table's file with every column of the format as VARCHAR (empty fields NULL, rows
 * in file order); a missing file (an optional table) reads as no rows.
 */
async function source(dir: string, name: SapTableName): Promise<string> {
  const columns = ['MANDT', ...sapTables[name].fields.map((f) => f.name)];
  const path = join(dir, sapTableFile(name));
  if (!(await exists(path)))
    return `(SELECT ${columns.map((c) => `NULL::VARCHAR AS ${q(c)}`).join(', ')} WHERE false)`;
  const types = columns.map((c) => `${stringLiteral(c)}: 'VARCHAR'`).join(', ');
  return `read_csv(${stringLiteral(path)}, header = true, auto_detect = false, delim = ',', quote = '"', escape = '"',
    columns = {${types}})`;
}

/**
 * Loads the datagen SAP extract in `dir` for a converter (oracle/, jde/): schema `sap` gets one
 * VARCHAR table per file with the fields the translations read (`rowid` is the line order), schema
 * `k` the typed BKPF (`k.hdr`) and vendor line items of BSIK and BSAK (`k.item`, `is_open` for BSIK).
 */
export async function loadSapTables(db: DuckSession, dir: string): Promise<void> {
  await db.run('CREATE SCHEMA sap; CREATE SCHEMA k;');
  for (const [name, fields] of Object.entries(usedFields) as [SapTableName, readonly string[]][])
    await db.run(
      `CREATE TABLE sap.${q(name)} AS SELECT ${fields.map(q).join(', ')} FROM ${await source(dir, name)}`,
    );
  await db.run(`CREATE TABLE k.hdr AS SELECT BUKRS AS bukrs, BELNR AS belnr, CAST(GJAHR AS INTEGER) AS gjahr,
      BLART AS blart, ${sapDateSql('BLDAT')} AS bldat, ${sapDateSql('BUDAT')} AS budat, ${sapDateSql('CPUDT')} AS cpudt,
      ${sapSecondsSql('CPUTM')} AS cputm, CPUDT || coalesce(CPUTM, '000000') || GJAHR || BELNR AS entry_key,
      USNAM AS usnam, TCODE AS tcode, XBLNR AS xblnr, WAERS AS waers, AWTYP AS awtyp, AWKEY AS awkey,
      STBLG AS stblg, CAST(STJAH AS INTEGER) AS stjah
    FROM ${await source(dir, 'BKPF')}`);
  const item = (open: boolean, from: string): string => `SELECT BUKRS AS bukrs, LIFNR AS lifnr,
      CAST(GJAHR AS INTEGER) AS gjahr, BELNR AS belnr, BUZEI AS buzei, SHKZG AS shkzg, ${amountSql('DMBTR')} AS dmbtr,
      ${amountSql('WRBTR')} AS wrbtr, ${sapDateSql('ZFBDT')} AS zfbdt, ZTERM AS zterm,
      coalesce(CAST(ZBD1T AS INTEGER), 0) AS zbd1t, coalesce(CAST(ZBD2T AS INTEGER), 0) AS zbd2t,
      coalesce(CAST(ZBD3T AS INTEGER), 0) AS zbd3t, coalesce(CAST(ZBD1P AS DECIMAL(6,3)), 0) AS zbd1p,
      coalesce(CAST(ZBD2P AS DECIMAL(6,3)), 0) AS zbd2p, ZLSCH AS zlsch, ZLSPR AS zlspr, REBZG AS rebzg,
      EBELN AS ebeln, EBELP AS ebelp, ${sapDateSql('AUGDT')} AS augdt, AUGBL AS augbl, ${open} AS is_open
    FROM ${from}`;
  await db.run(
    `CREATE TABLE k.item AS ${item(false, await source(dir, 'BSAK'))} UNION ALL ${item(true, await source(dir, 'BSIK'))}`,
  );
}
