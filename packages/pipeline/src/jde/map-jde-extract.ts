import {
  accountGroupsTable,
  companyCodesTable,
  goodsReceiptsTable,
  invoiceLinesTable,
  invoicesTable,
  paymentMethodsTable,
  paymentsTable,
  paymentTermsTable,
  purchaseOrderItemsTable,
  purchaseOrdersTable,
  vendorBankDetailsTable,
  vendorCompanyCodesTable,
  vendorEmailsTable,
  vendorPurchasingOrgsTable,
  vendorsTable,
} from '@spendlens/warehouse';
import { withCheckedRates } from '../canonical/check-fx';
import { commonAmountSql, lineShareSql } from '../canonical/fx-sql';
import { mapVendorLastActivity } from '../canonical/map-payments';
import { fillOut } from '../canonical/map-reference-data';
import { raw, work, type MappingContext } from '../canonical/mapping-context';
import { checkReference } from '../ingest/check-references';
import { reportRows, sqlList as list } from '../ingest/check-values';
import type { ExtractPipeline } from '../ingest/ingest-extract';
import { q } from '../sap/sap-sql';
import { traced } from '../trace/ingest-tracer';
import { jdeFormat, jdeSettings, type JdeSettings } from './jde-format';
import { jdeTables } from './jde-tables';
import { amountSql, impliedSql, intSql, intTextSql, julianSql } from './jde-sql';

/**
 * Voucher document types that are not spend (pipeline README, "JD Edwards"): prepayments (PP, whose
 * application reduces later vouchers), netting (NO) and payroll vouchers (T7). Every other type of
 * F0411 (PV, PR, PL, PM, PD, customer-defined P* types) is a supplier invoice or credit.
 */
export const jdeExcludedVoucherTypes = ['PP', 'NO', 'T7'] as const;

/** Pay statuses that are no payment block: approved, paid, in a payment run, in manual payment entry. */
const unblockedPayStatuses = ['A', 'P', '#', 'Z'];

/** F0401 payment-hold codes (UDC H01/HD) that hold the supplier's payments. */
const paymentHoldCodes = ['Y', '1', '2'];

/** The shipped texts of payment instruments (UDC 00/PY); customer codes keep no text. */
const instrumentTexts: Record<string, string> = {
  C: 'Check',
  D: 'Draft',
  T: 'Electronic funds transfer',
  W: 'Check (8.5 inch)',
  X: 'EDI check',
  Y: 'EDI wire',
  Z: 'EDI',
};

/** A column of alias `a`. */
const col = (a: string, field: string): string => `${a}.${q(field)}`;

/** A purchase order number: DOCO, with the order type after it unless it is a purchase order (OP). */
const poNumberSql = (doco: string, dcto: string): string =>
  `CASE WHEN ${doco} IS NULL THEN NULL WHEN coalesce(${dcto}, 'OP') = 'OP' THEN ${intTextSql(doco)}
        ELSE ${intTextSql(doco)} || ' ' || ${dcto} END`;

/** A decimal as text without trailing zeros (line 1.000 → '1', 1.500 → '1.5'). */
const plainNumberSql = (x: string): string =>
  `CASE WHEN contains(CAST(${x} AS VARCHAR), '.') THEN rtrim(rtrim(CAST(${x} AS VARCHAR), '0'), '.') ELSE CAST(${x} AS VARCHAR) END`;

interface Jde extends JdeSettings {
  /** The extraction day: the latest address on or before it is the current one. */
  asOf: string;
  /** w_jde_decimals (currency, digits) and w_jde_companies (company_code, currency, digits …). */
  decimalsTable: string;
  companies: string;
}

/** A currency's implied decimals from w_jde_decimals joined as `alias` (2 when not named). */
const digits = (alias: string) => `coalesce(${alias}.digits, 2)`;

/** (table, fields) references to (target, fields); numbers compared as numbers. */
type Reference = [string, string[], string, string[]];

const references: Reference[] = [
  ['F0010', ['CCAN8'], 'F0101', ['ABAN8']],
  ['F0116', ['ALAN8'], 'F0101', ['ABAN8']],
  ['F0401', ['A6AN8'], 'F0101', ['ABAN8']],
  ['F0411', ['RPCO'], 'F0010', ['CCCO']],
  ['F0411', ['RPAN8'], 'F0401', ['A6AN8']],
  ['F0411', ['RPPYE'], 'F0101', ['ABAN8']],
  ['F0411', ['RPPTC'], 'F0014', ['PNPTC']],
  ['F0414', ['RNPYID'], 'F0413', ['RMPYID']],
  ['F0414', ['RNKCO', 'RNDOC', 'RNDCT', 'RNSFX'], 'F0411', ['RPKCO', 'RPDOC', 'RPDCT', 'RPSFX']],
  ['F0414', ['RNCO'], 'F0010', ['CCCO']],
  ['F4301', ['PHKCOO'], 'F0010', ['CCCO']],
  ['F4301', ['PHAN8'], 'F0401', ['A6AN8']],
  ['F4311', ['PDKCOO', 'PDDOCO', 'PDDCTO'], 'F4301', ['PHKCOO', 'PHDOCO', 'PHDCTO']],
  ['F43121', ['PRKCOO', 'PRDOCO', 'PRDCTO', 'PRLNID'], 'F4311', ['PDKCOO', 'PDDOCO', 'PDDCTO', 'PDLNID']],
  ['F0030', ['AYAN8'], 'F0101', ['ABAN8']],
  ['F01151', ['EAAN8'], 'F0101', ['ABAN8']],
];

