/**
 * SQL fragments shared by the purchasing and goods-receipt analyses. Every fragment reads only
 * `canon` tables of `$system_id` and is set-based (grouped CTEs, joins, windows).
 */

/** A labelled bin: its lower edge is inclusive, the next bin's lower edge its exclusive upper edge. */
export interface LowerEdgeBin {
  label: string;
  /** Inclusive lower edge; the first bin has none (it also takes everything below the second). */
  lower: number | null;
}

/**
 * GRNI value ranges (spec 02 §9 edges 1, 1000, 5000, 10000, 20000, 50000, 100000), in the system's
 * common currency: `< 1` is v < 1, `1 to 1K` is 1 ≤ v < 1000, …, `> 100K` is v ≥ 100000.
 */
export const grniValueBins: readonly LowerEdgeBin[] = [
  { label: '< 1', lower: null },
  { label: '1 to 1K', lower: 1 },
  { label: '1K to 5K', lower: 1000 },
  { label: '5K to 10K', lower: 5000 },
  { label: '10K to 20K', lower: 10000 },
  { label: '20K to 50K', lower: 20000 },
  { label: '50K to 100K', lower: 50000 },
  { label: '> 100K', lower: 100000 },
];

/**
 * Goods-receipt age bins in days before the as-of date: `0 to 30` is age ≤ 30 (a receipt dated after
 * the as-of date, a negative age, falls here too), `31 to 60`, `61 to 90`, `91 to 180`, `> 180` is
 * age ≥ 181 (the bin the pages show by default, spec 02 §9).
 */
export const grAgeBins: readonly LowerEdgeBin[] = [
  { label: '0 to 30', lower: null },
  { label: '31 to 60', lower: 31 },
  { label: '61 to 90', lower: 61 },
  { label: '91 to 180', lower: 91 },
  { label: '> 180', lower: 181 },
];

/** `CASE` putting a numeric expression into its bin (NULL stays NULL). */
export function lowerEdgeBinSql(expression: string, bins: readonly LowerEdgeBin[]): string {
  const whens = [...bins]
    .reverse()
    .filter((bin) => bin.lower !== null)
    .map((bin) => `WHEN ${expression} >= ${bin.lower} THEN '${bin.label}'`)
    .join(' ');
  return `CASE WHEN ${expression} IS NULL THEN NULL ${whens} ELSE '${bins[0]!.label}' END`;
}

/** The date a goods movement counts from: its posting date (MKPF-BUDAT), else its entry date. */
export const grDateSql = (alias: string): string => `coalesce(${alias}.posting_date, ${alias}.created_date)`;

/**
 * Counted goods movements (spec 01 §9 movement types) per PO line: how many GR lines, first and last
 * GR date, and the net received quantity and common value. Reversals (102 of a 101, 123 of a 122 …)
 * and returns are signed negative in the canonical model, so the sums are net of them.
 */
export const grByPoLineCte = `gr_by_po_line AS (
  SELECT g.po_number, g.po_line_item_number,
    count(*) AS gr_count,
    min(${grDateSql('g')}) AS gr_min_date,
    max(${grDateSql('g')}) AS gr_max_date,
    sum(g.quantity) AS gr_quantity,
    sum(g.signed_common_amount) AS gr_value,
    sum(g.signed_local_amount) AS gr_local_value,
    any_value(g.common_currency) AS common_currency,
    any_value(g.company_code) AS company_code,
    any_value(g.vendor_id) AS vendor_id,
    any_value(g.material_number) AS material_number
  FROM canon.goods_receipts g
  WHERE g.system_id = $system_id AND g.is_counted AND g.po_number IS NOT NULL
  GROUP BY g.po_number, g.po_line_item_number
)`;

/**
 * Invoice lines per PO line: line and invoice counts, net invoiced quantity and common value, and
 * the invoiced value in the company code's (local) currency — the line's share of its invoice's
 * local amount — which compares with the receipts' local value without exchange-rate differences.
 */
