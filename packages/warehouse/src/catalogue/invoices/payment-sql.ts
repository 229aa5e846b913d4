/**
 * The payments of a system keyed as invoices name their clearing (company code, vendor, clearing
 * document and date), one row per key: an invoice whose clearing matches one was cleared by a
 * payment (KZ/ZP document or a PAYR cheque), not by a credit memo or a reversal. `payment_date` is
 * PAYR's when present, else the clearing date.
 */
export const paymentKeysSql = `(
  SELECT company_code, vendor_id, clearing_document_no, clearing_date, coalesce(min(payment_date), clearing_date) AS payment_date
  FROM canon.payments
  WHERE system_id = $system_id
  GROUP BY company_code, vendor_id, clearing_document_no, clearing_date
)`;

/** Join condition of `paymentKeysSql` (alias `p`) and an invoice alias `a`. */
export const paymentKeyJoinSql = (a: string): string =>
  `p.company_code = ${a}.company_code AND p.vendor_id = ${a}.vendor_id AND p.clearing_document_no = ${a}.clearing_document_no AND p.clearing_date = ${a}.clearing_date`;
