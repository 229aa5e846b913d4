import {
  fields as sharedFields,
  loadedFields as sharedLoadedFields,
  type ExtractField,
  type ExtractTable,
} from '../ingest/extract-table';

/**
 * The SAP extract format version 1 (ARCHITECTURE §5): the required tables and, per table, the fields
 * the extractor writes, which of them the ingest needs, and the key. Shared by datagen (the header
 * order of the CSVs it writes) and the ingest (column checks, value checks, duplicate keys).
 */
export const requiredSapTables = [
  'T001',
  'LFA1',
  'LFB1',
  'BKPF',
  'BSIK',
  'BSAK',
  'RBKP',
  'RSEG',
  'EKKO',
  'EKPO',
  'MKPF',
  'MSEG',
  'T052',
  'T042Z',
  'T077K',
] as const;
export type RequiredSapTableName = (typeof requiredSapTables)[number];

/**
 * Optional tables: an extract without them is valid; when the manifest lists one (or its file is
 * present) it is checked like the required tables.
 */
export const optionalSapTables = [
  'T052U',
  'T077Y',
  'LFM1',
  'LFBK',
  'TIBAN',
  'ADR6',
  'ADRC',
  'EKBE',
  'PAYR',
  'BSEG',
  'BSEC',
] as const;
export type OptionalSapTableName = (typeof optionalSapTables)[number];
export type SapTableName = RequiredSapTableName | OptionalSapTableName;

/** Every table of the format: the required ones, then the optional ones. */
export const allSapTables: readonly SapTableName[] = [...requiredSapTables, ...optionalSapTables];

/** SAP's field kinds (ingest/extract-table.ts says how each is written). */
export type SapFieldKind =
  'numc' | 'text' | 'date' | 'time' | 'amount' | 'quantity' | 'days' | 'percent' | 'year' | 'debitCredit';

export interface SapField extends ExtractField {
  kind: SapFieldKind;
}

export interface SapTable extends ExtractTable<SapTableName> {
  fields: readonly SapField[];
}

/** `fields` of extract-table.ts, for SAP's kinds. */
const fields = (...specs: string[]): SapField[] => sharedFields(...specs) as SapField[];

/** Optional text fields of BSIK/BSAK the mapping reads. */
const vendorItemMapped = ['AUGBL', 'ZTERM', 'ZLSCH', 'ZLSPR', 'REBZG', 'EBELN', 'EBELP'];

/**
 * One-time account data per document (BSEC): the payee's own name, address, tax and VAT numbers and
 * bank account, for a vendor line posted to a one-time vendor account (CPD).
 */
const bsecTable: SapTable = {
  name: 'BSEC',
  fields: fields(
    '*BUKRS',
    '*BELNR',
    '*GJAHR:year',
    '*BUZEI:numc',
    'NAME1',
    'NAME2',
    'NAME3',
    'NAME4',
    'STRAS',
    'ORT01',
    'PSTLZ',
    'LAND1',
    'STCD1',
    'STCEG',
    'BANKL',
    'BANKN',
  ),
  key: ['BUKRS', 'BELNR', 'GJAHR', 'BUZEI'],
  optional: true,
  mapped: ['NAME1', 'NAME2', 'STRAS', 'ORT01', 'PSTLZ', 'LAND1', 'STCD1', 'STCEG'],
};

