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
import { centsProductSql } from '../canonical/exact-sql';
import { commonAmountSql, lineShareSql, withRatesSql } from '../canonical/fx-sql';
import { mapVendorLastActivity } from '../canonical/map-payments';
import { fillOut } from '../canonical/map-reference-data';
import { raw, work, type MappingContext } from '../canonical/mapping-context';
import { checkReference } from '../ingest/check-references';
import { reportRows, sqlList as list } from '../ingest/check-values';
import type { ExtractPipeline } from '../ingest/ingest-extract';
import { traced } from '../trace/ingest-tracer';
import { oracleFormat, type OracleManifest } from './oracle-format';
import { col, idSql, idTextSql, oraAmountSql, oraDateSql, oraNumberSql, yesSql } from './oracle-sql';
import {
  ledgerTableName,
  lineTableName,
  paymentMethodColumn,
  siteTableName,
  supplierTableName,
  type OracleRelease,
} from './oracle-tables';

/**
 * Invoice types that are spend (pipeline README, "Oracle E-Business Suite"): the others are advances
 * (PREPAYMENT), withholding-tax invoices to the tax authority (AWT), refunds to non-suppliers
 * (PAYMENT REQUEST) and requests not yet approved into invoices — counting them would count money
 * twice or count what is not owed.
 */
export const oracleSpendInvoiceTypes = [
  'STANDARD',
  'CREDIT',
  'DEBIT',
  'MIXED',
  'EXPENSE REPORT',
  'INTEREST',
  'RETAINAGE RELEASE',
  'PO PRICE ADJUST',
  'ADJUSTMENT',
  'QUICKMATCH',
  'QUICKDEFAULT',
] as const;

/**
 * Invoice line types left out of the canonical lines: prepayment applications and withholding are
 * not part of what was bought, and tax is not either (SAP's invoice items are net of tax too).
 */
const excludedLineTypes = ['PREPAY', 'AWT', 'TAX'];

/** RCV_TRANSACTIONS types counted as receipts from (or returns to) the supplier. */
const receiptTypes = ['RECEIVE', 'MATCH'];

/** AP_CHECKS_ALL statuses of check-printing artefacts that paid nothing. */
const notPayments = ['SET UP', 'SPOILED', 'OVERFLOW'];

interface Names {
  release: OracleRelease;
  suppliers: string;
  sites: string;
  ledgers: string;
  lines: string;
  method: string;
}

