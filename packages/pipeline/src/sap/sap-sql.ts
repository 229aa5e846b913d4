/**
 * SQL expressions normalising SAP values held as VARCHAR in staging (already trimmed, empty → NULL).
 * Arguments are SQL expressions built by the pipeline itself (quoted column names), never input values.
 */
export const q = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Vendor ids: an all-digit LIFNR loses its leading zeros ('0000100234' → '100234', '0000000000' → '0'). */
export const vendorIdSql = (x: string): string =>
  `CASE WHEN regexp_full_match(${x}, '[0-9]+') THEN coalesce(nullif(ltrim(${x}, '0'), ''), '0') ELSE ${x} END`;

/** Document numbers (BELNR, AUGBL, STBLG, EBELN, MBLNR): an all-digit number is left-padded to 10 digits. */
export const documentNoSql = (x: string): string =>
  `CASE WHEN regexp_full_match(${x}, '[0-9]{1,10}') THEN lpad(${x}, 10, '0') ELSE ${x} END`;

/** Item numbers and other NUMC ids (EBELP, MATNR when numeric): leading zeros dropped. */
export const numericIdSql = vendorIdSql;

/** A checked YYYYMMDD date; '00000000' and empty are NULL. */
export const dateSql = (x: string): string =>
  `CASE WHEN ${x} IS NULL OR ${x} = '00000000' THEN NULL ELSE strptime(${x}, '%Y%m%d')::DATE END`;

export const amountSql = (x: string): string => `CAST(${x} AS DECIMAL(18,2))`;
export const integerSql = (x: string): string => `CAST(${x} AS INTEGER)`;
/** An SAP flag: any non-blank value (normally 'X') is true. */
export const flagSql = (x: string): string => `(${x} IS NOT NULL)`;
