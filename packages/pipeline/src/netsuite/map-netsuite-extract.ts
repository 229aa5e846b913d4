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
import { commonAmountSql, lineShareSql } from '../canonical/fx-sql';
import { mapVendorLastActivity } from '../canonical/map-payments';
import { fillOut } from '../canonical/map-reference-data';
import { raw, work, type MappingContext } from '../canonical/mapping-context';
import { checkReference } from '../ingest/check-references';
import { reportRows, sqlList as list } from '../ingest/check-values';
import type { ExtractPipeline } from '../ingest/ingest-extract';
import { traced } from '../trace/ingest-tracer';
import { col, idSql, idTextSql, oraAmountSql, oraDateSql, oraNumberSql } from '../oracle/oracle-sql';
import { brandFieldOf, netsuiteFormat } from './netsuite-format';

/** The transaction types of the format (EXTRACT-FORMATS.md): bills, bill credits, bill payments, POs, receipts. */
export const netsuiteTransactionTypes = ['VendBill', 'VendCred', 'VendPymt', 'PurchOrd', 'ItemRcpt'] as const;

/** Vendor-bill status letters of bills that do not post: C Cancelled, D Pending Approval, E Rejected. */
const notPostedBillStatuses = ['C', 'D', 'E'];

/** A SuiteAnalytics boolean: 'T' is true; empty is false. */
const tfSql = (x: string): string => `coalesce(${x} = 'T', false)`;

/** The status letter of `status`, written as the letter ('B') or compound ('VendBill:B'). */
const statusLetterSql = (x: string): string =>
  `CASE WHEN contains(${x}, ':') THEN split_part(${x}, ':', 2) ELSE ${x} END`;

/** The references the mapping needs: each a problem naming file, line and field when it dangles. */
async function checkReferences(ctx: MappingContext): Promise<void> {
  const refs: [string, string, string, string][] = [
    ['subsidiary', 'currency', 'currency', 'id'],
    ['vendor', 'category', 'vendorcategory', 'id'],
    ['vendor', 'terms', 'term', 'id'],
    ['vendor', 'defaultbillingaddress', 'entityaddress', 'nkey'],
    ['vendorsubsidiaryrelationship', 'entity', 'vendor', 'id'],
    ['vendorsubsidiaryrelationship', 'subsidiary', 'subsidiary', 'id'],
    ['transaction', 'entity', 'vendor', 'id'],
    ['transaction', 'currency', 'currency', 'id'],
    ['transactionline', 'transaction', 'transaction', 'id'],
    ['transactionline', 'subsidiary', 'subsidiary', 'id'],
    ['transactionaccountingline', 'transaction', 'transaction', 'id'],
    ['previoustransactionlinelink', 'previousdoc', 'transaction', 'id'],
    ['previoustransactionlinelink', 'nextdoc', 'transaction', 'id'],
  ];
  for (const [table, field, target, targetField] of refs)
    await checkReference(ctx, table, field, target, targetField, idSql);
  // the format's transactions are the vendor ones; any other type is an extractor's mistake
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('transaction')!.checked,
    `SELECT rowid AS r, 'type' AS field,
       'not a transaction type of the format (${netsuiteTransactionTypes.join(', ')}): ''' || left("type", 40) || '''' AS message
     FROM ${raw(ctx, 'transaction')} WHERE "type" NOT IN ${list(netsuiteTransactionTypes)}`,
    ctx.problems,
  );
}

interface Work {
  /** Subsidiaries that are companies (not elimination ones) with their currency code. */
  companies: string;
  /** Every transaction with its header, main line and company. */
  transactions: string;
  /** Every non-main transaction line. */
  lines: string;
  /** The links of the format: OrdBill, ShipRcpt, Payment. */
  links: string;
}

/**
 * The work tables: companies, transactions with their main line (the header's subsidiary and total),
 * lines, links. A transaction without a main line is a problem on transaction.csv: its company and
 * total are on that line.
 */