/** Integer fields of the format (compared as numbers: '007' is 7). */
const numericFields = new Set(
  Object.values(jdeTables())
    .flat()
    .flatMap((t) => t.fields.filter((f) => f.kind === 'integer').map((f) => f.name)),
);
const normalised = (field: string) => (sql: string) => (numericFields.has(field) ? intSql(sql) : sql);

/** Each reference: a problem naming file, line and field for each row whose target is missing. */
async function checkReferences(ctx: MappingContext): Promise<void> {
  for (const [table, fields, target, targetFields] of references) {
    if (fields.length === 1) {
      await checkReference(ctx, table, fields[0]!, target, targetFields[0]!, normalised(fields[0]!));
      continue;
    }
    const staged = ctx.staged.get(table);
    const targetTable = ctx.staged.get(target);
    if (!staged || !targetTable) continue;
    const key = (alias: string, names: string[]) =>
      `(${names.map((f) => normalised(f)(col(alias, f))).join(', ')})`;
    await reportRows(
      ctx.warehouse,
      staged.checked,
      `SELECT x.rowid AS r, '${fields.join('+')}' AS field,
         'unknown ${targetFields.join('+')} (not in ${target}.csv): ''' || ${fields.map((f) => `coalesce(${col('x', f)}, '')`).join(` || '/' || `)} || '''' AS message
       FROM ${staged.from} x
       WHERE ${fields.map((f) => `${col('x', f)} IS NOT NULL`).join(' AND ')}
         AND ${key('x', fields)} NOT IN (SELECT ${key('t', targetFields)} FROM ${targetTable.from} t)`,
      ctx.problems,
    );
  }
}

/**
 * w_jde_decimals: the implied decimals per currency — the manifest's `decimals`, else F0013's CVCDEC;
 * w_jde_address: each address number's current address (the latest ALEFTB on or before the
 * extraction day; future-dated rows are not yet in force); w_jde_companies: F0010 with its currency's
 * decimals and its address.
 */