export const sapTables: Record<SapTableName, SapTable> = {
  T001: {
    name: 'T001',
    fields: fields('*BUKRS', '+BUTXT', 'ORT01', '+LAND1', '*WAERS', 'SPRAS', 'KTOPL', 'PERIV'),
    key: ['BUKRS'],
    optional: false,
    mapped: ['ORT01'],
  },
  LFA1: {
    name: 'LFA1',
    fields: fields(
      '*LIFNR',
      '+LAND1',
      '+NAME1',
      'NAME2',
      'NAME3',
      'NAME4',
      'ORT01',
      'PSTLZ',
      'REGIO',
      'STRAS',
      'ADRNR',
      'STCD1',
      'STCD2',
      'STCEG',
      '+KTOKK',
      'SPERR',
      'SPERM',
      'LOEVM',
      'ERDAT:date',
      'ERNAM',
      'KONZS',
      'XCPDK',
      'TELF1',
      'BRSCH',
    ),
    key: ['LIFNR'],
    optional: false,
    mapped: [
      'NAME2',
      'ADRNR',
      'ORT01',
      'PSTLZ',
      'STRAS',
      'STCD1',
      'STCD2',
      'STCEG',
      'ERNAM',
      'SPERR',
      'SPERM',
      'LOEVM',
    ],
  },
  LFB1: {
    name: 'LFB1',
    fields: fields(
      '*LIFNR',
      '*BUKRS',
      'ERDAT:date',
      'ERNAM',
      'SPERR',
      'LOEVM',
      'AKONT',
      'ZWELS',
      'ZTERM',
      'ZAHLS',
      'REPRF',
      'LNRZE',
    ),
    key: ['LIFNR', 'BUKRS'],
    optional: false,
    mapped: ['ERNAM', 'SPERR', 'LOEVM', 'AKONT', 'ZWELS', 'ZTERM', 'ZAHLS', 'REPRF', 'LNRZE'],
  },
  BKPF: {
    name: 'BKPF',
    fields: fields(
      '*BUKRS',
      '*BELNR',
      '*GJAHR:year',
      '*BLART',
      '*BLDAT:date',
      '*BUDAT:date',
      'MONAT',
      '+CPUDT:date',
      'CPUTM:time',
      'USNAM',
      'TCODE',
      'XBLNR',
      'BKTXT',
      '*WAERS',
      'KURSF',
      '+AWTYP',
      '+AWKEY',
      '+STBLG',
      'STJAH',
      'STGRD',
      'BSTAT',
      'XREVERSAL',
    ),
    key: ['BUKRS', 'BELNR', 'GJAHR'],
    optional: false,
    mapped: ['USNAM', 'TCODE', 'XBLNR', 'STJAH', 'XREVERSAL'],
  },
  BSIK: {
    name: 'BSIK',
    fields: vendorItemFields(false),
    key: vendorItemKey(),
    optional: false,
    mapped: vendorItemMapped,
  },
  BSAK: {
    name: 'BSAK',
    fields: vendorItemFields(true),
    key: vendorItemKey(),
    optional: false,
    mapped: vendorItemMapped,
  },
  RBKP: {
    name: 'RBKP',
    fields: fields(
      '*BELNR',
      '*GJAHR:year',
      'BLART',
      'BLDAT:date',
      'BUDAT:date',
      'CPUDT:date',
      'CPUTM:time',
      'USNAM',
      'TCODE',
      'XBLNR',
      '*BUKRS',
      'LIFNR',
      'WAERS',
      'KURSF',
      'RMWWR:amount',
      'WMWST1:amount',
      'ZTERM',
      'ZFBDT:date',
      'ZLSPR',
      'RBSTAT',
      'XRECH',
      'STBLG',
      'STJAH',
    ),
    key: ['BELNR', 'GJAHR'],
    optional: false,
  },
  RSEG: {
    name: 'RSEG',
    fields: fields(
      '*BELNR',
      '*GJAHR:year',
      '*BUZEI:numc',
      '+EBELN',
      '+EBELP',
      'MATNR',
      'BUKRS',
      'WERKS',
      '*WRBTR:amount',
      '*SHKZG:debitCredit',
      'MWSKZ',
      'MENGE:quantity',
      'BSTME',
      'LFBNR',
      'LFGJA',
      'LFPOS',
    ),
    key: ['BELNR', 'GJAHR', 'BUZEI'],
    optional: false,
    mapped: ['MATNR', 'WERKS'],
  },
  EKKO: {
    name: 'EKKO',
    fields: fields(
      '*EBELN',
      '*BUKRS',
      '+BSTYP',
      '+BSART',
      '+LOEKZ',
      '+AEDAT:date',
      '+ERNAM',
      '*LIFNR',
      '+ZTERM',
      '+EKORG',
      '+EKGRP',
      '*WAERS',
      '+BEDAT:date',
      '+FRGKE',
    ),
    key: ['EBELN'],
    optional: false,
  },
  EKPO: {
    name: 'EKPO',
    fields: fields(
      '*EBELN',
      '*EBELP:numc',
      '+LOEKZ',
      'TXZ01',
      '+MATNR',
      '+WERKS',
      '+MENGE:quantity',
      'MEINS',
      'NETPR:amount',
      'PEINH:numc',
      '*NETWR:amount',
      'WEPOS',
      'REPOS',
      'WEBRE',
      '+ELIKZ',
      '+EREKZ',
      '+BANFN',
    ),
    key: ['EBELN', 'EBELP'],
    optional: false,
    mapped: ['TXZ01', 'MEINS', 'WEPOS', 'WEBRE'],
  },
  MKPF: {
    name: 'MKPF',
    fields: fields('*MBLNR', '*MJAHR:year', 'BLDAT:date', '*BUDAT:date', '+CPUDT:date', 'USNAM', 'XBLNR'),
    key: ['MBLNR', 'MJAHR'],
    optional: false,
  },
  MSEG: {
    name: 'MSEG',
    fields: fields(
      '*MBLNR',
      '*MJAHR:year',
      '*ZEILE:numc',
      '*BWART',
      '+MATNR',
      'WERKS',
      '+LIFNR',
      '*SHKZG:debitCredit',
      '+DMBTR:amount',
      'MENGE:quantity',
      '+EBELN',
      '+EBELP:numc',
      '+SMBLN',
      '+BUKRS',
      'SJAHR:year',
      'SMBLP:numc',
    ),
    key: ['MBLNR', 'MJAHR', 'ZEILE'],
    optional: false,
    mapped: ['WERKS'],
  },
  T052: {
    name: 'T052',
    fields: fields(
      '*ZTERM',
      '+ZTAGG:numc',
      'ZDART',
      'ZFAEL',
      'ZMONA',
      '+ZTAG1:days',
      '+ZPRZ1:percent',
      '+ZTAG2:days',
      '+ZPRZ2:percent',
      '+ZTAG3:days',
    ),
    key: ['ZTERM', 'ZTAGG'],
    optional: false,
  },
  T042Z: {
    name: 'T042Z',
    fields: fields('*LAND1', '*ZLSCH', '+TEXT1'),
    key: ['LAND1', 'ZLSCH'],
    optional: false,
  },
  T077K: {
    name: 'T077K',
    fields: fields('*KTOKK', 'NUMKR', '+XCPDS'),
    key: ['KTOKK'],
    optional: false,
    mapped: ['NUMKR'],
  },
  T052U: {
    name: 'T052U',
    fields: fields('SPRAS', '*ZTERM', 'ZTAGG:numc', '+TEXT1'),
    key: ['SPRAS', 'ZTERM', 'ZTAGG'],
    optional: true,
    mapped: ['SPRAS'],
  },
  T077Y: {
    name: 'T077Y',
    fields: fields('SPRAS', '*KTOKK', '+TXT30'),
    key: ['SPRAS', 'KTOKK'],
    optional: true,
    mapped: ['SPRAS'],
  },
  LFM1: {
    name: 'LFM1',
    fields: fields(
      '*LIFNR',
      '*EKORG',
      '+WAERS',
      '+ZTERM',
      'MINBW:amount',
      '+SPERM',
      '+LOEVM',
      'WEBRE',
      'XERSY',
      'ERDAT:date',
      'ERNAM',
    ),
    key: ['LIFNR', 'EKORG'],
    optional: true,
    mapped: ['WEBRE', 'XERSY'],
  },
  LFBK: {
    name: 'LFBK',
    fields: fields('*LIFNR', '*BANKS', '*BANKL', '*BANKN', '+BKONT', 'BVTYP', '+KOINH'),
    key: ['LIFNR', 'BANKS', 'BANKL', 'BANKN'],
    optional: true,
    mapped: ['BVTYP'],
  },
  TIBAN: {
    name: 'TIBAN',
    fields: fields('*BANKS', '*BANKL', '*BANKN', '+BKONT', '*IBAN', 'VALID_FROM:date'),
    key: ['BANKS', 'BANKL', 'BANKN', 'BKONT'],
    optional: true,
  },
  ADR6: {
    name: 'ADR6',
    fields: fields(
      '*ADDRNUMBER',
      '+PERSNUMBER',
      'DATE_FROM:date',
      '*CONSNUMBER:numc',
      '+FLGDEFAULT',
      '+SMTP_ADDR',
    ),
    // SAP's key; DATE_FROM (the address version's start) is read as empty when an extract leaves it out
    key: ['ADDRNUMBER', 'PERSNUMBER', 'DATE_FROM', 'CONSNUMBER'],
    optional: true,
  },
  ADRC: {
    name: 'ADRC',
    fields: fields(
      '*ADDRNUMBER',
      'DATE_FROM:date',
      'NATION',
      'NAME1',
      'CITY1',
      'POST_CODE1',
      'STREET',
      'HOUSE_NUM1',
      'REGION',
      'COUNTRY',
      'TEL_NUMBER',
    ),
    key: ['ADDRNUMBER', 'DATE_FROM', 'NATION'],
    optional: true,
  },
  EKBE: {
    name: 'EKBE',
    fields: fields(
      '*EBELN',
      '*EBELP:numc',
      'ZEKKN',
      '*VGABE',
      '*GJAHR:year',
      '*BELNR',
      '*BUZEI:numc',
      'BWART',
      'BUDAT:date',
      'MENGE:quantity',
      'DMBTR:amount',
      'WRBTR:amount',
      'WAERS',
      'SHKZG:debitCredit',
    ),
    key: ['EBELN', 'EBELP', 'ZEKKN', 'VGABE', 'GJAHR', 'BELNR', 'BUZEI'],
    optional: true,
  },
  PAYR: {
    name: 'PAYR',
    fields: fields(
      '*ZBUKR',
      '*HBKID',
      '*HKTID',
      '*RZAWE',
      '*CHECT',
      '+LIFNR',
      '+VBLNR',
      '+GJAHR:year',
      '+ZALDT:date',
      'WAERS',
      'RWBTR:amount',
      'VOIDD:date',
    ),
    key: ['ZBUKR', 'HBKID', 'HKTID', 'RZAWE', 'CHECT'],
    optional: true,
  },
  BSEG: {
    name: 'BSEG',
    fields: fields(
      '*BUKRS',
      '*BELNR',
      '*GJAHR:year',
      '*BUZEI:numc',
      'BSCHL',
      'KOART',
      '*SHKZG:debitCredit',
      'DMBTR:amount',
      'WRBTR:amount',
      'LIFNR',
      'HKONT',
      'KOSTL',
      'EBELN',
      'EBELP',
      'ZLSCH',
      'AUGDT:date',
      'AUGBL',
      'SGTXT',
    ),
    key: ['BUKRS', 'BELNR', 'GJAHR', 'BUZEI'],
    optional: true,
  },
  BSEC: bsecTable,
};