async function buildWork(ctx: MappingContext, brandField: string | undefined): Promise<Work> {
  const companies = work(ctx, 'ns_companies');
  const s = (field: string) => col('s', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${companies} AS
     SELECT ${idSql(s('id'))} AS subsidiary_id, ${idTextSql(s('id'))} AS company_code, s."name" AS name,
       upper(s."country") AS country, c."symbol" AS currency
     FROM ${raw(ctx, 'subsidiary')} s
     LEFT JOIN ${raw(ctx, 'currency')} c ON ${idSql(col('c', 'id'))} = ${idSql(s('currency'))}
     WHERE NOT ${tfSql(s('iselimination'))}`,
  );
  const lines = work(ctx, 'ns_lines');
  const l = (field: string) => col('l', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${lines} AS
     SELECT ${idSql(l('transaction'))} AS tx_id, ${idSql(l('id'))} AS line_id, ${tfSql(l('mainline'))} AS is_main,
       ${idSql(l('subsidiary'))} AS subsidiary_id, ${idTextSql(l('item'))} AS item,
       ${oraNumberSql(l('quantity'))} AS quantity, ${oraNumberSql(l('rate'))} AS rate,
       ${oraAmountSql(l('foreignamount'))} AS foreign_amount, ${oraAmountSql(l('netamount'))} AS net_amount,
       ${tfSql(l('isclosed'))} AS is_closed, l."location" AS location
     FROM ${raw(ctx, 'transactionline')} l`,
  );
  const links = work(ctx, 'ns_links');
  const k = (field: string) => col('k', field);
  await ctx.warehouse.run(
    `CREATE TABLE ${links} AS
     SELECT ${idSql(k('previousdoc'))} AS prev_doc, ${idSql(k('previousline'))} AS prev_line,
       ${idSql(k('nextdoc'))} AS next_doc, ${idSql(k('nextline'))} AS next_line, k."linktype" AS link_type,
       ${oraAmountSql(k('foreignamount'))} AS amount
     FROM ${raw(ctx, 'previoustransactionlinelink')} k
     WHERE k."linktype" IN ('OrdBill', 'ShipRcpt', 'Payment')`,
  );
  const transactions = work(ctx, 'ns_transactions');
  const t = (field: string) => col('t', field);
  const createdBy = ctx.staged.has('employee')
    ? `coalesce((SELECT coalesce(e."entityid", trim(coalesce(e."firstname", '') || ' ' || coalesce(e."lastname", '')))
         FROM ${raw(ctx, 'employee')} e WHERE ${idSql(col('e', 'id'))} = ${idSql(t('createdby'))}), ${idTextSql(t('createdby'))})`
    : idTextSql(t('createdby'));
  await ctx.warehouse.run(
    `CREATE TABLE ${transactions} AS
     SELECT t.rowid AS tx_row, ${idSql(t('id'))} AS tx_id, t."type" AS type, t."tranid" AS tranid,
       ${oraDateSql(t('trandate'))} AS trandate, ${oraDateSql(t('duedate'))} AS duedate,
       ${oraDateSql(t('closedate'))} AS closedate, ${statusLetterSql(t('status'))} AS status,
       ${idTextSql(t('entity'))} AS vendor_id, cur."symbol" AS currency, ${oraNumberSql(t('exchangerate'))} AS rate,
       ${oraDateSql(t('createddate'))} AS created_date, ${createdBy} AS created_by,
       ${tfSql(t('voided'))} AS voided, ${tfSql(t('paymenthold'))} AS payment_hold,
       m.foreign_amount AS main_amount, m.line_id IS NOT NULL AS has_main,
       ${brandField ? `t."${brandField}"` : 'NULL::VARCHAR'} AS brand,
       co.company_code, co.currency AS local_currency
     FROM ${raw(ctx, 'transaction')} t
     LEFT JOIN ${raw(ctx, 'currency')} cur ON ${idSql(col('cur', 'id'))} = ${idSql(t('currency'))}
     LEFT JOIN ${lines} m ON m.tx_id = ${idSql(t('id'))} AND m.is_main
     LEFT JOIN ${companies} co ON co.subsidiary_id = m.subsidiary_id`,
  );
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('transaction')!.checked,
    `SELECT tx_row AS r, 'id' AS field,
       'the ' || type || ' has no main line (mainline T) in transactionline.csv: its subsidiary and total are on it' AS message
     FROM ${transactions} WHERE NOT has_main`,
    ctx.problems,
  );
  return { companies, transactions, lines, links };
}