async function buildSettings(
  ctx: MappingContext,
  jde: Omit<Jde, 'decimalsTable' | 'companies'>,
): Promise<Jde> {
  const decimalsTable = work(ctx, 'jde_decimals');
  const named = Object.entries(jde.decimals);
  const fromManifest = named.length
    ? `SELECT * FROM (VALUES ${named.map(([c, d]) => `('${c}', ${Number(d)})`).join(', ')}) v(currency, digits)`
    : `SELECT NULL::VARCHAR AS currency, NULL::INTEGER AS digits WHERE false`;
  // without the optional F0013 the manifest's decimals alone (the same columns, no rows)
  const fromF0013 = ctx.staged.has('F0013')
    ? `SELECT "CVCD" AS currency, ${intSql('"CVCDEC"')} AS digits FROM ${raw(ctx, 'F0013')}`
    : `SELECT NULL::VARCHAR AS currency, NULL::INTEGER AS digits WHERE false`;
  await ctx.warehouse.run(
    `CREATE TABLE ${decimalsTable} AS
     WITH m AS (${fromManifest}), f AS (${fromF0013})
     SELECT currency, CAST(digits AS INTEGER) AS digits FROM m
     UNION ALL SELECT f.currency, f.digits FROM f WHERE f.currency NOT IN (SELECT currency FROM m)`,
  );
  const address = work(ctx, 'jde_address');
  const a = (field: string) => col('a', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${address} AS
     SELECT ${intSql(a('ALAN8'))} AS an8,
       arg_max({street: a."ALADD1", town: a."ALCTY1", postcode: a."ALADDZ", country: upper(a."ALCTR")},
         coalesce(${julianSql(a('ALEFTB'))}, DATE '1900-01-01')) AS current
     FROM ${raw(ctx, 'F0116')} a
     WHERE coalesce(${julianSql(a('ALEFTB'))}, DATE '1900-01-01') <= DATE '${jde.asOf}'
     GROUP BY 1`,
  );
  const companies = work(ctx, 'jde_companies');
  await ctx.warehouse.run(
    `CREATE TABLE ${companies} AS
     SELECT c."CCCO" AS company_code, c."CCNAME" AS name, c."CCCRCD" AS currency, ${digits('d')} AS digits,
       ad.current.town AS city, ad.current.country AS country, r.region
     FROM ${raw(ctx, 'F0010')} c
     LEFT JOIN ${decimalsTable} d ON d.currency = c."CCCRCD"
     LEFT JOIN ${address} ad ON ad.an8 = ${intSql(col('c', 'CCAN8'))}
     LEFT JOIN ref.country_regions r ON r.country = ad.current.country`,
  );
  return { ...jde, decimalsTable, companies };
}

const addressOf = (ctx: MappingContext) => work(ctx, 'jde_address');

/**
 * company_codes ← F0010 (city and country of its address number); vendors ← the address-book
 * entries with a supplier master (F0101 + F0401 + the current F0116); vendor_company_codes ← each
 * supplier with each company it has vouchers, orders or payments in (JDE's supplier master is not
 * per company: a supplier without any is listed under every company); account_groups ← the supplier
 * types; vendor_purchasing_orgs ← F0401 (no purchasing organisations in JDE); banks, e-mails.
 */
async function mapMasterData(ctx: MappingContext, jde: Jde): Promise<void> {
  await fillOut(
    ctx,
    companyCodesTable,
    `SELECT $1, company_code, name, city, country, currency, region FROM ${jde.companies}`,
  );
  const suppliers = work(ctx, 'jde_suppliers');
  const type = q(jde.vendorTypeField);
  await ctx.warehouse.run(
    `CREATE TABLE ${suppliers} AS
     SELECT ${intTextSql(col('b', 'ABAN8'))} AS vendor_id, b."ABALPH" AS name, b."ABDC" AS name_2,
       ad.current.street AS street, ad.current.town AS town, ad.current.postcode AS postcode, ad.current.country AS country,
       b."ABTAX" AS tax_id, b."ABTX2" AS vat_id, b.${type} AS vendor_type, coalesce(b."ABATP" = 'M', false) AS one_time,
       s."A6TRAP" AS payment_term, s."A6PYIN" AS instrument, s."A6CRRP" AS currency,
       CASE WHEN s."A6HDPY" IN ${list(paymentHoldCodes)} THEN s."A6HDPY" END AS payment_hold,
       s."A6HOLD" IS NOT NULL AS order_hold, coalesce(b."ABAT1" = 'X', false) AS inactive
     FROM ${raw(ctx, 'F0401')} s
     JOIN ${raw(ctx, 'F0101')} b ON ${intSql(col('b', 'ABAN8'))} = ${intSql(col('s', 'A6AN8'))}
     LEFT JOIN ${addressOf(ctx)} ad ON ad.an8 = ${intSql(col('b', 'ABAN8'))}`,
  );
  await fillOut(
    ctx,
    vendorsTable,
    `SELECT $1, vendor_id, name, name_2, street, town, postcode, country, tax_id, NULL, vat_id, vendor_type,
       NULL, NULL, payment_hold IS NOT NULL, order_hold, inactive
     FROM ${suppliers}`,
  );
  const active = `
    SELECT ${intTextSql('"RPAN8"')} AS vendor_id, "RPCO" AS company_code FROM ${raw(ctx, 'F0411')}
    UNION SELECT ${intTextSql('"PHAN8"')}, "PHKCOO" FROM ${raw(ctx, 'F4301')}
    UNION SELECT ${intTextSql('"RNAN8"')}, "RNCO" FROM ${raw(ctx, 'F0414')} WHERE "RNAN8" IS NOT NULL AND "RNCO" IS NOT NULL`;
  await fillOut(
    ctx,
    vendorCompanyCodesTable,
    `WITH active AS (${active}),
     pairs AS (
       SELECT s.vendor_id, a.company_code FROM ${suppliers} s JOIN active a USING (vendor_id)
       UNION
       SELECT s.vendor_id, c.company_code FROM ${suppliers} s CROSS JOIN ${jde.companies} c
       WHERE s.vendor_id NOT IN (SELECT vendor_id FROM active WHERE vendor_id IS NOT NULL)
     )
     SELECT $1, s.vendor_id, p.company_code, s.payment_term, s.instrument, s.payment_hold, s.payment_hold IS NOT NULL,
       s.inactive, NULL, NULL, NULL, NULL, NULL, true
     FROM pairs p JOIN ${suppliers} s USING (vendor_id)`,
  );
  await fillOut(
    ctx,
    accountGroupsTable,
    // a supplier type whose suppliers are all one-time (miscellaneous, ABATP 'M') is a one-time group
    `SELECT $1, vendor_type, NULL, NULL, bool_and(one_time) FROM ${suppliers}
     WHERE vendor_type IS NOT NULL GROUP BY vendor_type`,
  );
  await fillOut(
    ctx,
    vendorPurchasingOrgsTable,
    `SELECT $1, vendor_id, NULL, currency, payment_term, NULL, order_hold, inactive, NULL, NULL FROM ${suppliers}`,
  );
  await fillOut(
    ctx,
    vendorBankDetailsTable,
    ctx.staged.has('F0030')
      ? `SELECT $1, ${intTextSql('"AYAN8"')}, upper("AYCTR"), coalesce("AYTNST", "AYSWFT"), "AYCBNK", "AYCHKD",
           "AYBKTP", NULL, upper(replace("AYIBAN", ' ', ''))
         FROM ${raw(ctx, 'F0030')}
         WHERE "AYBKTP" = 'V' AND ${intTextSql('"AYAN8"')} IN (SELECT vendor_id FROM ${suppliers})`
      : null,
  );
  await fillOut(
    ctx,
    vendorEmailsTable,
    ctx.staged.has('F01151')
      ? `SELECT $1, ${intTextSql('"EAAN8"')}, ${intTextSql('"EAIDLN"')}, ${intSql('"EARCK7"')}, "EAEMAL",
           row_number() OVER (PARTITION BY ${intSql('"EAAN8"')} ORDER BY ${intSql('"EAIDLN"')}, ${intSql('"EARCK7"')}) = 1
         FROM ${raw(ctx, 'F01151')}
         WHERE coalesce("EAETP", 'E') = 'E' AND ${intTextSql('"EAAN8"')} IN (SELECT vendor_id FROM ${suppliers})`
      : null,
  );
}

/**
 * w_jde_pay_items: every F0411 row of a spend voucher with its amounts in decimals — domestic
 * (RPAG, RPAAP, RPSTAM) by its company's currency, foreign (RPACR, RPCTAM) by the transaction
 * currency RPCRCD — and the document-currency amount of the pay item: the foreign one for a foreign
 * voucher (RPCRRM 'F'), else the domestic one.
 */
async function buildPayItems(ctx: MappingContext, jde: Jde): Promise<string> {
  const items = work(ctx, 'jde_pay_items');
  const r = (field: string) => col('r', field);
  const local = (field: string) => amountSql(r(field), 'c.digits');
  const foreign = (field: string) => amountSql(r(field), digits('d'));
  await ctx.warehouse.run(
    `CREATE TABLE ${items} AS
     SELECT r.rowid AS rp_row, r."RPKCO" AS kco, ${intSql(r('RPDOC'))} AS doc, r."RPDCT" AS dct, r."RPSFX" AS sfx,
       ${intSql(r('RPSFXE'))} AS sfxe, coalesce(r."RPDCTA" = 'PE', false) AS is_pe, coalesce(r."RPVOD" = 'V', false) AS voided,
       r."RPCO" AS company_code, c.currency AS local_currency, ${intSql(r('RPAN8'))} AS an8, ${intSql(r('RPPYE'))} AS pye,
       ${julianSql(r('RPDIVJ'))} AS invoice_date, ${julianSql(r('RPDGJ'))} AS gl_date, ${julianSql(r('RPDICJ'))} AS entry_date,
       coalesce(${julianSql(r('RPDDNJ'))}, ${julianSql(r('RPDDJ'))}) AS due_date, r."RPVINV" AS invoice_num,
       coalesce(r."RPCRRM" = 'F', false) AS is_foreign, r."RPCRCD" AS currency,
       ${local('RPAG')} AS local_amount, coalesce(${local('RPAAP')}, 0) AS open_amount,
       CASE WHEN r."RPCRRM" = 'F' THEN ${foreign('RPACR')} ELSE ${local('RPAG')} END AS amount,
       CASE WHEN r."RPCRRM" = 'F' THEN coalesce(${foreign('RPCTAM')}, 0) ELSE coalesce(${local('RPSTAM')}, 0) END AS tax,
       r."RPPST" AS pay_status, r."RPPTC" AS payment_term, r."RPPYIN" AS instrument,
       ${poNumberSql(r('RPPO'), r('RPPDCT'))} AS po_number,
       CASE WHEN ${intSql(r('RPLNID'))} <> 0 THEN ${plainNumberSql(impliedSql(r('RPLNID'), jde.lineNumberDecimals))} END AS po_line,
       -- the PO line's item number (PDLITM) as the PO lines carry it; RPITM is JDE's short item number
       coalesce(pd."PDLITM", r."RPITM") AS material, r."RPMCU" AS plant,
       CASE WHEN ${intSql(r('RPU'))} <> 0 THEN ${impliedSql(r('RPU'), jde.quantityDecimals)} END AS quantity,
       r."RPICUT" AS batch_type, r."RPTORG" AS created_by
     FROM ${raw(ctx, 'F0411')} r
     LEFT JOIN ${raw(ctx, 'F4311')} pd ON pd."PDKCOO" = coalesce(r."RPPKCO", r."RPKCO")
       AND ${intSql(col('pd', 'PDDOCO'))} = ${intSql(r('RPPO'))} AND pd."PDDCTO" = coalesce(r."RPPDCT", 'OP')
       AND ${intSql(col('pd', 'PDLNID'))} = ${intSql(r('RPLNID'))}
     LEFT JOIN ${jde.companies} c ON c.company_code = r."RPCO"
     LEFT JOIN ${jde.decimalsTable} d ON d.currency = r."RPCRCD"
     WHERE r."RPDCT" NOT IN ${list(jdeExcludedVoucherTypes)}`,
  );
  // a domestic voucher is in its company's currency; a foreign one needs its transaction amount
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('F0411')!.checked,
    `SELECT rp_row AS r, 'RPCRCD' AS field,
       'a domestic voucher (RPCRRM not ''F'') must be in its company''s currency ' || local_currency || ', found ' || currency AS message
     FROM ${items} WHERE NOT is_foreign AND currency <> local_currency
     UNION ALL
     SELECT rp_row, 'RPACR', 'a foreign voucher (RPCRRM ''F'') needs its amount in ' || currency || ' (RPACR)'
     FROM ${items} WHERE is_foreign AND amount IS NULL`,
    ctx.problems,
  );
  return items;
}

/**
 * canon.invoices and canon.invoice_lines (pipeline README): one invoice per voucher (RPKCO + RPDOC +
 * RPDCT), the sum of its pay items; the PE rows of a voided voucher (RPVOD 'V') become its reversal
 * `<DCT><DOC>V` on their G/L date, the SAP reversal pair's shape; a revision's PE row is left out (the
 * pay item already holds the revised amount). One line per pay item, net of its tax. Answers false on
 * a currency problem.
 */
async function mapInvoices(ctx: MappingContext, jde: Jde): Promise<boolean> {
  const items = await buildPayItems(ctx, jde);
  if (ctx.problems.size > 0) return false;
  const docs = work(ctx, 'jde_vouchers');
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
     WITH v AS (
       SELECT kco, doc, dct, min(rp_row) AS rp_row, arg_min(company_code, sfx) AS company_code,
         arg_min(local_currency, sfx) AS local_currency, arg_min(an8, sfx) AS an8, arg_min(pye, sfx) AS pye,
         min(invoice_date) AS invoice_date, min(gl_date) AS gl_date, min(entry_date) AS entry_date,
         min(due_date) AS due_date, arg_min(invoice_num, sfx) AS invoice_num, arg_min(currency, sfx) AS currency,
         sum(amount) AS document_amount, sum(local_amount) AS local_amount, sum(abs(open_amount)) AS open_amount,
         bool_or(voided) AS voided,
         arg_min(pay_status, sfx) FILTER (WHERE pay_status NOT IN ${list(unblockedPayStatuses)}) AS payment_block,
         arg_min(payment_term, sfx) AS payment_term, arg_min(instrument, sfx) AS instrument,
         arg_min(po_number, sfx) FILTER (WHERE po_number IS NOT NULL) AS po_number,
         arg_min(batch_type, sfx) AS batch_type, arg_min(created_by, sfx) AS created_by
       FROM ${items} WHERE NOT is_pe GROUP BY kco, doc, dct
     ),
     voids AS (
       SELECT kco, doc, dct, sum(amount) AS document_amount, sum(local_amount) AS local_amount,
         min(gl_date) AS gl_date
       FROM ${items} WHERE is_pe AND voided GROUP BY kco, doc, dct
     ),
     paid AS (
       SELECT n."RNKCO" AS kco, ${intSql(col('n', 'RNDOC'))} AS doc, n."RNDCT" AS dct,
         max(${julianSql(col('m', 'RMDMTJ'))}) AS clearing_date,
         arg_max(${intTextSql(col('m', 'RMPYID'))}, (${julianSql(col('m', 'RMDMTJ'))}, ${intSql(col('m', 'RMPYID'))})) AS payment_id
       FROM ${raw(ctx, 'F0414')} n
       JOIN ${raw(ctx, 'F0413')} m ON ${intSql(col('m', 'RMPYID'))} = ${intSql(col('n', 'RNPYID'))}
       WHERE coalesce(n."RNDCTM", '') <> 'PO' AND ${julianSql(col('m', 'RMVDGJ'))} IS NULL
       GROUP BY 1, 2, 3
     )
     SELECT v.*, v.dct || CAST(v.doc AS VARCHAR) || CASE WHEN v.kco <> v.company_code THEN '/' || v.kco ELSE '' END AS document_no,
       x.document_amount AS void_amount, x.local_amount AS void_local_amount, x.gl_date AS void_date,
       v.voided AND x.doc IS NOT NULL AS reversed, p.clearing_date, p.payment_id,
       CASE WHEN v.dct = 'PD' OR v.document_amount < 0 THEN 'VENDOR-CREDIT'
            WHEN v.po_number IS NOT NULL THEN 'PO-INVOICE' ELSE 'NON-PO-INVOICE' END AS derived_document_type,
       -- a one-time supplier's payee is the payee address number of the voucher
       CASE WHEN v.pye IS NOT NULL AND v.pye <> v.an8 THEN
         {name: pb."ABALPH", street: pa.current.street, town: pa.current.town, postcode: pa.current.postcode,
          country: pa.current.country, tax_id: pb."ABTAX", vat_id: pb."ABTX2"} END AS payee
     FROM v
     LEFT JOIN voids x USING (kco, doc, dct)
     LEFT JOIN paid p USING (kco, doc, dct)
     LEFT JOIN ${raw(ctx, 'F0101')} pb ON ${intSql(col('pb', 'ABAN8'))} = v.pye
     LEFT JOIN ${addressOf(ctx)} pa ON pa.an8 = v.pye`,
  );
  // both rows of a void: the voucher as it was, and its reversal on the void's G/L date
  const both = work(ctx, 'jde_invoice_rows');
  await ctx.warehouse.run(
    `CREATE TABLE ${both} AS
     SELECT d.*, d.document_no AS row_no, year(d.gl_date) AS fiscal_year, d.gl_date AS posting_date,
       d.entry_date AS entered, d.derived_document_type AS derived_type, d.document_amount AS signed_document_amount,
       d.local_amount AS signed_local_amount, d.reversed AS is_reversed,
       CASE WHEN d.reversed THEN d.document_no || 'V' END AS reversal_no,
       CASE WHEN d.reversed THEN d.void_date ELSE d.clearing_date END AS cleared_on,
       CASE WHEN d.reversed THEN d.document_no || 'V' ELSE d.payment_id END AS cleared_by,
       d.reversed OR (d.open_amount = 0 AND d.payment_id IS NOT NULL) AS is_cleared, false AS is_reversal
     FROM ${docs} d
     UNION ALL
     SELECT d.*, d.document_no || 'V', year(d.void_date), d.void_date, d.void_date, 'REVERSAL', d.void_amount,
       d.void_local_amount, false, d.document_no, d.void_date, d.document_no, true, true
     FROM ${docs} d WHERE d.reversed`,
  );
  const converted = await withCheckedRates(ctx, 'jde_invoices_fx', both, {
    file: 'F0411',
    rowColumn: 'rp_row',
    currency: { column: 'local_currency', field: 'RPCO' },
    day: { column: 'invoice_date', field: 'RPDIVJ' },
  });
  if (ctx.problems.size > 0) return false;
  const rows = work(ctx, 'jde_invoice_rows_common');
  await ctx.warehouse.run(
    `CREATE TABLE ${rows} AS SELECT *, ${commonAmountSql('signed_local_amount')} AS common_amount FROM ${converted}`,
  );
  await fillOut(
    ctx,
    invoicesTable,
    `SELECT $1, company_code, fiscal_year, row_no, company_code || '-' || row_no || '-' || fiscal_year,
       invoice_num, CAST(an8 AS VARCHAR), dct, batch_type, derived_type, invoice_date, posting_date, entered,
       invoice_date, due_date, CASE WHEN is_cleared THEN cleared_on END, CASE WHEN is_cleared THEN cleared_by END,
       is_cleared, currency, signed_document_amount, local_currency, signed_local_amount, common_currency,
       common_amount, payment_term, instrument, payment_block, is_reversed, reversal_no,
       created_by, po_number, payee.name, payee.street, payee.town, payee.postcode, payee.country, payee.tax_id, payee.vat_id,
       NULL, NULL, NULL
     FROM ${rows}`,
  );
  // a line's common amount is its share of the invoice's, as for SAP (map-invoice-lines.ts); a
  // reversal has its voucher's lines, negated
  const lineAmount = 'CASE WHEN i.is_reversal THEN -(l.amount - l.tax) ELSE l.amount - l.tax END';
  const share = lineShareSql(lineAmount, 'i.signed_document_amount', 'i.common_amount');
  await fillOut(
    ctx,
    invoiceLinesTable,
    `SELECT $1, i.company_code, i.fiscal_year, i.row_no, i.company_code || '-' || i.row_no || '-' || i.fiscal_year,
       CAST(row_number() OVER (PARTITION BY i.row_no, i.fiscal_year, i.company_code ORDER BY l.sfx) AS INTEGER),
       'F0411_PAY_ITEM', CAST(i.an8 AS VARCHAR), i.dct, i.derived_type, i.invoice_date, i.invoice_num, i.currency,
       ${lineAmount}, i.common_currency, ${share}, l.po_number, l.po_line, l.material, l.plant,
       CAST(CASE WHEN i.is_reversal THEN -l.quantity ELSE l.quantity END AS DECIMAL(18,3))
     FROM ${rows} i JOIN ${items} l ON l.kco = i.kco AND l.doc = i.doc AND l.dct = i.dct AND NOT l.is_pe`,
  );
  return true;
}

