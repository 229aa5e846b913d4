/**
 * SQL fragments of the SAP → Oracle translation (DuckDB). They take column expressions (never
 * values: values are parameters) and answer expressions. The ones the JD Edwards converter shares
 * live in ../duck-sql.ts and are re-exported here.
 */

export {
  amountSql,
  numericIdSql,
  q,
  quantitySql,
  sapDateSql,
  sapSecondsSql,
  stringLiteral,
} from '../duck-sql';

/**
 * Oracle VENDOR_ID of a LIFNR: an all-digit LIFNR without its leading zeros; an employee's
 * `E<digits>` is 900000000 + the digits (datagen's numeric LIFNR stay far below). Anything else has
 * no id and fails the statement.
 */
export const vendorIdSql = (x: string): string =>
  `CASE WHEN regexp_full_match(${x}, '[0-9]{1,18}') THEN CAST(${x} AS BIGINT)
        WHEN regexp_full_match(${x}, 'E[0-9]{1,8}') THEN 900000000 + CAST(substr(${x}, 2) AS BIGINT)
        ELSE error('datagen-oracle: LIFNR ' || ${x} || ' has no numeric VENDOR_ID') END`;

/**
 * A date with a time of day between 07:00 and 16:59:59 derived from a whole number (an id), as
 * Oracle's DATE columns carry one: `day` + ((id × 7919) mod 36000 + 25200) seconds.
 */
export const withTimeSql = (day: string, id: string): string =>
  `(CAST(${day} AS TIMESTAMP) + to_seconds(((${id}) * 7919) % 36000 + 25200))`;

/** A quotient with up to 10 decimals (unit prices, rates), trailing zeros dropped; NULL for NULL. */
export const preciseNumberSql = (x: string): string =>
  `regexp_replace(CAST(CAST(round(${x}, 10) AS DECIMAL(38,10)) AS VARCHAR), '\\.?0+$', '')`;

/** 'Y' when `condition`, else 'N'. */
export const yesNoSql = (condition: string): string => `CASE WHEN ${condition} THEN 'Y' ELSE 'N' END`;