function vendorItemKey(): string[] {
  return ['BUKRS', 'LIFNR', 'GJAHR', 'BELNR', 'BUZEI'];
}

/** BSIK (open) and BSAK (cleared) vendor line items; BSAK must carry the clearing date and document. */
function vendorItemFields(cleared: boolean): SapField[] {
  return fields(
    '*BUKRS',
    '*LIFNR',
    cleared ? '+AUGDT:date' : 'AUGDT:date',
    cleared ? '+AUGBL' : 'AUGBL',
    'ZUONR',
    '*GJAHR:year',
    '*BELNR',
    '*BUZEI:numc',
    'BUDAT:date',
    'BLDAT:date',
    'CPUDT:date',
    'WAERS',
    'XBLNR',
    'BLART',
    'MONAT',
    'BSCHL',
    '*SHKZG:debitCredit',
    'GSBER',
    '*DMBTR:amount',
    '*WRBTR:amount',
    'SGTXT',
    '+ZFBDT:date',
    'ZTERM',
    'ZBD1T:days',
    'ZBD2T:days',
    'ZBD3T:days',
    'ZBD1P:percent',
    'ZBD2P:percent',
    'ZLSCH',
    'ZLSPR',
    'REBZG',
    'EBELN',
    'EBELP',
  );
}

/**
 * The fields the ingest loads into staging and checks: required columns, key fields (the duplicate-key
 * check reads every one, and an optional key part such as ADRC-NATION may be absent from the file:
 * it then loads as empty), every typed field (dates, amounts … are checked even when unused) and the
 * optional text fields the mapping reads. Other text fields (e.g. SGTXT, BKTXT) are not loaded.
 */
export const loadedFields = (table: SapTable): SapField[] => sharedLoadedFields(table) as SapField[];

/** The tables the first slice maps (invoices and their master data), in load order. */
export const sliceTables: readonly SapTable[] = (
  ['T001', 'LFA1', 'LFB1', 'BKPF', 'BSIK', 'BSAK', 'RBKP', 'RSEG'] as const
).map((name) => sapTables[name]);

/** The CSV file name of a table inside an extract. */
export function sapTableFile(name: SapTableName): string {
  return `${name}.csv`;
}