/**
 * canon.payments ← F0413 with its F0414 rows: one row per payment and company whose vouchers it paid
 * (a payment may pay several companies' vouchers), its amount the domestic amounts paid (RNPAAP of
 * the rows that are not void records, PO); a voided payment (RMVDGJ set) is kept, marked is_voided.
 */
async function mapPayments(ctx: MappingContext, jde: Jde): Promise<void> {
  const local = work(ctx, 'jde_payments');
  const n = (field: string) => col('n', field);
  const m = (field: string) => col('m', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${local} AS
     WITH rows AS (
       SELECT ${intSql(n('RNPYID'))} AS pyid, coalesce(n."RNCO", v.company_code) AS company_code,
         coalesce(${intTextSql(n('RNAN8'))}, CAST(v.an8 AS VARCHAR)) AS vendor_id, n."RNPAAP" AS paid
       FROM ${raw(ctx, 'F0414')} n
       LEFT JOIN (SELECT DISTINCT kco, doc, dct, company_code, an8 FROM ${work(ctx, 'jde_vouchers')}) v
         ON v.kco = n."RNKCO" AND v.doc = ${intSql(n('RNDOC'))} AND v.dct = n."RNDCT"
       WHERE coalesce(n."RNDCTM", '') <> 'PO'
     )
     SELECT m.rowid AS rm_row, ${intTextSql(m('RMPYID'))} AS payment_id, r.company_code, min(r.vendor_id) AS vendor_id,
       ${julianSql(m('RMDMTJ'))} AS clearing_date, m."RMDCTM" AS document_type, count(*) AS item_count,
       c.currency AS local_currency, sum(${amountSql('r.paid', 'c.digits')}) AS local_amount,
       m."RMPYIN" AS payment_method, m."RMDOCM" AS check_number, ${julianSql(m('RMVDGJ'))} IS NOT NULL AS is_voided
     FROM ${raw(ctx, 'F0413')} m
     JOIN rows r ON r.pyid = ${intSql(m('RMPYID'))}
     LEFT JOIN ${jde.companies} c ON c.company_code = r.company_code
     GROUP BY ALL`,
  );
  const converted = await withCheckedRates(ctx, 'jde_payments_fx', local, {
    file: 'F0413',
    rowColumn: 'rm_row',
    currency: { column: 'local_currency', field: 'RMCRCD' },
    day: { column: 'clearing_date', field: 'RMDMTJ' },
  });
  await fillOut(
    ctx,
    paymentsTable,
    `SELECT $1, company_code, vendor_id, payment_id, year(clearing_date), clearing_date, document_type, item_count,
       local_currency, CAST(local_amount AS DECIMAL(18,2)), common_currency, ${commonAmountSql('local_amount')},
       payment_method, clearing_date, check_number, is_voided
     FROM ${converted}`,
  );
}

/**
 * purchase_orders ← F4301, purchase_order_items ← F4311 (text lines, type T, carry nothing and are
 * left out), goods_receipts ← F43121 receipt rows: match type 1 (a negative one is a return) and 4 (a
 * reversed receipt: the receipt as it was, plus its reversal on the row's last update, since JDE
 * reverses in place). Voucher-match rows (types 2 and 3) are not receipts. Answers false on a
 * currency problem.
 */
async function mapPurchasing(ctx: MappingContext, jde: Jde): Promise<boolean> {
  const items = work(ctx, 'jde_po_items');
  const d = (field: string) => col('l', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${items} AS
     SELECT l."PDKCOO" AS kcoo, ${intSql(d('PDDOCO'))} AS doco, l."PDDCTO" AS dcto, ${intSql(d('PDLNID'))} AS lnid,
       ${plainNumberSql(impliedSql(d('PDLNID'), jde.lineNumberDecimals))} AS item, l."PDLITM" AS material, l."PDMCU" AS plant,
       l."PDDSC1" AS description, CAST(${impliedSql(d('PDUORG'), jde.quantityDecimals)} AS DECIMAL(18,3)) AS quantity,
       l."PDUOM" AS unit, coalesce(l."PDLTTR" = '980', false) AS is_deleted,
       coalesce(${intSql(d('PDRORN'))}, 0) <> 0 AS has_pr,
       coalesce(l."PDNXTR" = '999' OR ${intSql(d('PDUOPN'))} = 0, false) AS delivery_completed,
       coalesce(l."PDNXTR" = '999', false) AS final_invoice,
       coalesce(l."PDLNTY", 'S') IN ('S', 'N', 'J') AS gr_expected, l."PDAEXP" AS raw_amount,
       coalesce(l."PDNXTR" = '999', false) AS closed
     FROM ${raw(ctx, 'F4311')} l WHERE coalesce(l."PDLNTY", '') <> 'T'`,
  );
  const headers = work(ctx, 'jde_pos');
  const h = (field: string) => col('h', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${headers} AS
     WITH h AS (
       SELECT h.rowid AS ph_row, h."PHKCOO" AS kcoo, ${intSql(h('PHDOCO'))} AS doco, h."PHDCTO" AS dcto,
         ${poNumberSql(h('PHDOCO'), h('PHDCTO'))} AS po_number, ${intTextSql(h('PHAN8'))} AS vendor_id,
         ${julianSql(h('PHTRDJ'))} AS document_date, h."PHORBY" AS created_by, h."PHPTC" AS payment_term,
         h."PHMCU" AS purchasing_org, ${intTextSql(h('PHANBY'))} AS purchasing_group, h."PHHOLD" IS NOT NULL AS held,
         coalesce(h."PHCRCD", c.currency) AS currency, ${digits('dd')} AS digits
       FROM ${raw(ctx, 'F4301')} h
       LEFT JOIN ${jde.companies} c ON c.company_code = h."PHKCOO"
       LEFT JOIN ${jde.decimalsTable} dd ON dd.currency = coalesce(h."PHCRCD", c.currency)
     ),
     lines AS (
       SELECT i.*, ${amountSql('i.raw_amount', 'h.digits')} AS net_amount FROM ${items} i JOIN h USING (kcoo, doco, dcto)
     ),
     totals AS (
       SELECT kcoo, doco, dcto, count(*) AS item_count, bool_or(has_pr) AS has_pr,
         coalesce(sum(net_amount) FILTER (WHERE NOT is_deleted), 0) AS document_amount,
         count(*) FILTER (WHERE NOT is_deleted) AS active_items, bool_and(closed) FILTER (WHERE NOT is_deleted) AS closed
       FROM lines GROUP BY ALL
     )
     SELECT h.*, h.kcoo AS company_code, h.document_date AS created_date, h.dcto AS type,
       CASE h.dcto WHEN 'OP' THEN 'F' WHEN 'OB' THEN 'K' ELSE h.dcto END AS category,
       t.has_pr, coalesce(t.item_count, 0) AS item_count, CAST(coalesce(t.document_amount, 0) AS DECIMAL(18,2)) AS document_amount,
       CASE WHEN t.item_count > 0 AND t.active_items = 0 THEN 'DELETED' WHEN h.held THEN 'BLOCKED'
            WHEN t.closed THEN 'CLOSED' ELSE 'OPEN' END AS po_status
     FROM h LEFT JOIN totals t USING (kcoo, doco, dcto)`,
  );
  const pos = await withCheckedRates(ctx, 'jde_pos_fx', headers, {
    file: 'F4301',
    rowColumn: 'ph_row',
    currency: { column: 'currency', field: 'PHCRCD' },
    day: { column: 'document_date', field: 'PHTRDJ' },
  });

  const receipts = work(ctx, 'jde_receipts');
  const p = (field: string) => col('p', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${receipts} AS
     WITH r AS (
       SELECT p.rowid AS pr_row, ${intSql(p('PRMATC'))} AS match_type, ${intTextSql(p('PRDOC'))} AS document_number,
         p."PRKCOO" AS kcoo, ${intSql(p('PRDOCO'))} AS doco, p."PRDCTO" AS dcto, ${intSql(p('PRLNID'))} AS lnid,
         ${julianSql(p('PRRCDJ'))} AS received, coalesce(${julianSql(p('PRDGL'))}, ${julianSql(p('PRRCDJ'))}) AS posted,
         coalesce(${julianSql(p('PRUPMJ'))}, ${julianSql(p('PRDGL'))}, ${julianSql(p('PRRCDJ'))}) AS updated,
         ${impliedSql(p('PRUREC'), jde.quantityDecimals)} AS quantity, p."PRAREC" AS raw_amount,
         ${intTextSql(p('PRAN8'))} AS vendor_id, p."PRLITM" AS material, p."PRMCU" AS plant,
         row_number() OVER (PARTITION BY p."PRDOC" ORDER BY ${intSql(p('PRDOCO'))}, ${intSql(p('PRLNID'))}, ${intSql(p('PRUKID'))}) AS line_number
       FROM ${raw(ctx, 'F43121')} p WHERE ${intSql(p('PRMATC'))} IN (1, 4)
     ),
     joined AS (
       SELECT r.*, h.po_number, h.company_code, coalesce(r.vendor_id, h.vendor_id) AS resolved_vendor,
         c.currency AS local_currency, ${amountSql('r.raw_amount', 'c.digits')} AS amount, i.item AS po_item,
         coalesce(r.material, i.material) AS resolved_material
       FROM r
       LEFT JOIN ${headers} h USING (kcoo, doco, dcto)
       LEFT JOIN ${items} i USING (kcoo, doco, dcto, lnid)
       LEFT JOIN ${jde.companies} c ON c.company_code = h.company_code
     )
     SELECT *, document_number AS row_document, received AS row_date, posted AS row_posted,
       CASE WHEN match_type = 4 THEN 'RECEIPT' WHEN amount < 0 OR quantity < 0 THEN 'RETURN' ELSE 'RECEIPT' END AS movement_type,
       amount AS signed_amount, quantity AS signed_quantity, match_type = 4 AS is_reversed,
       CASE WHEN match_type = 4 THEN document_number || 'R' END AS reversal_no
     FROM joined
     UNION ALL
     SELECT *, document_number || 'R', updated, updated, 'RECEIPT REVERSED', -amount, -quantity, false, document_number
     FROM joined WHERE match_type = 4`,
  );
  const grs = await withCheckedRates(ctx, 'jde_receipts_fx', receipts, {
    file: 'F43121',
    rowColumn: 'pr_row',
    currency: { column: 'local_currency', field: 'PRKCOO' },
    day: { column: 'row_posted', field: 'PRDGL' },
  });
  if (ctx.problems.size > 0) return false;

  await fillOut(
    ctx,
    purchaseOrdersTable,
    `SELECT $1, po_number, company_code, vendor_id, document_date, created_date, created_by, payment_term, type,
       category, purchasing_org, purchasing_group, has_pr, po_status, item_count, currency, document_amount,
       common_currency, ${commonAmountSql('document_amount')}
     FROM ${pos}`,
  );
  await fillOut(
    ctx,
    purchaseOrderItemsTable,
    `SELECT $1, h.po_number, i.item, h.company_code, h.vendor_id, h.document_date, i.material, i.plant, i.description,
       i.quantity, i.unit, i.is_deleted, i.has_pr, i.delivery_completed, i.final_invoice, i.gr_expected, NULL,
       h.currency, CAST(${amountSql('i.raw_amount', 'h.digits')} AS DECIMAL(18,2)), h.common_currency,
       ${commonAmountSql(amountSql('i.raw_amount', 'h.digits'), 'h')}
     FROM ${items} i JOIN ${pos} h USING (kcoo, doco, dcto)`,
  );
  await fillOut(
    ctx,
    goodsReceiptsTable,
    `SELECT $1, row_document, year(row_posted), CAST(line_number AS INTEGER), row_date, row_date, row_posted,
       movement_type, true, CASE WHEN signed_amount < 0 THEN 'H' ELSE 'S' END, local_currency, signed_amount,
       common_currency, ${commonAmountSql('signed_amount')}, CAST(signed_quantity AS DECIMAL(18,3)), po_number,
       po_item, resolved_material, plant, resolved_vendor, company_code, is_reversed, reversal_no
     FROM ${grs}`,
  );
  return true;
}