/** The references the mapping needs: each a problem naming file, line and field when it dangles. */
async function checkReferences(ctx: MappingContext, n: Names): Promise<void> {
  const refs: [string, string, string, string][] = [
    [
      'HR_OPERATING_UNITS',
      'SET_OF_BOOKS_ID',
      n.ledgers,
      n.release === '12' ? 'LEDGER_ID' : 'SET_OF_BOOKS_ID',
    ],
    [n.sites, 'VENDOR_ID', n.suppliers, 'VENDOR_ID'],
    [n.sites, 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'],
    ['AP_INVOICES_ALL', 'VENDOR_ID', n.suppliers, 'VENDOR_ID'],
    ['AP_INVOICES_ALL', 'VENDOR_SITE_ID', n.sites, 'VENDOR_SITE_ID'],
    ['AP_INVOICES_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'],
    ['AP_INVOICES_ALL', 'TERMS_ID', 'AP_TERMS_TL', 'TERM_ID'],
    [n.lines, 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'],
    ['AP_PAYMENT_SCHEDULES_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'],
    ['AP_INVOICE_PAYMENTS_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'],
    ['AP_INVOICE_PAYMENTS_ALL', 'CHECK_ID', 'AP_CHECKS_ALL', 'CHECK_ID'],
    ['AP_CHECKS_ALL', 'VENDOR_ID', n.suppliers, 'VENDOR_ID'],
    ['AP_CHECKS_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'],
    ['AP_TERMS_LINES', 'TERM_ID', 'AP_TERMS_TL', 'TERM_ID'],
    ['PO_HEADERS_ALL', 'VENDOR_ID', n.suppliers, 'VENDOR_ID'],
    ['PO_HEADERS_ALL', 'ORG_ID', 'HR_OPERATING_UNITS', 'ORGANIZATION_ID'],
    ['PO_LINES_ALL', 'PO_HEADER_ID', 'PO_HEADERS_ALL', 'PO_HEADER_ID'],
    ['PO_LINE_LOCATIONS_ALL', 'PO_LINE_ID', 'PO_LINES_ALL', 'PO_LINE_ID'],
    ['RCV_TRANSACTIONS', 'PO_HEADER_ID', 'PO_HEADERS_ALL', 'PO_HEADER_ID'],
    ['RCV_TRANSACTIONS', 'PO_LINE_ID', 'PO_LINES_ALL', 'PO_LINE_ID'],
    ['AP_HOLDS_ALL', 'INVOICE_ID', 'AP_INVOICES_ALL', 'INVOICE_ID'],
    ...(n.release === '12'
      ? ([
          ['AP_INVOICE_LINES_ALL', 'PO_HEADER_ID', 'PO_HEADERS_ALL', 'PO_HEADER_ID'],
          ['AP_INVOICE_LINES_ALL', 'PO_LINE_ID', 'PO_LINES_ALL', 'PO_LINE_ID'],
          ['IBY_PMT_INSTR_USES_ALL', 'INSTRUMENT_ID', 'IBY_EXT_BANK_ACCOUNTS', 'EXT_BANK_ACCOUNT_ID'],
        ] as [string, string, string, string][])
      : ([
          [
            'AP_INVOICE_DISTRIBUTIONS_ALL',
            'PO_DISTRIBUTION_ID',
            'PO_DISTRIBUTIONS_ALL',
            'PO_DISTRIBUTION_ID',
          ],
          ['PO_DISTRIBUTIONS_ALL', 'PO_LINE_ID', 'PO_LINES_ALL', 'PO_LINE_ID'],
          ['AP_BANK_ACCOUNT_USES_ALL', 'VENDOR_ID', n.suppliers, 'VENDOR_ID'],
          ['AP_BANK_ACCOUNT_USES_ALL', 'EXTERNAL_BANK_ACCOUNT_ID', 'AP_BANK_ACCOUNTS_ALL', 'BANK_ACCOUNT_ID'],
        ] as [string, string, string, string][])),
  ];
  for (const [table, field, target, targetField] of refs)
    await checkReference(ctx, table, field, target, targetField, idSql);
}

/** w_ledger: each operating unit with its ledger's currency. */
async function buildLedgers(ctx: MappingContext, n: Names): Promise<string> {
  const ledger = work(ctx, 'ora_ledger');
  const ledgerId = n.release === '12' ? 'LEDGER_ID' : 'SET_OF_BOOKS_ID';
  await ctx.warehouse.run(
    `CREATE TABLE ${ledger} AS
     SELECT ${idSql(col('u', 'ORGANIZATION_ID'))} AS org_id, ${idTextSql(col('u', 'ORGANIZATION_ID'))} AS company_code,
       u."NAME" AS name, l."CURRENCY_CODE" AS currency
     FROM ${raw(ctx, 'HR_OPERATING_UNITS')} u
     LEFT JOIN ${raw(ctx, n.ledgers)} l ON ${idSql(col('l', ledgerId))} = ${idSql(col('u', 'SET_OF_BOOKS_ID'))}`,
  );
  return ledger;
}

/** A user's name (FND_USER) for a CREATED_BY id, else the id. */
function userName(ctx: MappingContext, id: string): string {
  if (!ctx.staged.has('FND_USER')) return idTextSql(id);
  return `coalesce((SELECT fu."USER_NAME" FROM ${raw(ctx, 'FND_USER')} fu WHERE ${idSql('fu."USER_ID"')} = ${idSql(id)}), ${idTextSql(id)})`;
}

/**
 * company_codes ← HR_OPERATING_UNITS (currency of its ledger; the extract has no address of an
 * operating unit, so city, country and region are NULL), vendors ← suppliers (the address of a
 * representative site: the primary pay site, else the first pay site, else the first site),
 * vendor_company_codes ← sites per supplier and operating unit, account_groups ← the vendor types.
 */
async function mapMasterData(
  ctx: MappingContext,
  n: Names,
  ledger: string,
  extractedAt: string,
): Promise<void> {
  await fillOut(
    ctx,
    companyCodesTable,
    `SELECT $1, company_code, name, NULL, NULL, currency, NULL FROM ${ledger}`,
  );
  const sites = work(ctx, 'ora_sites');
  await ctx.warehouse.run(
    `CREATE TABLE ${sites} AS
     SELECT ${idSql(col('s', 'VENDOR_SITE_ID'))} AS site_id, ${idSql(col('s', 'VENDOR_ID'))} AS vendor_id,
       ${idTextSql(col('s', 'ORG_ID'))} AS company_code, s."ADDRESS_LINE1" AS street, s."CITY" AS town,
       s."ZIP" AS postcode, upper(s."COUNTRY") AS country, s."EMAIL_ADDRESS" AS email,
       ${yesSql(col('s', 'PAY_SITE_FLAG'))} AS pay_site, ${yesSql(col('s', 'PRIMARY_PAY_SITE_FLAG'))} AS primary_pay_site,
       ${yesSql(col('s', 'PURCHASING_SITE_FLAG'))} AS purchasing_site,
       ${oraDateSql(col('s', 'INACTIVE_DATE'))} AS inactive_date,
       ${yesSql(col('s', 'HOLD_ALL_PAYMENTS_FLAG'))} AS payment_hold, ${idTextSql(col('s', 'TERMS_ID'))} AS terms_id,
       s."VAT_REGISTRATION_NUM" AS vat_id, s."PAYMENT_METHOD_LOOKUP_CODE" AS method,
       s."INVOICE_CURRENCY_CODE" AS currency, s."MATCH_OPTION" AS match_option, s."PAY_ON_CODE" AS pay_on,
       ${oraDateSql(col('s', 'CREATION_DATE'))} AS created_date, ${userName(ctx, col('s', 'CREATED_BY'))} AS created_by,
       -- the representative site of a supplier: primary pay site, pay site, then any; oldest id first
       row_number() OVER (PARTITION BY ${idSql(col('s', 'VENDOR_ID'))}
         ORDER BY ${yesSql(col('s', 'PRIMARY_PAY_SITE_FLAG'))} DESC, ${yesSql(col('s', 'PAY_SITE_FLAG'))} DESC,
           ${idSql(col('s', 'VENDOR_SITE_ID'))}) AS rank
     FROM ${raw(ctx, n.sites)} s`,
  );
  const expired = (date: string) => `(${date} IS NOT NULL AND ${date} <= DATE '${extractedAt.slice(0, 10)}')`;
  await fillOut(
    ctx,
    vendorsTable,
    `SELECT $1, ${idTextSql(col('v', 'VENDOR_ID'))}, v."VENDOR_NAME", v."VENDOR_NAME_ALT", s.street, s.town, s.postcode,
       s.country, coalesce(v."NUM_1099", v."INDIVIDUAL_1099"), NULL, coalesce(v."VAT_REGISTRATION_NUM", s.vat_id),
       v."VENDOR_TYPE_LOOKUP_CODE", ${oraDateSql(col('v', 'CREATION_DATE'))}, ${userName(ctx, col('v', 'CREATED_BY'))},
       ${yesSql(col('v', 'HOLD_ALL_PAYMENTS_FLAG'))}, ${yesSql(col('v', 'HOLD_FLAG'))},
       coalesce(v."ENABLED_FLAG" = 'N', false) OR ${expired(oraDateSql(col('v', 'END_DATE_ACTIVE')))}
     FROM ${raw(ctx, n.suppliers)} v LEFT JOIN ${sites} s ON s.vendor_id = ${idSql(col('v', 'VENDOR_ID'))} AND s.rank = 1`,
  );
  await fillOut(
    ctx,
    vendorCompanyCodesTable,
    `SELECT $1, CAST(s.vendor_id AS VARCHAR), s.company_code,
       coalesce(arg_min(s.terms_id, (NOT s.pay_site, s.site_id)), ${idTextSql(col('v', 'TERMS_ID'))}),
       arg_min(s.method, (NOT s.pay_site, s.site_id)),
       CASE WHEN bool_or(s.payment_hold) THEN 'HOLD ALL PAYMENTS' END, bool_or(s.payment_hold),
       bool_and(${expired('s.inactive_date')}), NULL, true, ${idTextSql(col('v', 'PARENT_VENDOR_ID'))},
       min(s.created_date), arg_min(s.created_by, (s.created_date, s.site_id)), bool_or(s.pay_site)
     FROM ${sites} s JOIN ${raw(ctx, n.suppliers)} v ON ${idSql(col('v', 'VENDOR_ID'))} = s.vendor_id
     GROUP BY s.vendor_id, s.company_code, v."TERMS_ID", v."PARENT_VENDOR_ID"`,
  );
  await fillOut(
    ctx,
    accountGroupsTable,
    // the canonical one-time marker is the account group's: a vendor type whose suppliers are all
    // one-time suppliers (ONE_TIME_FLAG) is a one-time group
    `SELECT $1, "VENDOR_TYPE_LOOKUP_CODE", NULL, NULL, bool_and(${yesSql('"ONE_TIME_FLAG"')})
     FROM ${raw(ctx, n.suppliers)} WHERE "VENDOR_TYPE_LOOKUP_CODE" IS NOT NULL GROUP BY "VENDOR_TYPE_LOOKUP_CODE"`,
  );
  await fillOut(
    ctx,
    vendorPurchasingOrgsTable,
    `SELECT $1, CAST(s.vendor_id AS VARCHAR), s.company_code, arg_min(s.currency, s.site_id),
       arg_min(s.terms_id, s.site_id), NULL, ${yesSql(col('v', 'HOLD_FLAG'))}, bool_and(${expired('s.inactive_date')}),
       bool_or(s.match_option = 'R'), bool_or(s.pay_on IN ('RECEIPT', 'RECEIPT_AND_USE'))
     FROM ${sites} s JOIN ${raw(ctx, n.suppliers)} v ON ${idSql(col('v', 'VENDOR_ID'))} = s.vendor_id
     WHERE s.purchasing_site GROUP BY s.vendor_id, s.company_code, v."HOLD_FLAG"`,
  );
  await fillOut(
    ctx,
    vendorEmailsTable,
    `SELECT $1, CAST(vendor_id AS VARCHAR), CAST(site_id AS VARCHAR), 1, email, rank = 1
     FROM ${sites} WHERE email IS NOT NULL`,
  );
  await mapBankDetails(ctx, n);
}

/** vendor_bank_details ← R12: IBY accounts through their payee's supplier party; 11i: AP bank accounts and uses. */
async function mapBankDetails(ctx: MappingContext, n: Names): Promise<void> {
  const has = (name: string) => ctx.staged.has(name);
  if (
    n.release === '12' &&
    has('IBY_EXT_BANK_ACCOUNTS') &&
    has('IBY_PMT_INSTR_USES_ALL') &&
    has('IBY_EXTERNAL_PAYEES_ALL')
  ) {
    await fillOut(
      ctx,
      vendorBankDetailsTable,
      `SELECT DISTINCT $1, ${idTextSql(col('v', 'VENDOR_ID'))}, upper(a."COUNTRY_CODE"),
         ${idTextSql(`coalesce(a."BRANCH_ID", a."BANK_ID")`)}, a."BANK_ACCOUNT_NUM", NULL,
         ${idTextSql(col('u', 'ORDER_OF_PREFERENCE'))}, a."BANK_ACCOUNT_NAME", upper(replace(a."IBAN", ' ', ''))
       FROM ${raw(ctx, 'IBY_PMT_INSTR_USES_ALL')} u
       JOIN ${raw(ctx, 'IBY_EXT_BANK_ACCOUNTS')} a ON ${idSql(col('a', 'EXT_BANK_ACCOUNT_ID'))} = ${idSql(col('u', 'INSTRUMENT_ID'))}
       JOIN ${raw(ctx, 'IBY_EXTERNAL_PAYEES_ALL')} p ON ${idSql(col('p', 'EXT_PAYEE_ID'))} = ${idSql(col('u', 'EXT_PMT_PARTY_ID'))}
       JOIN ${raw(ctx, n.suppliers)} v ON ${idSql(col('v', 'PARTY_ID'))} = ${idSql(col('p', 'PAYEE_PARTY_ID'))}
       WHERE coalesce(u."INSTRUMENT_TYPE", 'BANKACCOUNT') = 'BANKACCOUNT'
         AND coalesce(u."PAYMENT_FLOW", 'DISBURSEMENTS') = 'DISBURSEMENTS'`,
    );
    return;
  }
  if (n.release === '11i' && has('AP_BANK_ACCOUNTS_ALL') && has('AP_BANK_ACCOUNT_USES_ALL')) {
    await fillOut(
      ctx,
      vendorBankDetailsTable,
      `SELECT DISTINCT $1, ${idTextSql(col('u', 'VENDOR_ID'))}, upper(a."COUNTRY"), ${idTextSql(col('a', 'BANK_BRANCH_ID'))},
         a."BANK_ACCOUNT_NUM", NULL, NULL, a."BANK_ACCOUNT_NAME", upper(replace(a."IBAN_NUMBER", ' ', ''))
       FROM ${raw(ctx, 'AP_BANK_ACCOUNT_USES_ALL')} u
       JOIN ${raw(ctx, 'AP_BANK_ACCOUNTS_ALL')} a ON ${idSql(col('a', 'BANK_ACCOUNT_ID'))} = ${idSql(col('u', 'EXTERNAL_BANK_ACCOUNT_ID'))}`,
    );
    return;
  }
  await fillOut(ctx, vendorBankDetailsTable, null);
}

/**
 * w_ora_lines: the invoice lines that make up an invoice's amount, in its currency. R12: the lines of
 * AP_INVOICE_LINES_ALL (a cancelled invoice's lines keep their amount in ORIGINAL_AMOUNT), PO through
 * the line's PO_HEADER_ID / PO_LINE_ID. 11i: the distributions, but not the reversing twins of a
 * cancellation (REVERSAL_FLAG 'Y' with a PARENT_REVERSAL_ID), PO through PO_DISTRIBUTIONS_ALL.
 */
async function buildLines(ctx: MappingContext, n: Names): Promise<string> {
  const lines = work(ctx, 'ora_lines');
  const select =
    n.release === '12'
      ? `SELECT ${idSql(col('l', 'INVOICE_ID'))} AS invoice_id, ${idSql(col('l', 'LINE_NUMBER'))} AS line_no,
           CASE WHEN ${oraAmountSql(col('l', 'AMOUNT'))} = 0 AND l."ORIGINAL_AMOUNT" IS NOT NULL
                THEN ${oraAmountSql(col('l', 'ORIGINAL_AMOUNT'))} ELSE ${oraAmountSql(col('l', 'AMOUNT'))} END AS amount,
           ${idSql(col('l', 'PO_HEADER_ID'))} AS po_header_id, ${idSql(col('l', 'PO_LINE_ID'))} AS po_line_id,
           ${idSql(col('l', 'INVENTORY_ITEM_ID'))} AS item_id, CAST(${oraNumberSql(col('l', 'QUANTITY_INVOICED'))} AS DECIMAL(18,3)) AS quantity
         FROM ${raw(ctx, n.lines)} l WHERE coalesce(l."LINE_TYPE_LOOKUP_CODE", '') NOT IN ${list(excludedLineTypes)}`
      : `SELECT ${idSql(col('l', 'INVOICE_ID'))} AS invoice_id, ${idSql(col('l', 'DISTRIBUTION_LINE_NUMBER'))} AS line_no,
           ${oraAmountSql(col('l', 'AMOUNT'))} AS amount, ${idSql(col('d', 'PO_HEADER_ID'))} AS po_header_id,
           ${idSql(col('d', 'PO_LINE_ID'))} AS po_line_id, NULL::BIGINT AS item_id,
           CAST(${oraNumberSql(col('l', 'QUANTITY_INVOICED'))} AS DECIMAL(18,3)) AS quantity
         FROM ${raw(ctx, n.lines)} l
         LEFT JOIN ${raw(ctx, 'PO_DISTRIBUTIONS_ALL')} d ON ${idSql(col('d', 'PO_DISTRIBUTION_ID'))} = ${idSql(col('l', 'PO_DISTRIBUTION_ID'))}
         WHERE coalesce(l."LINE_TYPE_LOOKUP_CODE", '') NOT IN ${list(excludedLineTypes)}
           AND NOT (${yesSql(col('l', 'REVERSAL_FLAG'))} AND l."PARENT_REVERSAL_ID" IS NOT NULL)`;
  await ctx.warehouse.run(
    `CREATE TABLE ${lines} AS
     WITH l AS (${select})
     SELECT l.*, h."SEGMENT1" AS po_number, ${idTextSql(col('pl', 'LINE_NUM'))} AS po_line, coalesce(l.item_id, ${idSql(col('pl', 'ITEM_ID'))}) AS material
     FROM l
     LEFT JOIN ${raw(ctx, 'PO_HEADERS_ALL')} h ON ${idSql(col('h', 'PO_HEADER_ID'))} = l.po_header_id
     LEFT JOIN ${raw(ctx, 'PO_LINES_ALL')} pl ON ${idSql(col('pl', 'PO_LINE_ID'))} = l.po_line_id`,
  );
  return lines;
}

/**
 * canon.invoices and canon.invoice_lines (pipeline README): one row per spend invoice of
 * AP_INVOICES_ALL, and for a cancelled one (CANCELLED_DATE) the original amount (CANCELLED_AMOUNT) plus
 * a reversal row `<INVOICE_ID>C` on the cancel date — Oracle cancels in place, SAP posts a reversal
 * document, and the canonical model holds the pair. The local amount is the ledger's: the invoice
 * amount when the invoice is in the ledger's currency, else BASE_AMOUNT (a cancelled invoice's is
 * zeroed: its CANCELLED_AMOUNT × EXCHANGE_RATE). Answers false on a currency problem.
 */
async function mapInvoices(ctx: MappingContext, n: Names, ledger: string): Promise<boolean> {
  const lines = await buildLines(ctx, n);
  const has = (name: string) => ctx.staged.has(name);
  const a = (field: string) => col('a', field);
  const docs = work(ctx, 'ora_invoices');
  const holds = has('AP_HOLDS_ALL')
    ? `SELECT ${idSql('"INVOICE_ID"')} AS invoice_id,
         arg_min("HOLD_LOOKUP_CODE", (${oraDateSql('"HOLD_DATE"')}, ${idSql('"HOLD_ID"')})) AS code
       FROM ${raw(ctx, 'AP_HOLDS_ALL')} WHERE "RELEASE_LOOKUP_CODE" IS NULL GROUP BY 1`
    : `SELECT NULL::BIGINT AS invoice_id, NULL::VARCHAR AS code WHERE false`;
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
     WITH ai AS (
       SELECT a.rowid AS ai_row, ${idSql(a('INVOICE_ID'))} AS invoice_id, a."INVOICE_NUM" AS invoice_num,
         ${idSql(a('VENDOR_ID'))} AS vendor_id, ${idSql(a('VENDOR_SITE_ID'))} AS site_id, ${idSql(a('ORG_ID'))} AS org_id, a."INVOICE_TYPE_LOOKUP_CODE" AS type,
         ${oraDateSql(a('INVOICE_DATE'))} AS invoice_date, ${oraDateSql(a('GL_DATE'))} AS gl_date,
         a."INVOICE_CURRENCY_CODE" AS currency, ${oraAmountSql(a('INVOICE_AMOUNT'))} AS amount,
         ${oraAmountSql(a('BASE_AMOUNT'))} AS base_amount, ${oraNumberSql(a('EXCHANGE_RATE'))} AS rate,
         a."PAYMENT_STATUS_FLAG" AS status, ${idTextSql(a('TERMS_ID'))} AS terms_id,
         ${oraDateSql(a('TERMS_DATE'))} AS terms_date, ${oraDateSql(a('CANCELLED_DATE'))} AS cancelled_date,
         ${oraAmountSql(a('CANCELLED_AMOUNT'))} AS cancelled_amount, a."SOURCE" AS source,
         a."${n.method}" AS method, ${oraDateSql(a('CREATION_DATE'))} AS entry_date,
         ${userName(ctx, a('CREATED_BY'))} AS created_by
       FROM ${raw(ctx, 'AP_INVOICES_ALL')} a
       WHERE a."INVOICE_TYPE_LOOKUP_CODE" IN ${list(oracleSpendInvoiceTypes)}
     ),
     line_po AS (
       SELECT invoice_id, arg_min(po_number, line_no) FILTER (WHERE po_number IS NOT NULL) AS po_number
       FROM ${lines} GROUP BY invoice_id
     ),
     schedules AS (
       SELECT ${idSql('"INVOICE_ID"')} AS invoice_id, max(${oraDateSql('"DUE_DATE"')}) AS due_date,
         bool_or(${yesSql('"HOLD_FLAG"')}) AS held, arg_min("${n.method}", ${idSql('"PAYMENT_NUM"')}) AS method
       FROM ${raw(ctx, 'AP_PAYMENT_SCHEDULES_ALL')} GROUP BY 1
     ),
     holds AS (${holds}),
     paid AS (
       SELECT ${idSql(col('p', 'INVOICE_ID'))} AS invoice_id, max(${oraDateSql(col('c', 'CHECK_DATE'))}) AS clearing_date,
         arg_max(${idTextSql(col('c', 'CHECK_ID'))}, (${oraDateSql(col('c', 'CHECK_DATE'))}, ${idSql(col('c', 'CHECK_ID'))})) AS check_id
       FROM ${raw(ctx, 'AP_INVOICE_PAYMENTS_ALL')} p
       JOIN ${raw(ctx, 'AP_CHECKS_ALL')} c ON ${idSql(col('c', 'CHECK_ID'))} = ${idSql(col('p', 'CHECK_ID'))}
       WHERE NOT ${yesSql(col('p', 'REVERSAL_FLAG'))} AND coalesce(c."STATUS_LOOKUP_CODE", '') NOT IN ${list(['VOIDED', ...notPayments])}
       GROUP BY 1
     ),
     d AS (
       SELECT ai.*, lg.currency AS local_currency, lg.company_code, ai.cancelled_date IS NOT NULL AS cancelled,
         CASE WHEN ai.cancelled_date IS NOT NULL THEN coalesce(ai.cancelled_amount, ai.amount) ELSE ai.amount END AS document_amount,
         lp.po_number, s.due_date, coalesce(h.code, CASE WHEN s.held THEN 'SCHEDULE HOLD' END) AS payment_block,
         coalesce(ai.method, s.method) AS payment_method, p.clearing_date, p.check_id,
         -- a one-time supplier's payee is the invoice's site (one site per payee)
         CASE WHEN ${yesSql(col('sp', 'ONE_TIME_FLAG'))} THEN {name: st."VENDOR_SITE_CODE", street: st."ADDRESS_LINE1",
           town: st."CITY", postcode: st."ZIP", country: upper(st."COUNTRY"), vat_id: st."VAT_REGISTRATION_NUM"} END AS payee
       FROM ai
       LEFT JOIN ${raw(ctx, n.suppliers)} sp ON ${idSql(col('sp', 'VENDOR_ID'))} = ai.vendor_id
       LEFT JOIN ${raw(ctx, n.sites)} st ON ${idSql(col('st', 'VENDOR_SITE_ID'))} = ai.site_id
       LEFT JOIN ${ledger} lg ON lg.org_id = ai.org_id
       LEFT JOIN line_po lp ON lp.invoice_id = ai.invoice_id
       LEFT JOIN schedules s ON s.invoice_id = ai.invoice_id
       LEFT JOIN holds h ON h.invoice_id = ai.invoice_id
       LEFT JOIN paid p ON p.invoice_id = ai.invoice_id
     )
     SELECT d.*,
       CASE WHEN d.currency = d.local_currency THEN d.document_amount
            WHEN d.cancelled THEN CAST(d.document_amount * d.rate AS DECIMAL(18,2))
            ELSE d.base_amount END AS local_amount,
       CASE WHEN d.type IN ('CREDIT', 'DEBIT') OR d.document_amount < 0 THEN 'VENDOR-CREDIT'
            WHEN d.po_number IS NOT NULL THEN 'PO-INVOICE'
            ELSE 'NON-PO-INVOICE' END AS derived_document_type
     FROM d`,
  );
  // a foreign-currency invoice needs its amount in the ledger's currency
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('AP_INVOICES_ALL')!.checked,
    `SELECT ai_row AS r, CASE WHEN cancelled THEN 'EXCHANGE_RATE' ELSE 'BASE_AMOUNT' END AS field,
       'the invoice is in ' || currency || ', not in its ledger''s currency ' || local_currency || ', and has no '
         || CASE WHEN cancelled THEN 'EXCHANGE_RATE' ELSE 'BASE_AMOUNT' END AS message
     FROM ${docs} WHERE local_currency IS NOT NULL AND local_amount IS NULL`,
    ctx.problems,
  );
  // both rows of a cancellation: the original as it was, and its reversal on the cancel date
  const both = work(ctx, 'ora_invoice_rows');
  await ctx.warehouse.run(
    `CREATE TABLE ${both} AS
     SELECT d.*, CAST(d.invoice_id AS VARCHAR) AS document_no, year(d.gl_date) AS fiscal_year, d.gl_date AS posting_date,
       d.entry_date AS entered, d.derived_document_type AS derived_type, d.document_amount AS signed_document_amount,
       d.local_amount AS signed_local_amount, d.cancelled AS is_reversed,
       CASE WHEN d.cancelled THEN CAST(d.invoice_id AS VARCHAR) || 'C' END AS reversal_no,
       CASE WHEN d.cancelled THEN d.cancelled_date ELSE d.clearing_date END AS cleared_on,
       CASE WHEN d.cancelled THEN CAST(d.invoice_id AS VARCHAR) || 'C' ELSE d.check_id END AS cleared_by,
       d.cancelled OR d.status = 'Y' AS is_cleared, false AS is_reversal
     FROM ${docs} d
     UNION ALL
     SELECT d.*, CAST(d.invoice_id AS VARCHAR) || 'C', year(d.cancelled_date), d.cancelled_date, d.cancelled_date,
       'REVERSAL', -d.document_amount, -d.local_amount, false, CAST(d.invoice_id AS VARCHAR), d.cancelled_date,
       CAST(d.invoice_id AS VARCHAR), true, true
     FROM ${docs} d WHERE d.cancelled`,
  );
  const converted = await withCheckedRates(ctx, 'ora_invoices_fx', both, {
    file: 'AP_INVOICES_ALL',
    rowColumn: 'ai_row',
    currency: { column: 'local_currency', field: 'ORG_ID' },
    day: { column: 'invoice_date', field: 'INVOICE_DATE' },
  });
  if (ctx.problems.size > 0) return false;
  const rows = work(ctx, 'ora_invoice_rows_common');
  await ctx.warehouse.run(
    `CREATE TABLE ${rows} AS SELECT *, ${commonAmountSql('signed_local_amount')} AS common_amount FROM ${converted}`,
  );
  await fillOut(
    ctx,
    invoicesTable,
    `SELECT $1, company_code, fiscal_year, document_no, company_code || '-' || document_no || '-' || fiscal_year,
       invoice_num, CAST(vendor_id AS VARCHAR), type, source, derived_type, invoice_date, posting_date, entered,
       terms_date, due_date, CASE WHEN is_cleared THEN cleared_on END, CASE WHEN is_cleared THEN cleared_by END,
       is_cleared, currency, signed_document_amount, local_currency, signed_local_amount, common_currency,
       common_amount, terms_id, payment_method, payment_block, is_reversed, reversal_no,
       created_by, po_number, payee.name, payee.street, payee.town, payee.postcode, payee.country, NULL, payee.vat_id,
       NULL, NULL, NULL
     FROM ${rows}`,
  );
  // a line's common amount is its share of the invoice's, as for SAP (map-invoice-lines.ts); a
  // reversal row has its original's lines, negated
  const lineAmount = 'CASE WHEN i.is_reversal THEN -l.amount ELSE l.amount END';
  const share = lineShareSql(lineAmount, 'i.signed_document_amount', 'i.common_amount');
  await fillOut(
    ctx,
    invoiceLinesTable,
    `SELECT $1, i.company_code, i.fiscal_year, i.document_no, i.company_code || '-' || i.document_no || '-' || i.fiscal_year,
       CAST(l.line_no AS INTEGER), '${n.release === '12' ? 'AP_INVOICE_LINES' : 'AP_INVOICE_DISTRIBUTIONS'}',
       CAST(i.vendor_id AS VARCHAR), i.type, i.derived_type, i.invoice_date, i.invoice_num, i.currency, ${lineAmount},
       i.common_currency, ${share}, l.po_number, l.po_line, CAST(l.material AS VARCHAR), NULL,
       CASE WHEN i.is_reversal THEN -l.quantity ELSE l.quantity END
     FROM ${rows} i JOIN ${lines} l ON l.invoice_id = i.invoice_id`,
  );
  return true;
}

/**
 * canon.payments ← AP_CHECKS_ALL with their invoice payments: one row per check that paid something
 * (not a printing artefact), its amount the ledger amounts of the invoices it paid (the original
 * applications, not a void's negative twins); a voided check is kept, marked is_voided.
 */
async function mapPayments(ctx: MappingContext, n: Names, ledger: string): Promise<void> {
  const local = work(ctx, 'ora_payments');
  const c = (field: string) => col('c', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${local} AS
     WITH applications AS (
       SELECT ${idSql('"CHECK_ID"')} AS check_id, count(*) AS item_count,
         sum(coalesce(${oraAmountSql('"INVOICE_BASE_AMOUNT"')}, ${oraAmountSql('"AMOUNT"')})) AS local_amount
       FROM ${raw(ctx, 'AP_INVOICE_PAYMENTS_ALL')} WHERE "REVERSAL_INV_PMT_ID" IS NULL GROUP BY 1
     )
     SELECT ${idTextSql(c('ORG_ID'))} AS company_code, ${idTextSql(c('VENDOR_ID'))} AS vendor_id,
       ${idTextSql(c('CHECK_ID'))} AS check_id, ${oraDateSql(c('CHECK_DATE'))} AS clearing_date,
       c."PAYMENT_TYPE_FLAG" AS document_type, a.item_count, lg.currency AS local_currency,
       CAST(a.local_amount AS DECIMAL(18,2)) AS local_amount, c."${n.method}" AS payment_method, c."CHECK_NUMBER" AS check_number,
       coalesce(c."STATUS_LOOKUP_CODE" = 'VOIDED' OR c."VOID_DATE" IS NOT NULL, false) AS is_voided
     FROM ${raw(ctx, 'AP_CHECKS_ALL')} c
     JOIN applications a ON a.check_id = ${idSql(c('CHECK_ID'))}
     LEFT JOIN ${ledger} lg ON lg.org_id = ${idSql(c('ORG_ID'))}
     WHERE coalesce(c."STATUS_LOOKUP_CODE", '') NOT IN ${list(notPayments)}`,
  );
  const converted = work(ctx, 'ora_payments_fx');
  await ctx.warehouse.run(
    `CREATE TABLE ${converted} AS ${withRatesSql(local, 'local_currency', 'clearing_date')}`,
    [ctx.commonCurrency],
  );
  await fillOut(
    ctx,
    paymentsTable,
    `SELECT $1, company_code, vendor_id, check_id, year(clearing_date), clearing_date, document_type, item_count,
       local_currency, local_amount, common_currency, ${commonAmountSql('local_amount')}, payment_method,
       clearing_date, check_number, is_voided
     FROM ${converted}`,
  );
}

/**
 * purchase_orders ← PO_HEADERS_ALL, purchase_order_items ← PO_LINES_ALL with their shipments,
 * goods_receipts ← RCV_TRANSACTIONS: receipts (RECEIVE, MATCH) and returns to the supplier, and the
 * corrections of either, counted with the sign of their effect on what was received; deliveries
 * inside the site (DELIVER, RETURN TO RECEIVING, their corrections) and inspections are listed but
 * not counted (pipeline README). Answers false on a currency problem.
 */
async function mapPurchasing(ctx: MappingContext, n: Names, ledger: string): Promise<boolean> {
  const items = work(ctx, 'ora_po_items');
  const l = (field: string) => col('l', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${items} AS
     WITH shipments AS (
       SELECT ${idSql('"PO_LINE_ID"')} AS po_line_id, arg_min(${idTextSql('"SHIP_TO_ORGANIZATION_ID"')}, ${idSql('"LINE_LOCATION_ID"')}) AS plant,
         bool_and(coalesce("CLOSED_CODE", '') IN ('CLOSED FOR RECEIVING', 'CLOSED', 'FINALLY CLOSED')) AS received,
         bool_and(coalesce("CLOSED_CODE", '') IN ('CLOSED FOR INVOICE', 'CLOSED', 'FINALLY CLOSED')) AS invoiced,
         bool_or(${yesSql('"RECEIPT_REQUIRED_FLAG"')}) AS gr_expected, bool_or("MATCH_OPTION" = 'R') AS gr_based_iv
       FROM ${raw(ctx, 'PO_LINE_LOCATIONS_ALL')} GROUP BY 1
     ),
     requisitions AS (
       ${
         n.release === '11i'
           ? `SELECT ${idSql('"PO_LINE_ID"')} AS po_line_id, bool_or("REQ_DISTRIBUTION_ID" IS NOT NULL) AS has_pr
              FROM ${raw(ctx, 'PO_DISTRIBUTIONS_ALL')} GROUP BY 1`
           : `SELECT NULL::BIGINT AS po_line_id, NULL::BOOLEAN AS has_pr WHERE false`
       }
     )
     SELECT ${idSql(l('PO_HEADER_ID'))} AS po_header_id, ${idSql(l('PO_LINE_ID'))} AS po_line_id,
       ${idTextSql(l('LINE_NUM'))} AS item, ${idTextSql(l('ITEM_ID'))} AS material, s.plant, l."ITEM_DESCRIPTION" AS description,
       CAST(${oraNumberSql(l('QUANTITY'))} AS DECIMAL(18,3)) AS quantity, l."UNIT_MEAS_LOOKUP_CODE" AS unit,
       ${yesSql(l('CANCEL_FLAG'))} AS is_deleted, r.has_pr, coalesce(s.received, false) OR l."CLOSED_CODE" IN ('CLOSED', 'FINALLY CLOSED') AS delivery_completed,
       coalesce(s.invoiced, false) OR l."CLOSED_CODE" IN ('CLOSED', 'FINALLY CLOSED') AS final_invoice, s.gr_expected, s.gr_based_iv,
       ${centsProductSql([oraNumberSql(l('QUANTITY')), oraNumberSql(l('UNIT_PRICE'))])} AS net_amount
     FROM ${raw(ctx, 'PO_LINES_ALL')} l
     LEFT JOIN shipments s ON s.po_line_id = ${idSql(l('PO_LINE_ID'))}
     LEFT JOIN requisitions r ON r.po_line_id = ${idSql(l('PO_LINE_ID'))}`,
  );
  const headers = work(ctx, 'ora_pos');
  const h = (field: string) => col('h', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${headers} AS
     WITH totals AS (
       SELECT po_header_id, count(*) AS item_count, bool_or(has_pr) AS has_pr,
         coalesce(sum(net_amount) FILTER (WHERE NOT is_deleted), 0) AS document_amount,
         count(*) FILTER (WHERE NOT is_deleted) AS active_items
       FROM ${items} GROUP BY 1
     )
     SELECT h.rowid AS poh_row, ${idSql(h('PO_HEADER_ID'))} AS po_header_id, h."SEGMENT1" AS po_number,
       ${idTextSql(h('ORG_ID'))} AS company_code, ${idTextSql(h('VENDOR_ID'))} AS vendor_id,
       coalesce(${oraDateSql(h('APPROVED_DATE'))}, ${oraDateSql(h('CREATION_DATE'))}) AS document_date,
       ${oraDateSql(h('CREATION_DATE'))} AS created_date, ${userName(ctx, h('CREATED_BY'))} AS created_by,
       ${idTextSql(h('TERMS_ID'))} AS payment_term, h."TYPE_LOOKUP_CODE" AS type,
       CASE WHEN h."TYPE_LOOKUP_CODE" IN ('STANDARD', 'PLANNED') THEN 'F' ELSE 'K' END AS category,
       ${idTextSql(h('ORG_ID'))} AS purchasing_org, ${idTextSql(h('AGENT_ID'))} AS purchasing_group,
       t.has_pr, coalesce(t.item_count, 0) AS item_count, coalesce(t.document_amount, 0)::DECIMAL(18,2) AS document_amount,
       coalesce(h."CURRENCY_CODE", lg.currency) AS currency,
       CASE WHEN ${yesSql(h('CANCEL_FLAG'))} OR (t.item_count > 0 AND t.active_items = 0) THEN 'DELETED'
            WHEN ${yesSql(h('USER_HOLD_FLAG'))}
              OR h."AUTHORIZATION_STATUS" IN ('INCOMPLETE', 'IN PROCESS', 'REJECTED', 'REQUIRES REAPPROVAL') THEN 'BLOCKED'
            WHEN h."CLOSED_CODE" IN ('CLOSED', 'FINALLY CLOSED') THEN 'CLOSED'
            ELSE 'OPEN' END AS po_status
     FROM ${raw(ctx, 'PO_HEADERS_ALL')} h
     LEFT JOIN totals t ON t.po_header_id = ${idSql(h('PO_HEADER_ID'))}
     LEFT JOIN ${ledger} lg ON lg.org_id = ${idSql(h('ORG_ID'))}`,
  );
  const pos = await withCheckedRates(ctx, 'ora_pos_fx', headers, {
    file: 'PO_HEADERS_ALL',
    rowColumn: 'poh_row',
    currency: { column: 'currency', field: 'CURRENCY_CODE' },
    day: { column: 'document_date', field: 'APPROVED_DATE' },
  });

  const receipts = work(ctx, 'ora_receipts');
  const t = (field: string) => col('t', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${receipts} AS
     WITH t AS (
       SELECT t.rowid AS rt_row, ${idSql(t('TRANSACTION_ID'))} AS transaction_id, t."TRANSACTION_TYPE" AS type,
         ${idSql(t('PARENT_TRANSACTION_ID'))} AS parent_id, ${oraDateSql(t('TRANSACTION_DATE'))} AS transaction_date,
         ${oraDateSql(t('CREATION_DATE'))} AS created_date,
         coalesce(${oraNumberSql(t('SOURCE_DOC_QUANTITY'))}, ${oraNumberSql(t('QUANTITY'))}) AS quantity,
         ${oraNumberSql(t('PO_UNIT_PRICE'))} AS price, ${oraNumberSql(t('AMOUNT'))} AS amount,
         coalesce(${oraNumberSql(t('CURRENCY_CONVERSION_RATE'))}, 1) AS rate, ${idSql(t('PO_HEADER_ID'))} AS po_header_id,
         ${idSql(t('PO_LINE_ID'))} AS po_line_id, ${idTextSql(t('VENDOR_ID'))} AS vendor_id,
         ${idTextSql(t('ORGANIZATION_ID'))} AS plant
       FROM ${raw(ctx, 'RCV_TRANSACTIONS')} t
     ),
     typed AS (
       SELECT t.*, p.type AS parent_type,
         CASE WHEN t.type = 'CORRECT' THEN 'CORRECT:' || coalesce(p.type, '?') ELSE t.type END AS movement_type,
         CASE WHEN t.type IN ${list(receiptTypes)} THEN 1 WHEN t.type = 'RETURN TO VENDOR' THEN -1
              WHEN t.type = 'CORRECT' AND p.type IN ${list(receiptTypes)} THEN 1
              WHEN t.type = 'CORRECT' AND p.type = 'RETURN TO VENDOR' THEN -1 END AS effect
       FROM t LEFT JOIN t p ON p.transaction_id = t.parent_id
     )
     SELECT typed.*, typed.effect IS NOT NULL AS is_counted,
       coalesce(typed.effect, 1) * typed.quantity AS signed_quantity,
       -- rounded to cents before the sign: the same, as rounding is half away from zero
       CAST(coalesce(typed.effect, 1) * CASE WHEN typed.quantity IS NOT NULL AND typed.price IS NOT NULL
         THEN ${centsProductSql(['typed.quantity', 'typed.price', 'typed.rate'])}
         ELSE ${centsProductSql(['typed.amount', 'typed.rate'])} END AS DECIMAL(18,2)) AS signed_local_amount,
       h.po_number, h.company_code, coalesce(typed.vendor_id, h.vendor_id) AS resolved_vendor, lg.currency AS local_currency,
       i.item AS po_item, i.material
     FROM typed
     LEFT JOIN ${headers} h ON h.po_header_id = typed.po_header_id
     LEFT JOIN ${items} i ON i.po_line_id = typed.po_line_id
     LEFT JOIN ${ledger} lg ON lg.company_code = h.company_code`,
  );
  const grs = await withCheckedRates(ctx, 'ora_receipts_fx', receipts, {
    file: 'RCV_TRANSACTIONS',
    rowColumn: 'rt_row',
    currency: { column: 'local_currency', field: 'PO_HEADER_ID' },
    day: { column: 'transaction_date', field: 'TRANSACTION_DATE' },
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
       i.quantity, i.unit, i.is_deleted, i.has_pr, i.delivery_completed, i.final_invoice, i.gr_expected, i.gr_based_iv,
       h.currency, i.net_amount, h.common_currency, ${commonAmountSql('i.net_amount', 'h')}
     FROM ${items} i JOIN ${pos} h USING (po_header_id)`,
  );
  await fillOut(
    ctx,
    goodsReceiptsTable,
    `SELECT $1, CAST(transaction_id AS VARCHAR), year(transaction_date), 1, transaction_date, created_date,
       transaction_date, movement_type, is_counted, CASE WHEN signed_local_amount < 0 THEN 'H' ELSE 'S' END,
       local_currency, signed_local_amount, common_currency, ${commonAmountSql('signed_local_amount')},
       CAST(signed_quantity AS DECIMAL(18,3)), po_number, po_item, material, plant, resolved_vendor, company_code,
       false, CASE WHEN parent_id > 0 THEN CAST(parent_id AS VARCHAR) END
     FROM ${grs}`,
  );
  return true;
}

/**
 * payment_terms ← AP_TERMS_TL (the US name first) with the first line's discounts and the last line's
 * due days; payment_methods ← the methods the invoices, schedules and checks use (Oracle's are not per
 * country).
 */
async function mapReferenceData(ctx: MappingContext, n: Names): Promise<void> {
  await fillOut(
    ctx,
    paymentTermsTable,
    `WITH names AS (
       SELECT ${idSql('"TERM_ID"')} AS term_id, arg_min("NAME", CASE WHEN "LANGUAGE" = 'US' THEN '' ELSE "LANGUAGE" END) AS name
       FROM ${raw(ctx, 'AP_TERMS_TL')} GROUP BY 1
     ),
     lines AS (
       SELECT ${idSql('"TERM_ID"')} AS term_id,
         arg_min({d1: ${idSql('"DISCOUNT_DAYS"')}, p1: ${oraNumberSql('"DISCOUNT_PERCENT"')}, d2: ${idSql('"DISCOUNT_DAYS_2"')},
           p2: ${oraNumberSql('"DISCOUNT_PERCENT_2"')}}, ${idSql('"SEQUENCE_NUM"')}) AS first,
         arg_max(${idSql('"DUE_DAYS"')}, ${idSql('"SEQUENCE_NUM"')}) AS net_days
       FROM ${raw(ctx, 'AP_TERMS_LINES')} GROUP BY 1
     )
     SELECT $1, CAST(names.term_id AS VARCHAR), 0, names.name, lines.first.d1, lines.first.p1, lines.first.d2,
       lines.first.p2, lines.net_days
     FROM names LEFT JOIN lines USING (term_id)`,
  );
  await fillOut(
    ctx,
    paymentMethodsTable,
    `SELECT DISTINCT $1, NULL, method, NULL FROM (
       SELECT "${n.method}" AS method FROM ${raw(ctx, 'AP_INVOICES_ALL')}
       UNION SELECT "${n.method}" FROM ${raw(ctx, 'AP_PAYMENT_SCHEDULES_ALL')}
       UNION SELECT "${n.method}" FROM ${raw(ctx, 'AP_CHECKS_ALL')}) m
     WHERE method IS NOT NULL`,
  );
}

/** oracle-ebs-extract/1: references, then the canonical mapping (pipeline README, "Oracle E-Business Suite"). */
export const oracleExtractPipeline: ExtractPipeline = {
  format: oracleFormat,
  async map(ctx, manifest) {
    const { release, extracted_at: extractedAt } = manifest as OracleManifest;
    const n: Names = {
      release,
      suppliers: supplierTableName(release),
      sites: siteTableName(release),
      ledgers: ledgerTableName(release),
      lines: lineTableName(release),
      method: paymentMethodColumn(release),
    };
    await traced('check references', () => checkReferences(ctx, n));
    if (ctx.problems.size > 0) return;
    const ledger = await buildLedgers(ctx, n);
    await traced('map master data', () => mapMasterData(ctx, n, ledger, extractedAt));
    if (!(await traced('map invoices', () => mapInvoices(ctx, n, ledger)))) return;
    await traced('map reference data', () => mapReferenceData(ctx, n));
    if (!(await traced('map purchasing', () => mapPurchasing(ctx, n, ledger)))) return;
    await traced('map payments', () => mapPayments(ctx, n, ledger));
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
  },
};
