/**
 * The unit-price series of a material bought from a vendor (spec 03 §2.7 'Material pricing'), from
 * purchase order items: unit price = net amount / quantity in the PO currency, for items not deleted
 * with a material and a positive quantity. A series is one vendor, material, company code and
 * currency, ordered by PO document date, PO number and item; pct_change is the change from the
 * previous point in percent (NULL for the first or after a zero price).
 */
export const priceIncreaseThresholdPercent = 5;

export const pricePointsCte = `price_points AS (
  SELECT p.*,
    lag(p.unit_price) OVER series AS previous_unit_price,
    CASE WHEN lag(p.unit_price) OVER series > 0
      THEN round((p.unit_price / lag(p.unit_price) OVER series - 1) * 100, 4) END AS pct_change
  FROM (
    SELECT i.vendor_id, i.material_number, i.company_code, i.document_currency AS currency,
      i.document_date, i.po_number, i.po_line_item_number, i.description, i.quantity, i.net_amount,
      round(i.net_amount / i.quantity, 4) AS unit_price
    FROM canon.purchase_order_items i
    WHERE i.system_id = $system_id AND NOT coalesce(i.is_deleted, false)
      AND i.material_number IS NOT NULL AND i.quantity > 0 AND i.net_amount IS NOT NULL
      AND i.document_date IS NOT NULL
  ) p
  WINDOW series AS (PARTITION BY p.vendor_id, p.material_number, p.company_code, p.currency
    ORDER BY p.document_date, p.po_number, p.po_line_item_number)
),
price_series AS (
  SELECT vendor_id, material_number, company_code, currency,
    count(*) AS point_count,
    min(unit_price) AS min_price,
    max(unit_price) AS max_price,
    stddev_samp(unit_price) AS std_price,
    max(pct_change) AS max_pct_change,
    arg_min(unit_price, (document_date, po_number, po_line_item_number)) AS first_price,
    arg_max(unit_price, (document_date, po_number, po_line_item_number)) AS last_price,
    min(document_date) AS first_date,
    max(document_date) AS last_date,
    arg_max(po_number, (document_date, po_number, po_line_item_number)) AS last_po_number,
    arg_max(description, (document_date, po_number, po_line_item_number)) AS description,
    string_agg(unit_price::VARCHAR, ';' ORDER BY document_date, po_number, po_line_item_number) AS price_list
  FROM price_points
  GROUP BY vendor_id, material_number, company_code, currency
)`;

/** The series is an offender: at least one step up by more than the threshold. */
export const isOffenderSql = (series: string): string =>
  `coalesce(${series}.max_pct_change > ${priceIncreaseThresholdPercent}, false)`;