/**
 * payment_terms ← F0014 (PNDCP is the discount as a fraction: 0.02 is 2 %; split, proximate and
 * fixed-date terms keep their net days only); payment_methods ← the payment instruments the
 * suppliers, vouchers and payments use, with the shipped texts of UDC 00/PY.
 */
async function mapReferenceData(ctx: MappingContext): Promise<boolean> {
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('F0014')!.checked,
    `SELECT rowid AS r, 'PNDCP' AS field,
       'the discount must be a fraction from 0 to 1 (0.02 is 2 %), found ' || "PNDCP" AS message
     FROM ${raw(ctx, 'F0014')} WHERE CAST("PNDCP" AS DECIMAL(38,10)) NOT BETWEEN 0 AND 1`,
    ctx.problems,
  );
  if (ctx.problems.size > 0) return false;
  await fillOut(
    ctx,
    paymentTermsTable,
    `SELECT $1, "PNPTC", 0, "PNPTD", ${intSql('"PNDCD"')}, CAST(CAST("PNDCP" AS DECIMAL(18,6)) * 100 AS DECIMAL(18,3)),
       NULL, NULL, ${intSql('"PNNDTP"')}
     FROM ${raw(ctx, 'F0014')}`,
  );
  const texts = Object.entries(instrumentTexts);
  await fillOut(
    ctx,
    paymentMethodsTable,
    `WITH texts(code, text) AS (VALUES ${texts.map(([c, t]) => `('${c}', '${t}')`).join(', ')})
     SELECT DISTINCT $1, NULL, m.method, t.text FROM (
       SELECT "A6PYIN" AS method FROM ${raw(ctx, 'F0401')}
       UNION SELECT "RPPYIN" FROM ${raw(ctx, 'F0411')}
       UNION SELECT "RMPYIN" FROM ${raw(ctx, 'F0413')}) m
     LEFT JOIN texts t ON t.code = m.method
     WHERE m.method IS NOT NULL`,
  );
  return true;
}

/** jde-extract/1: references, then the canonical mapping (pipeline README, "JD Edwards EnterpriseOne"). */
export const jdeExtractPipeline: ExtractPipeline = {
  format: jdeFormat,
  async map(ctx, manifest) {
    await traced('check references', () => checkReferences(ctx));
    if (ctx.problems.size > 0) return;
    const jde = await buildSettings(ctx, {
      ...jdeSettings(manifest),
      asOf: new Date(manifest.extracted_at).toISOString().slice(0, 10),
    });
    await traced('map master data', () => mapMasterData(ctx, jde));
    if (!(await traced('map invoices', () => mapInvoices(ctx, jde)))) return;
    if (!(await traced('map reference data', () => mapReferenceData(ctx)))) return;
    if (!(await traced('map purchasing', () => mapPurchasing(ctx, jde)))) return;
    await traced('map payments', () => mapPayments(ctx, jde));
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
  },
};
