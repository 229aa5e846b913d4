import { goodsReceiptsTable, purchaseOrderItemsTable, purchaseOrdersTable } from '@spendlens/warehouse';
import {
  amountSql,
  dateSql,
  documentNoSql,
  flagSql,
  integerSql,
  numericIdSql,
  q,
  vendorIdSql,
} from '../sap/sap-sql';
import { checkConversion } from './check-fx';
import { commonAmountSql, withRatesSql } from './fx-sql';
import { fillOut } from './map-reference-data';
import { raw, work, type MappingContext } from './mapping-context';
import { traced } from '../trace/ingest-tracer';

/** Movement types whose goods movements count as receipts (and their reversals / returns). */
export const countedMovementTypes = ['101', '102', '107', '108', '122', '161', '162', '123', '501', '502'];

const col = (alias: string, field: string): string => `${alias}.${q(field)}`;
const nullableId = (x: string): string => `CASE WHEN ${x} IS NULL THEN NULL ELSE ${numericIdSql(x)} END`;

/**
 * purchase_orders ← EKKO + EKPO, purchase_order_items ← EKPO, goods_receipts ← MSEG + MKPF. PO amounts
 * are in the PO currency (EKKO-WAERS) and converted into the common currency at the ECB rates of the
 * document date (BEDAT, else AEDAT); goods movements in the company code's currency at the posting
 * date. Conversion problems reject the extract like the invoices' (after the mapping's own checks).
 * Answers false when a currency problem was found.
 */
