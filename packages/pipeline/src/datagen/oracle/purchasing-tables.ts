import type { OracleRelease } from '../../oracle/oracle-tables';
import type { DuckSession } from '../duck-session';
import { preciseNumberSql, sapDateSql, withTimeSql, yesNoSql } from './oracle-sql';

/** A PO line's (shipment's) closed code from EKPO's delivery-completed and final-invoice flags. */
const closedCodeSql = `CASE WHEN k.elikz IS NOT NULL AND k.erekz IS NOT NULL THEN 'CLOSED'
  WHEN k.elikz IS NOT NULL THEN 'CLOSED FOR RECEIVING' WHEN k.erekz IS NOT NULL THEN 'CLOSED FOR INVOICE' ELSE 'OPEN' END`;

/**
 * PO_HEADERS_ALL, PO_LINES_ALL, PO_LINE_LOCATIONS_ALL (one shipment per line), 11i
 * PO_DISTRIBUTIONS_ALL (one per line; REQ_DISTRIBUTION_ID the SAP requisition number) and
 * RCV_TRANSACTIONS (schema ora). Every RECEIVE is followed by a DELIVER of the same goods into
 * inventory — Oracle's direct-delivery routing, a trap: DELIVER must not count as received.
 * QUANTITY_RECEIVED nets receipts, corrections and returns; QUANTITY_BILLED sums the quantities of
 * the invoice lines matched to the line that are not cancelled.
 */
