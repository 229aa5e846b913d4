import {
  accountGroupsTable,
  createTableSql,
  paymentMethodsTable,
  paymentTermsTable,
  vendorBankDetailsTable,
  vendorEmailsTable,
  vendorPurchasingOrgsTable,
  type CanonicalTable,
} from '@spendlens/warehouse';
import { amountSql, flagSql, integerSql, q, vendorIdSql } from '../sap/sap-sql';
import { out, raw, type MappingContext } from './mapping-context';

/** Creates the staging table of a canonical table and fills it (when `select` is given) with `select`'s rows. */
export async function fillOut(
  ctx: MappingContext,
  table: CanonicalTable,
  select: string | null,
): Promise<string> {
  const target = out(ctx, table.name);
  await ctx.warehouse.run(createTableSql(table, target));
  if (select !== null) await ctx.warehouse.run(`INSERT INTO ${target} ${select}`, [ctx.systemId]);
  return target;
}

/** Orders texts: English ('E') first, then by language key (so one text wins per key). */
const languageOrder = (spras: string): string =>
  `CASE WHEN ${spras} = 'E' THEN '' ELSE coalesce(${spras}, '~') END`;

/**
 * account_groups ← T077K (+ T077Y text), payment_terms ← T052 (+ T052U text), payment_methods ← T042Z,
 * vendor_purchasing_orgs ← LFM1, vendor_bank_details ← LFBK (+ TIBAN IBAN), vendor_emails ← ADR6 via
 * LFA1-ADRNR. Optional source tables that are absent give empty canonical tables (or NULL texts).
 */
export async function mapReferenceData(ctx: MappingContext): Promise<void> {
  const has = (name: 'T077Y' | 'T052U' | 'LFM1' | 'LFBK' | 'TIBAN' | 'ADR6'): boolean => ctx.staged.has(name);
  const groupText = has('T077Y')
    ? `(SELECT arg_min(y.${q('TXT30')}, ${languageOrder(`y.${q('SPRAS')}`)}) FROM ${raw(ctx, 'T077Y')} y WHERE y.${q('KTOKK')} = k.${q('KTOKK')})`
    : 'NULL';
  await fillOut(
    ctx,
    accountGroupsTable,
    `SELECT $1, k.${q('KTOKK')}, ${groupText}, k.${q('NUMKR')}, ${flagSql(`k.${q('XCPDS')}`)} FROM ${raw(ctx, 'T077K')} k`,
  );

  const termText = has('T052U')
    ? `(SELECT arg_min(u.${q('TEXT1')}, ${languageOrder(`u.${q('SPRAS')}`)}) FROM ${raw(ctx, 'T052U')} u
        WHERE u.${q('ZTERM')} = t.${q('ZTERM')} AND coalesce(${integerSql(`u.${q('ZTAGG')}`)}, 0) = coalesce(${integerSql(`t.${q('ZTAGG')}`)}, 0))`
    : 'NULL';
  const days = (f: string): string => `coalesce(${integerSql(`t.${q(f)}`)}, 0)`;
  const pct = (f: string): string => `coalesce(CAST(t.${q(f)} AS DECIMAL(6,3)), 0)`;
  await fillOut(
    ctx,
    paymentTermsTable,
    `SELECT $1, t.${q('ZTERM')}, coalesce(${integerSql(`t.${q('ZTAGG')}`)}, 0), ${termText},
       ${days('ZTAG1')}, ${pct('ZPRZ1')}, ${days('ZTAG2')}, ${pct('ZPRZ2')},
       CASE WHEN ${days('ZTAG3')} > 0 THEN ${days('ZTAG3')} WHEN ${days('ZTAG2')} > 0 THEN ${days('ZTAG2')} ELSE ${days('ZTAG1')} END
     FROM ${raw(ctx, 'T052')} t`,
  );

  await fillOut(
    ctx,
    paymentMethodsTable,
    `SELECT $1, upper(${q('LAND1')}), ${q('ZLSCH')}, ${q('TEXT1')} FROM ${raw(ctx, 'T042Z')}`,
  );

  await fillOut(
    ctx,
    vendorPurchasingOrgsTable,
    has('LFM1')
      ? `SELECT $1, ${vendorIdSql(q('LIFNR'))}, ${q('EKORG')}, ${q('WAERS')}, ${q('ZTERM')}, ${amountSql(q('MINBW'))},
           ${flagSql(q('SPERM'))}, ${flagSql(q('LOEVM'))}, ${flagSql(q('WEBRE'))}, ${flagSql(q('XERSY'))}
         FROM ${raw(ctx, 'LFM1')}`
      : null,
  );

  const iban = has('TIBAN')
    ? `(SELECT min(upper(replace(i.${q('IBAN')}, ' ', ''))) FROM ${raw(ctx, 'TIBAN')} i
        WHERE i.${q('BANKS')} = b.${q('BANKS')} AND i.${q('BANKL')} = b.${q('BANKL')} AND i.${q('BANKN')} = b.${q('BANKN')}
          AND coalesce(i.${q('BKONT')}, '') = coalesce(b.${q('BKONT')}, ''))`
    : 'NULL';
  await fillOut(
    ctx,
    vendorBankDetailsTable,
    has('LFBK')
      ? `SELECT $1, ${vendorIdSql(`b.${q('LIFNR')}`)}, upper(b.${q('BANKS')}), b.${q('BANKL')}, b.${q('BANKN')}, b.${q('BKONT')},
           b.${q('BVTYP')}, b.${q('KOINH')}, ${iban}
         FROM ${raw(ctx, 'LFBK')} b`
      : null,
  );

  await fillOut(
    ctx,
    vendorEmailsTable,
    has('ADR6')
      ? `SELECT $1, ${vendorIdSql(`v.${q('LIFNR')}`)}, a.${q('ADDRNUMBER')}, ${integerSql(`a.${q('CONSNUMBER')}`)},
           a.${q('SMTP_ADDR')}, ${flagSql(`a.${q('FLGDEFAULT')}`)}
         FROM ${raw(ctx, 'ADR6')} a JOIN ${raw(ctx, 'LFA1')} v ON v.${q('ADRNR')} = a.${q('ADDRNUMBER')}
         WHERE a.${q('SMTP_ADDR')} IS NOT NULL`
      : null,
  );
}
