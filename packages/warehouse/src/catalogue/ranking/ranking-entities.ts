import type { RankingColumn } from './ranking-sql';

/**
 * What a ranking ranks: its key columns (in the exceptions fact, canon.invoices and
 * canon.purchase_orders alike) and the columns that identify a ranked row `r` to a reader, joined
 * from the canonical masters.
 */
export interface RankingEntity {
  /** Names the analyses (`<name>_ranking`, `<name>_ranking_details`) and the page. */
  name: 'vendor' | 'company_code';
  displayName: string;
  /** The grain of a ranked row; each key is a VARCHAR column of the fact and of the transactions. */
  keys: readonly string[];
  /** The keys and descriptive columns of a ranked row `r`, in page order (spec 02 §2 table). */
  identity: readonly RankingColumn[];
  /** LEFT JOINs giving `identity`, on the ranked rows aliased `r`. */
  joinsSql: string;
  accountGroupColumn: string | null;
}

const text = (name: string, displayName: string, sql: string): RankingColumn => ({
  name,
  displayName,
  dataType: 'string',
  sql,
  sqlType: 'VARCHAR',
});

const companyCodesJoinSql =
  'LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = r.company_code';

/**
 * A vendor account in a company code: one ranked row per (vendor_id, company_code), so that a row
 * holds only figures of its company code (grants and the company-code selection apply per row).
 */
export const vendorEntity: RankingEntity = {
  name: 'vendor',
  displayName: 'Vendor',
  keys: ['vendor_id', 'company_code'],
  identity: [
    text('vendor_id', 'Vendor ID', 'r.vendor_id'),
    text('vendor_name', 'Vendor Name', 'v.vendor_name'),
    text('account_group', 'Account Group', 'v.account_group'),
    text('company_code', 'Company Code', 'r.company_code'),
    text('company_name', 'Company Name', 'cc.company_name'),
  ],
  joinsSql: `LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = r.vendor_id\n${companyCodesJoinSql}`,
  accountGroupColumn: 'account_group',
};

/** A company code: one ranked row per company_code, over all its vendors. */
export const companyCodeEntity: RankingEntity = {
  name: 'company_code',
  displayName: 'Company Code',
  keys: ['company_code'],
  identity: [
    text('company_code', 'Company Code', 'r.company_code'),
    text('company_name', 'Company Name', 'cc.company_name'),
    text('region', 'Region', 'cc.region'),
  ],
  joinsSql: companyCodesJoinSql,
  accountGroupColumn: null,
};

/** `<alias>.k1, <alias>.k2` of the entity's keys. */
export const keyListSql = (entity: RankingEntity, alias: string): string =>
  entity.keys.map((k) => `${alias}.${k}`).join(', ');

/** `<alias>.k1 IS NOT NULL AND …`: a row that belongs to an entity. */
export const keysPresentSql = (entity: RankingEntity, alias: string): string =>
  entity.keys.map((k) => `${alias}.${k} IS NOT NULL`).join(' AND ');