export const invoicedByPoLineCte = `invoiced_by_po_line AS (
  SELECT l.po_number, l.po_line_item_number,
    count(*) AS invoice_line_count,
    count(DISTINCT l.internal_invoice_id) AS invoice_count,
    sum(l.quantity) AS invoiced_quantity,
    sum(l.line_item_signed_common_amount) AS invoiced_value,
    sum(CASE WHEN i.document_amount <> 0 THEN l.line_item_signed_amount * i.local_amount / i.document_amount
      ELSE l.line_item_signed_amount END) AS invoiced_local_value
  FROM canon.invoice_lines l
  LEFT JOIN canon.invoices i ON i.system_id = $system_id AND i.internal_invoice_id = l.internal_invoice_id
  WHERE l.system_id = $system_id AND l.po_number IS NOT NULL
  GROUP BY l.po_number, l.po_line_item_number
)`;

/**
 * What is received and not invoiced, in common currency, for a row with gr_quantity, gr_value,
 * gr_local_value, invoiced_quantity, invoiced_value and invoiced_local_value. By quantity when both
 * quantities are known: the uninvoiced quantity at the receipts' common value per unit. Otherwise
 * (FI vendor lines carry no quantity) by value, where each side converts at its own date's rates —
 * an invoice in another currency than the company code's can match in common and differ in local
 * currency, or the other way round — so the uninvoiced value is the smaller of the common difference
 * and the local difference (at the receipts' rate), and 0 unless both are positive.
 */
export const uninvoicedValueSql = `CASE
    WHEN gr_quantity IS NOT NULL AND invoiced_quantity IS NOT NULL AND gr_quantity <> 0
      THEN round(gr_value * (gr_quantity - invoiced_quantity) / gr_quantity, 2)
    WHEN gr_local_value IS NOT NULL AND gr_local_value <> 0 AND invoiced_local_value IS NOT NULL
      THEN greatest(0, least(
        coalesce(gr_value, 0) - coalesce(invoiced_value, 0),
        round(gr_value * round(gr_local_value - invoiced_local_value, 2) / gr_local_value, 2)))
    ELSE coalesce(gr_value, 0) - coalesce(invoiced_value, 0) END`;

/** Joins vendor (`v`) and company code (`cc`) master rows for a row alias's vendor and company code. */
export const masterJoinsSql = (vendorId: string, companyCode: string): string => `
LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = ${vendorId}
LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = ${companyCode}`;

/**
 * Which invoices reference which purchase orders: one row per (internal_invoice_id, po_number), from
 * the invoice lines (RSEG items, vendor lines with EBELN) and the invoice header's po_number.
 * Reversal documents are left out (the reversed original stays, flagged is_reversed). With `poNumbers`
 * (the name of an earlier CTE with a po_number column) only the rows of those POs: an analysis of a
 * few POs then reads only their invoices instead of linking every invoice of the system first.
 */
export function poInvoicesCteOf(poNumbers?: string): string {
  const only = poNumbers ? ` AND po_number IN (SELECT po_number FROM ${poNumbers})` : '';
  return `po_invoices AS (
  SELECT DISTINCT r.internal_invoice_id, r.po_number
  FROM (
    SELECT internal_invoice_id, po_number FROM canon.invoice_lines
    WHERE system_id = $system_id AND po_number IS NOT NULL${only}
    UNION ALL
    SELECT internal_invoice_id, po_number FROM canon.invoices
    WHERE system_id = $system_id AND po_number IS NOT NULL${only}
  ) r
  JOIN canon.invoices i ON i.system_id = $system_id AND i.internal_invoice_id = r.internal_invoice_id
  WHERE coalesce(i.derived_document_type, '') <> 'REVERSAL'
)`;
}

/** `poInvoicesCteOf` for every PO of the system. */
export const poInvoicesCte = poInvoicesCteOf();