/**
 * company_codes ← subsidiaries that are not elimination ones, region from the country (no city: the
 * main address is a sub-record the format leaves out); vendors ← vendor with its default billing address; vendor_company_codes
 * ← the vendor's subsidiaries (vendorsubsidiaryrelationship) and any subsidiary it has transactions in;
 * account_groups ← vendorcategory (the account-group column `category`); vendor_emails ← vendor.email.
 */
async function mapMasterData(ctx: MappingContext, w: Work): Promise<void> {
  await fillOut(
    ctx,
    companyCodesTable,
    `SELECT $1, c.company_code, c.name, NULL, c.country, c.currency, r.region
     FROM ${w.companies} c LEFT JOIN ref.country_regions r ON r.country = c.country`,
  );
  const v = (field: string) => col('v', field);
  const address = ctx.staged.has('entityaddress')
    ? `LEFT JOIN ${raw(ctx, 'entityaddress')} a ON ${idSql(col('a', 'nkey'))} = ${idSql(v('defaultbillingaddress'))}`
    : `LEFT JOIN (SELECT NULL AS "addr1", NULL AS "city", NULL AS "zip", NULL AS "country") a ON false`;
  const name = `coalesce(v."companyname", nullif(trim(coalesce(v."firstname", '') || ' ' || coalesce(v."lastname", '')), ''), v."entityid")`;
  await fillOut(
    ctx,
    vendorsTable,
    `SELECT $1, ${idTextSql(v('id'))}, ${name}, CASE WHEN v."legalname" <> ${name} THEN v."legalname" END,
       a."addr1", a."city", a."zip", upper(a."country"), v."taxidnum", NULL, v."vatregnumber", c."name",
       ${oraDateSql(v('datecreated'))}, NULL, false, false, ${tfSql(v('isinactive'))}
     FROM ${raw(ctx, 'vendor')} v
     ${address}
     LEFT JOIN ${raw(ctx, 'vendorcategory')} c ON ${idSql(col('c', 'id'))} = ${idSql(v('category'))}`,
  );
  await fillOut(
    ctx,
    vendorCompanyCodesTable,
    `WITH pairs AS (
       SELECT ${idTextSql(col('r', 'entity'))} AS vendor_id, co.company_code
       FROM ${raw(ctx, 'vendorsubsidiaryrelationship')} r
       JOIN ${w.companies} co ON co.subsidiary_id = ${idSql(col('r', 'subsidiary'))}
       UNION
       SELECT vendor_id, company_code FROM ${w.transactions} WHERE vendor_id IS NOT NULL AND company_code IS NOT NULL
     )
     SELECT $1, p.vendor_id, p.company_code, ${idTextSql(v('terms'))}, NULL, NULL, false, ${tfSql(v('isinactive'))},
       NULL, NULL, NULL, NULL, NULL, true
     FROM pairs p JOIN ${raw(ctx, 'vendor')} v ON ${idTextSql(v('id'))} = p.vendor_id`,
  );
  await fillOut(
    ctx,
    accountGroupsTable,
    `SELECT $1, "name", NULL, NULL, false FROM ${raw(ctx, 'vendorcategory')}`,
  );
  await fillOut(
    ctx,
    vendorEmailsTable,
    `SELECT $1, ${idTextSql('"id"')}, NULL, 1, "email", true FROM ${raw(ctx, 'vendor')} WHERE "email" IS NOT NULL`,
  );
  await fillOut(ctx, vendorPurchasingOrgsTable, null);
  await fillOut(ctx, vendorBankDetailsTable, null);
  await fillOut(
    ctx,
    paymentTermsTable,
    `SELECT $1, ${idTextSql('"id"')}, 0, "name", ${idSql('"daysuntilexpiry"')}, ${oraNumberSql('"discountpercent"')},
       NULL, NULL, ${idSql('"daysuntilnetdue"')}
     FROM ${raw(ctx, 'term')}`,
  );
  await fillOut(ctx, paymentMethodsTable, null);
}