export async function createPurchasingTables(db: DuckSession, release: OracleRelease): Promise<void> {
  await db.run(`CREATE VIEW ora.PO_HEADERS_ALL AS
    WITH lines AS (
      SELECT k.ebeln, bool_and(${closedCodeSql} = 'CLOSED') FILTER (WHERE k.loekz IS NULL) AS closed FROM k.pol k GROUP BY k.ebeln
    )
    SELECT h.po_header_id AS PO_HEADER_ID, e.EBELN AS SEGMENT1, h.org_id AS ORG_ID, h.vendor_id AS VENDOR_ID,
      h.site_id AS VENDOR_SITE_ID,
      CASE e.BSTYP WHEN 'F' THEN 'STANDARD' WHEN 'K' THEN 'CONTRACT' WHEN 'L' THEN 'BLANKET'
        ELSE error('datagen-oracle: purchasing document category ' || e.BSTYP || ' has no Oracle type') END AS TYPE_LOOKUP_CODE,
      e.WAERS AS CURRENCY_CODE, t.term_id AS TERMS_ID, 25000 + TRY_CAST(e.EKGRP AS INTEGER) AS AGENT_ID,
      CASE WHEN e.FRGKE IS NULL OR e.FRGKE = 'R' THEN 'APPROVED' ELSE 'IN PROCESS' END AS AUTHORIZATION_STATUS,
      CASE WHEN e.FRGKE IS NULL OR e.FRGKE = 'R' THEN ${sapDateSql('e.BEDAT')} END AS APPROVED_DATE,
      CASE WHEN coalesce(l.closed, false) THEN 'CLOSED' ELSE 'OPEN' END AS CLOSED_CODE,
      ${yesNoSql("e.LOEKZ = 'L'")} AS CANCEL_FLAG, ${yesNoSql("e.LOEKZ = 'S'")} AS USER_HOLD_FLAG,
      ${withTimeSql(sapDateSql('e.AEDAT'), 'h.po_header_id')} AS CREATION_DATE, u.user_id AS CREATED_BY
    FROM sap.EKKO e JOIN k.po h ON h.ebeln = e.EBELN LEFT JOIN lines l ON l.ebeln = e.EBELN
    LEFT JOIN k.term t ON t.zterm = e.ZTERM LEFT JOIN k.usr u ON u.name = e.ERNAM`);
  await db.run(`CREATE VIEW ora.PO_LINES_ALL AS
    SELECT k.po_line_id AS PO_LINE_ID, k.po_header_id AS PO_HEADER_ID, k.line_num AS LINE_NUM, k.item_id AS ITEM_ID,
      k.txz01 AS ITEM_DESCRIPTION, k.meins AS UNIT_MEAS_LOOKUP_CODE, k.quantity AS QUANTITY,
      ${preciseNumberSql('k.unit_price')} AS UNIT_PRICE, ${yesNoSql("k.loekz = 'L'")} AS CANCEL_FLAG, ${closedCodeSql} AS CLOSED_CODE
    FROM k.pol k`);
  await db.run(`CREATE VIEW ora.PO_LINE_LOCATIONS_ALL AS
    WITH received AS (SELECT po_line_id, sum(effect * quantity) AS q FROM k.gr GROUP BY ALL),
    billed AS (
      SELECT l.po_line_id, sum(l.quantity) AS q FROM k.line l JOIN k.inv i USING (invoice_id)
      WHERE l.po_line_id IS NOT NULL AND NOT i.is_cancelled GROUP BY ALL
    )
    SELECT k.line_location_id AS LINE_LOCATION_ID, k.po_line_id AS PO_LINE_ID, k.po_header_id AS PO_HEADER_ID,
      1 AS SHIPMENT_NUM, k.quantity AS QUANTITY, coalesce(r.q, 0) AS QUANTITY_RECEIVED, coalesce(b.q, 0) AS QUANTITY_BILLED,
      CASE WHEN k.loekz = 'L' THEN k.quantity ELSE 0 END AS QUANTITY_CANCELLED, ${preciseNumberSql('k.unit_price')} AS PRICE_OVERRIDE,
      k.ship_to_organization_id AS SHIP_TO_ORGANIZATION_ID, ${yesNoSql('k.wepos IS NOT NULL')} AS RECEIPT_REQUIRED_FLAG,
      CASE WHEN k.webre IS NOT NULL THEN 'R' ELSE 'P' END AS MATCH_OPTION, ${closedCodeSql} AS CLOSED_CODE,
      ${yesNoSql("k.loekz = 'L'")} AS CANCEL_FLAG
    FROM k.pol k
    LEFT JOIN received r ON r.po_line_id = k.po_line_id LEFT JOIN billed b ON b.po_line_id = k.po_line_id`);
  if (release === '11i')
    await db.run(`CREATE VIEW ora.PO_DISTRIBUTIONS_ALL AS
      SELECT k.po_distribution_id AS PO_DISTRIBUTION_ID, k.po_header_id AS PO_HEADER_ID, k.po_line_id AS PO_LINE_ID,
        k.line_location_id AS LINE_LOCATION_ID, TRY_CAST(k.banfn AS BIGINT) AS REQ_DISTRIBUTION_ID
      FROM k.pol k`);

  const common = `g.quantity AS QUANTITY, g.quantity AS SOURCE_DOC_QUANTITY, ${preciseNumberSql('g.unit_price')} AS PO_UNIT_PRICE,
    NULL::DECIMAL(18,2) AS AMOUNT, g.currency AS CURRENCY_CODE, ${preciseNumberSql('g.rate')} AS CURRENCY_CONVERSION_RATE,
    g.po_header_id AS PO_HEADER_ID, g.po_line_id AS PO_LINE_ID, g.line_location_id AS PO_LINE_LOCATION_ID,
    g.vendor_id AS VENDOR_ID, g.organization_id AS ORGANIZATION_ID, g.shipment_header_id AS SHIPMENT_HEADER_ID`;
  await db.run(`CREATE VIEW ora.RCV_TRANSACTIONS AS
    SELECT g.transaction_id AS TRANSACTION_ID, g.type AS TRANSACTION_TYPE,
      ${withTimeSql('g.budat', 'g.transaction_id')} AS TRANSACTION_DATE, g.parent_id AS PARENT_TRANSACTION_ID, ${common},
      ${withTimeSql('g.cpudt', 'g.transaction_id')} AS CREATION_DATE, u.user_id AS CREATED_BY
    FROM k.gr g LEFT JOIN k.usr u ON u.name = g.usnam
    UNION ALL
    SELECT g.transaction_id + 1, 'DELIVER', ${withTimeSql('g.budat', 'g.transaction_id')} + INTERVAL 15 MINUTE,
      g.transaction_id, ${common}, ${withTimeSql('g.cpudt', 'g.transaction_id')} + INTERVAL 15 MINUTE, u.user_id
    FROM k.gr g LEFT JOIN k.usr u ON u.name = g.usnam WHERE g.type = 'RECEIVE'`);
}