export async function mapPurchasing(ctx: MappingContext): Promise<boolean> {
  const { warehouse } = ctx;
  // WEPOS and WEBRE are optional columns: a file without them says nothing (NULL), not 'no'
  const ekpoColumns = new Set(ctx.staged.get('EKPO')!.checked.columns);
  const optionalFlag = (field: string): string =>
    ekpoColumns.has(field) ? flagSql(col('p', field)) : 'NULL::BOOLEAN';
  const items = work(ctx, 'po_items');
  await traced('map purchasing: PO items', () =>
    warehouse.run(
      `CREATE TABLE ${items} AS SELECT
       ${documentNoSql(col('p', 'EBELN'))} AS po_number, ${numericIdSql(col('p', 'EBELP'))} AS item,
       ${integerSql(col('p', 'EBELP'))} AS item_no,
       ${nullableId(col('p', 'MATNR'))} AS material, p.${q('WERKS')} AS plant, p.${q('TXZ01')} AS description,
       CAST(p.${q('MENGE')} AS DECIMAL(18,3)) AS quantity, p.${q('MEINS')} AS unit,
       ${flagSql(col('p', 'LOEKZ'))} AS is_deleted, ${flagSql(col('p', 'BANFN'))} AS has_pr,
       ${flagSql(col('p', 'ELIKZ'))} AS delivery_completed, ${flagSql(col('p', 'EREKZ'))} AS final_invoice,
       ${optionalFlag('WEPOS')} AS gr_expected, ${optionalFlag('WEBRE')} AS gr_based_iv,
       ${amountSql(col('p', 'NETWR'))} AS net_amount
     FROM ${raw(ctx, 'EKPO')} p`,
    ),
  );
  const headers = work(ctx, 'pos');
  await traced('map purchasing: PO headers', () =>
    warehouse.run(
      `CREATE TABLE ${headers} AS
     WITH totals AS (
       SELECT po_number, count(*) AS item_count, bool_or(has_pr) AS has_pr,
         coalesce(sum(net_amount) FILTER (WHERE NOT is_deleted), 0) AS document_amount,
         count(*) FILTER (WHERE NOT is_deleted) AS active_items,
         coalesce(bool_and(delivery_completed AND final_invoice) FILTER (WHERE NOT is_deleted), false) AS all_done
       FROM ${items} GROUP BY po_number
     ),
     h AS (
       SELECT k.rowid AS ekko_row, ${documentNoSql(col('k', 'EBELN'))} AS po_number, k.${q('BUKRS')} AS company_code,
         ${vendorIdSql(col('k', 'LIFNR'))} AS vendor_id, ${dateSql(col('k', 'BEDAT'))} AS document_date,
         ${dateSql(col('k', 'AEDAT'))} AS created_date, k.${q('ERNAM')} AS created_by, k.${q('ZTERM')} AS payment_term,
         k.${q('BSART')} AS type, k.${q('BSTYP')} AS category, k.${q('EKORG')} AS purchasing_org,
         k.${q('EKGRP')} AS purchasing_group, k.${q('LOEKZ')} AS loekz, k.${q('WAERS')} AS currency
       FROM ${raw(ctx, 'EKKO')} k
     )
     SELECT h.*, coalesce(h.document_date, h.created_date) AS fx_day, coalesce(t.item_count, 0) AS item_count,
       coalesce(t.has_pr, false) AS has_pr, coalesce(t.document_amount, 0)::DECIMAL(18,2) AS document_amount,
       CASE WHEN h.loekz = 'L' OR (t.item_count > 0 AND t.active_items = 0) THEN 'DELETED'
            WHEN h.loekz = 'S' THEN 'BLOCKED'
            WHEN t.active_items > 0 AND t.all_done THEN 'CLOSED'
            ELSE 'OPEN' END AS po_status
     FROM h LEFT JOIN totals t USING (po_number)`,
    ),
  );
  const pos = work(ctx, 'pos_fx');
  await traced('map purchasing: PO rates', () =>
    warehouse.run(`CREATE TABLE ${pos} AS ${withRatesSql(headers, 'currency', 'fx_day')}`, [
      ctx.commonCurrency,
    ]),
  );
  const ekko = ctx.staged.get('EKKO')!.checked;
  await traced('map purchasing: PO rates check', () =>
    checkConversion(ctx, {
      checked: ekko,
      rowColumn: 'ekko_row',
      table: pos,
      currency: { column: 'currency', field: 'WAERS' },
      day: { column: 'fx_day', field: 'BEDAT' },
    }),
  );

  const receipts = work(ctx, 'gr');
  const counted = countedMovementTypes.map((t) => `'${t}'`).join(', ');
  await traced('map purchasing: goods receipts', () =>
    warehouse.run(
      `CREATE TABLE ${receipts} AS
     WITH s AS (
       SELECT s.rowid AS mseg_row, ${documentNoSql(col('s', 'MBLNR'))} AS document_number,
         ${integerSql(col('s', 'MJAHR'))} AS fiscal_year, ${integerSql(col('s', 'ZEILE'))} AS line_number,
         s.${q('BWART')} AS movement_type, s.${q('SHKZG')} AS debit_credit,
         CASE WHEN s.${q('SHKZG')} = 'H' THEN -1 ELSE 1 END AS sign,
         ${amountSql(col('s', 'DMBTR'))} AS amount, CAST(s.${q('MENGE')} AS DECIMAL(18,3)) AS quantity,
         ${`CASE WHEN s.${q('EBELN')} IS NULL THEN NULL ELSE ${documentNoSql(col('s', 'EBELN'))} END`} AS po_number,
         ${nullableId(col('s', 'EBELP'))} AS po_item, ${nullableId(col('s', 'MATNR'))} AS material_number,
         s.${q('WERKS')} AS plant,
         CASE WHEN s.${q('LIFNR')} IS NULL THEN NULL ELSE ${vendorIdSql(col('s', 'LIFNR'))} END AS vendor_id,
         s.${q('BUKRS')} AS bukrs,
         CASE WHEN s.${q('SMBLN')} IS NULL THEN NULL ELSE ${documentNoSql(col('s', 'SMBLN'))} END AS smbln,
         ${integerSql(col('s', 'SJAHR'))} AS sjahr, ${integerSql(col('s', 'SMBLP'))} AS smblp
       FROM ${raw(ctx, 'MSEG')} s
     ),
     reversals AS (
       SELECT o.mseg_row, arg_min(r.document_number, r.mseg_row) AS reversed_by
       FROM s o JOIN s r ON r.smbln = o.document_number
       WHERE (r.sjahr IS NULL OR r.sjahr = o.fiscal_year) AND (r.smblp IS NULL OR r.smblp = o.line_number)
       GROUP BY o.mseg_row
     )
     SELECT s.*, m.rowid AS mkpf_row, ${dateSql(col('m', 'BLDAT'))} AS document_date,
       ${dateSql(col('m', 'CPUDT'))} AS created_date, ${dateSql(col('m', 'BUDAT'))} AS posting_date,
       s.movement_type IN (${counted}) AS is_counted,
       coalesce(s.bukrs, po.company_code) AS company_code, coalesce(s.vendor_id, po.vendor_id) AS resolved_vendor,
       cc.${q('WAERS')} AS local_currency, (s.sign * s.amount)::DECIMAL(18,2) AS signed_local_amount,
       rv.reversed_by IS NOT NULL AS is_reversed, coalesce(rv.reversed_by, s.smbln) AS reversal_document_no
     FROM s
     JOIN ${raw(ctx, 'MKPF')} m ON ${documentNoSql(col('m', 'MBLNR'))} = s.document_number
       AND ${integerSql(col('m', 'MJAHR'))} = s.fiscal_year
     LEFT JOIN ${headers} po ON po.po_number = s.po_number
     LEFT JOIN ${raw(ctx, 'T001')} cc ON cc.${q('BUKRS')} = coalesce(s.bukrs, po.company_code)
     LEFT JOIN reversals rv ON rv.mseg_row = s.mseg_row`,
    ),
  );
  const grs = work(ctx, 'gr_fx');
  await traced('map purchasing: GR rates', () =>
    warehouse.run(`CREATE TABLE ${grs} AS ${withRatesSql(receipts, 'local_currency', 'posting_date')}`, [
      ctx.commonCurrency,
    ]),
  );
  await traced('map purchasing: GR rates check', () =>
    checkConversion(ctx, {
      checked: ctx.staged.get('MSEG')!.checked,
      rowColumn: 'mseg_row',
      table: grs,
      currency: { column: 'local_currency', field: 'BUKRS' },
      day: {
        column: 'posting_date',
        field: 'BUDAT',
        file: { checked: ctx.staged.get('MKPF')!.checked, rowColumn: 'mkpf_row' },
      },
    }),
  );
  if (ctx.problems.size > 0) return false;

  await traced('map purchasing: out POs', () =>
    fillOut(
      ctx,
      purchaseOrdersTable,
      `SELECT $1, po_number, company_code, vendor_id, document_date, created_date, created_by, payment_term, type,
       category, purchasing_org, purchasing_group, has_pr, po_status, item_count, currency, document_amount,
       common_currency, ${commonAmountSql('document_amount')}
     FROM ${pos}`,
    ),
  );
  await traced('map purchasing: out PO items', () =>
    fillOut(
      ctx,
      purchaseOrderItemsTable,
      `SELECT $1, i.po_number, i.item, h.company_code, h.vendor_id, h.document_date, i.material, i.plant, i.description,
       i.quantity, i.unit, i.is_deleted, i.has_pr, i.delivery_completed, i.final_invoice, i.gr_expected, i.gr_based_iv,
       h.currency, i.net_amount,
       h.common_currency, ${commonAmountSql('i.net_amount', 'h')}
     FROM ${items} i JOIN ${pos} h USING (po_number)`,
    ),
  );
  await traced('map purchasing: out GRs', () =>
    fillOut(
      ctx,
      goodsReceiptsTable,
      `SELECT $1, document_number, fiscal_year, line_number, document_date, created_date, posting_date, movement_type,
       is_counted, debit_credit, local_currency, signed_local_amount, common_currency,
       ${commonAmountSql('signed_local_amount')}, (sign * quantity)::DECIMAL(18,3), po_number, po_item,
       material_number, plant, resolved_vendor, company_code, is_reversed, reversal_document_no
     FROM ${grs}`,
    ),
  );
  return true;
}