/**
 * canon.invoices and canon.invoice_lines (pipeline README, "NetSuite"): one invoice per posting bill
 * (VendBill not cancelled, pending approval or rejected) and bill credit (VendCred). NetSuite keeps the
 * payable on the main line as a credit, so the document amount is minus the main line's amount (a bill
 * positive, a credit negative) and the lines are the other lines as stored. The local amount is the
 * subsidiary's: the document amount when in its currency, else × exchangerate. A voided transaction
 * whose amounts were kept becomes the original plus a reversal `<id>V` on its close date (else its
 * date); one voided to zero is kept at zero, marked reversed. Answers false on a currency problem.
 */
async function mapInvoices(ctx: MappingContext, w: Work): Promise<boolean> {
  const docs = work(ctx, 'ns_invoices');
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
     WITH paid AS (
       SELECT k.prev_doc AS tx_id, max(p.trandate) AS clearing_date,
         arg_max(CAST(p.tx_id AS VARCHAR), (p.trandate, p.tx_id)) AS payment_id
       FROM ${w.links} k JOIN ${w.transactions} p ON p.tx_id = k.next_doc
       WHERE k.link_type = 'Payment' AND p.type = 'VendPymt' AND NOT p.voided AND coalesce(p.status, '') <> 'V'
       GROUP BY 1
     ),
     po AS (
       SELECT k.next_doc AS tx_id, arg_min(o.tranid, (k.next_line, k.prev_doc)) AS po_number
       FROM ${w.links} k JOIN ${w.transactions} o ON o.tx_id = k.prev_doc
       WHERE k.link_type = 'OrdBill' AND o.type = 'PurchOrd'
       GROUP BY 1
     ),
     d AS (
       SELECT t.*, CAST(-t.main_amount AS DECIMAL(18,2)) AS document_amount, po.po_number,
         paid.clearing_date, paid.payment_id, ${idTextSql(col('v', 'terms'))} AS payment_term
       FROM ${w.transactions} t
       LEFT JOIN paid USING (tx_id)
       LEFT JOIN po USING (tx_id)
       LEFT JOIN ${raw(ctx, 'vendor')} v ON ${idTextSql(col('v', 'id'))} = t.vendor_id
       WHERE t.type = 'VendCred' OR (t.type = 'VendBill' AND coalesce(t.status, '') NOT IN ${list(notPostedBillStatuses)})
     )
     SELECT d.*,
       CASE WHEN d.currency = d.local_currency THEN d.document_amount
            WHEN d.rate IS NOT NULL THEN ${centsProductSql(['d.document_amount', 'd.rate'])} END AS local_amount,
       CASE WHEN d.type = 'VendCred' OR d.document_amount < 0 THEN 'VENDOR-CREDIT'
            WHEN d.po_number IS NOT NULL THEN 'PO-INVOICE' ELSE 'NON-PO-INVOICE' END AS derived_document_type,
       d.voided AND d.document_amount <> 0 AS paired
     FROM d`,
  );
  await reportRows(
    ctx.warehouse,
    ctx.staged.get('transaction')!.checked,
    `SELECT tx_row AS r, 'exchangerate' AS field,
       'the ' || type || ' is in ' || currency || ', not in its subsidiary''s currency ' || local_currency || ', and has no exchangerate' AS message
     FROM ${docs} WHERE has_main AND local_currency IS NOT NULL AND local_amount IS NULL`,
    ctx.problems,
  );
  const both = work(ctx, 'ns_invoice_rows');
  await ctx.warehouse.run(
    `CREATE TABLE ${both} AS
     SELECT d.*, CAST(d.tx_id AS VARCHAR) AS document_no, d.trandate AS invoice_date, d.derived_document_type AS derived_type,
       d.document_amount AS signed_document_amount, d.local_amount AS signed_local_amount, d.voided AS is_reversed,
       CASE WHEN d.paired THEN CAST(d.tx_id AS VARCHAR) || 'V' END AS reversal_no,
       CASE WHEN d.paired THEN coalesce(d.closedate, d.trandate) ELSE coalesce(d.clearing_date, d.closedate) END AS cleared_on,
       CASE WHEN d.paired THEN CAST(d.tx_id AS VARCHAR) || 'V' ELSE d.payment_id END AS cleared_by,
       d.voided OR d.status = 'B' OR d.closedate IS NOT NULL AS is_cleared, false AS is_reversal
     FROM ${docs} d WHERE d.has_main
     UNION ALL
     SELECT d.*, CAST(d.tx_id AS VARCHAR) || 'V', d.trandate, 'REVERSAL', -d.document_amount, -d.local_amount, false,
       CAST(d.tx_id AS VARCHAR), coalesce(d.closedate, d.trandate), CAST(d.tx_id AS VARCHAR), true, true
     FROM ${docs} d WHERE d.has_main AND d.paired`,
  );
  const converted = await withCheckedRates(ctx, 'ns_invoices_fx', both, {
    file: 'transaction',
    rowColumn: 'tx_row',
    currency: { column: 'local_currency', field: 'currency' },
    day: { column: 'invoice_date', field: 'trandate' },
  });
  if (ctx.problems.size > 0) return false;
  const rows = work(ctx, 'ns_invoice_rows_common');
  await ctx.warehouse.run(
    `CREATE TABLE ${rows} AS SELECT *, ${commonAmountSql('signed_local_amount')} AS common_amount FROM ${converted}`,
  );
  const posting = 'CASE WHEN is_reversal THEN cleared_on ELSE invoice_date END';
  await fillOut(
    ctx,
    invoicesTable,
    `SELECT $1, company_code, year(${posting}), document_no, company_code || '-' || document_no || '-' || year(${posting}),
       tranid, vendor_id, type, NULL, derived_type, invoice_date, ${posting}, created_date, invoice_date, duedate,
       CASE WHEN is_cleared THEN cleared_on END, CASE WHEN is_cleared THEN cleared_by END, is_cleared,
       currency, signed_document_amount, local_currency, signed_local_amount, common_currency, common_amount,
       payment_term, NULL, CASE WHEN payment_hold THEN 'PAYMENT HOLD' END, is_reversed, reversal_no,
       created_by, po_number, NULL, NULL, NULL, NULL, NULL, NULL, NULL, brand, NULL, NULL
     FROM ${rows}`,
  );
  const lineAmount = 'CASE WHEN i.is_reversal THEN -l.foreign_amount ELSE l.foreign_amount END';
  const share = lineShareSql(lineAmount, 'i.signed_document_amount', 'i.common_amount');
  await fillOut(
    ctx,
    invoiceLinesTable,
    `WITH po_lines AS (
       SELECT k.next_doc AS tx_id, k.next_line AS line_id, o.tranid AS po_number, CAST(k.prev_line AS VARCHAR) AS po_line
       FROM ${w.links} k JOIN ${w.transactions} o ON o.tx_id = k.prev_doc
       WHERE k.link_type = 'OrdBill' AND o.type = 'PurchOrd'
       QUALIFY row_number() OVER (PARTITION BY k.next_doc, k.next_line ORDER BY k.prev_doc, k.prev_line) = 1
     )
     SELECT $1, i.company_code, year(CASE WHEN i.is_reversal THEN i.cleared_on ELSE i.invoice_date END), i.document_no,
       i.company_code || '-' || i.document_no || '-' || year(CASE WHEN i.is_reversal THEN i.cleared_on ELSE i.invoice_date END),
       CAST(l.line_id AS INTEGER), 'transactionline', i.vendor_id, i.type, i.derived_type, i.invoice_date, i.tranid,
       i.currency, ${lineAmount}, i.common_currency, ${share}, p.po_number, p.po_line, l.item, l.location,
       CAST(CASE WHEN (i.type = 'VendCred') <> i.is_reversal THEN -abs(l.quantity) ELSE abs(l.quantity) END AS DECIMAL(18,3))
     FROM ${rows} i
     JOIN ${w.lines} l ON l.tx_id = i.tx_id AND NOT l.is_main
     LEFT JOIN po_lines p ON p.tx_id = l.tx_id AND p.line_id = l.line_id`,
  );
  return true;
}

/**
 * purchase_orders and purchase_order_items ← PurchOrd with its lines (NetSuite keeps a PO's amounts
 * with the payable's sign: the lines' absolute amounts are what was ordered); goods_receipts ← the
 * lines of ItemRcpt, each linked to its PO line (ShipRcpt), valued at the PO line's rate in the
 * subsidiary's currency. A PO's status from its letter: A pending approval → BLOCKED, C rejected →
 * DELETED, G fully billed and H closed → CLOSED, else OPEN. Answers false on a currency problem.
 */
async function mapPurchasing(ctx: MappingContext, w: Work): Promise<boolean> {
  const headers = work(ctx, 'ns_pos');
  await ctx.warehouse.run(
    `CREATE TABLE ${headers} AS
     WITH totals AS (
       SELECT tx_id, count(*) AS item_count, sum(abs(foreign_amount)) AS amount
       FROM ${w.lines} WHERE NOT is_main GROUP BY 1
     )
     SELECT t.tx_row, t.tx_id, t.tranid AS po_number, t.company_code, t.vendor_id, t.trandate AS document_date,
       t.created_date, t.created_by, ${idTextSql(col('v', 'terms'))} AS payment_term,
       coalesce(t.currency, t.local_currency) AS currency, coalesce(x.item_count, 0) AS item_count,
       CAST(coalesce(x.amount, 0) AS DECIMAL(18,2)) AS document_amount,
       CASE WHEN t.status = 'A' THEN 'BLOCKED' WHEN t.status = 'C' THEN 'DELETED'
            WHEN t.status IN ('G', 'H') THEN 'CLOSED' ELSE 'OPEN' END AS po_status
     FROM ${w.transactions} t
     LEFT JOIN totals x USING (tx_id)
     LEFT JOIN ${raw(ctx, 'vendor')} v ON ${idTextSql(col('v', 'id'))} = t.vendor_id
     WHERE t.type = 'PurchOrd' AND t.has_main`,
  );
  const pos = await withCheckedRates(ctx, 'ns_pos_fx', headers, {
    file: 'transaction',
    rowColumn: 'tx_row',
    currency: { column: 'currency', field: 'currency' },
    day: { column: 'document_date', field: 'trandate' },
  });
  const receipts = work(ctx, 'ns_receipts');
  await ctx.warehouse.run(
    `CREATE TABLE ${receipts} AS
     SELECT r.tx_row, r.tx_id, l.line_id, r.trandate, r.created_date, r.vendor_id, r.company_code, r.local_currency,
       r.voided, o.tranid AS po_number, CAST(k.prev_line AS VARCHAR) AS po_line, pl.item, l.location,
       abs(l.quantity) AS quantity,
       ${centsProductSql(['abs(l.quantity)', 'pl.rate', 'CASE WHEN o.currency = r.local_currency THEN 1 ELSE coalesce(r.rate, o.rate, 1) END'])} AS local_amount
     FROM ${w.transactions} r
     JOIN ${w.lines} l ON l.tx_id = r.tx_id AND NOT l.is_main
     LEFT JOIN ${w.links} k ON k.link_type = 'ShipRcpt' AND k.next_doc = l.tx_id AND k.next_line = l.line_id
     LEFT JOIN ${w.transactions} o ON o.tx_id = k.prev_doc
     LEFT JOIN ${w.lines} pl ON pl.tx_id = k.prev_doc AND pl.line_id = k.prev_line
     WHERE r.type = 'ItemRcpt' AND r.has_main`,
  );
  const grs = await withCheckedRates(ctx, 'ns_receipts_fx', receipts, {
    file: 'transaction',
    rowColumn: 'tx_row',
    currency: { column: 'local_currency', field: 'currency' },
    day: { column: 'trandate', field: 'trandate' },
  });
  if (ctx.problems.size > 0) return false;
  await fillOut(
    ctx,
    purchaseOrdersTable,
    `SELECT $1, po_number, company_code, vendor_id, document_date, created_date, created_by, payment_term, 'PurchOrd',
       'F', company_code, NULL, NULL, po_status, item_count, currency, document_amount, common_currency,
       ${commonAmountSql('document_amount')}
     FROM ${pos}`,
  );
  await fillOut(
    ctx,
    purchaseOrderItemsTable,
    `SELECT $1, h.po_number, CAST(l.line_id AS VARCHAR), h.company_code, h.vendor_id, h.document_date, l.item,
       l.location, NULL, CAST(abs(l.quantity) AS DECIMAL(18,3)), NULL, false, NULL, l.is_closed, l.is_closed,
       NULL, NULL, h.currency, abs(l.foreign_amount), h.common_currency, ${commonAmountSql('abs(l.foreign_amount)', 'h')}
     FROM ${w.lines} l JOIN ${pos} h ON h.tx_id = l.tx_id WHERE NOT l.is_main`,
  );
  await fillOut(
    ctx,
    goodsReceiptsTable,
    `SELECT $1, CAST(tx_id AS VARCHAR), year(trandate), CAST(line_id AS INTEGER), trandate, created_date, trandate,
       'ItemRcpt', NOT voided, 'S', local_currency, local_amount, common_currency, ${commonAmountSql('local_amount')},
       CAST(quantity AS DECIMAL(18,3)), po_number, po_line, item, location, vendor_id, company_code, voided, NULL
     FROM ${grs}`,
  );
  return true;
}

/**
 * canon.payments ← VendPymt: one per bill payment, its amount minus the main line's (the bank side: a
 * credit, so a payment is positive, and a payment whose applied credits exceed its bills — money
 * coming back — negative, as SAP signs it) in the subsidiary's currency, the items its Payment links;
 * a voided one is kept, marked.
 */
async function mapPayments(ctx: MappingContext, w: Work): Promise<boolean> {
  const local = work(ctx, 'ns_payments');
  await ctx.warehouse.run(
    `CREATE TABLE ${local} AS
     WITH items AS (
       SELECT next_doc AS tx_id, count(DISTINCT prev_doc) AS item_count FROM ${w.links} WHERE link_type = 'Payment' GROUP BY 1
     )
     SELECT t.tx_row, t.company_code, t.vendor_id, CAST(t.tx_id AS VARCHAR) AS payment_id, t.trandate, t.local_currency,
       coalesce(i.item_count, 0) AS item_count, t.tranid,
       CASE WHEN t.currency = t.local_currency THEN -t.main_amount
            ELSE ${centsProductSql(['-t.main_amount', 'coalesce(t.rate, 1)'])} END AS local_amount,
       t.voided OR coalesce(t.status, '') = 'V' AS is_voided
     FROM ${w.transactions} t LEFT JOIN items i USING (tx_id)
     WHERE t.type = 'VendPymt' AND t.has_main`,
  );
  const converted = await withCheckedRates(ctx, 'ns_payments_fx', local, {
    file: 'transaction',
    rowColumn: 'tx_row',
    currency: { column: 'local_currency', field: 'currency' },
    day: { column: 'trandate', field: 'trandate' },
  });
  if (ctx.problems.size > 0) return false;
  await fillOut(
    ctx,
    paymentsTable,
    `SELECT $1, company_code, vendor_id, payment_id, year(trandate), trandate, 'VendPymt', item_count, local_currency,
       local_amount, common_currency, ${commonAmountSql('local_amount')}, NULL, trandate, tranid, is_voided
     FROM ${converted}`,
  );
  return true;
}

/** netsuite-extract/1: references, then the canonical mapping (pipeline README, "NetSuite"). */
export const netsuiteExtractPipeline: ExtractPipeline = {
  format: netsuiteFormat,
  async map(ctx, manifest) {
    await traced('check references', () => checkReferences(ctx));
    if (ctx.problems.size > 0) return;
    // brand_field is checked by the format: a lower-case column name of letters, digits and '_'
    const w = await buildWork(ctx, brandFieldOf(manifest));
    if (ctx.problems.size > 0) return;
    await traced('map master data', () => mapMasterData(ctx, w));
    if (!(await traced('map invoices', () => mapInvoices(ctx, w)))) return;
    if (!(await traced('map purchasing', () => mapPurchasing(ctx, w)))) return;
    if (!(await traced('map payments', () => mapPayments(ctx, w)))) return;
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
  },
};
