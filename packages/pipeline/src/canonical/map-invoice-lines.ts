import { createTableSql, invoiceLinesTable } from '@spendlens/warehouse';
import { documentNoSql, integerSql, numericIdSql, q } from '../sap/sap-sql';
import { lineShareSql } from './fx-sql';
import { out, raw, work, type MappingContext } from './mapping-context';

/**
 * canon.invoice_lines (into staging). An MM invoice (AWTYP RMRP with RSEG items) has its RSEG items,
 * signed from the item's SHKZG ('S' debit: an invoiced item, positive; 'H': a credited item,
 * negative), amount and quantity alike; every other invoice document has its vendor line items, signed like the document. A
 * line's common amount is its share of the document's common amount — line amount × common amount /
 * document amount, exact, rounded half away from zero — so a document's lines are converted at the
 * document's own rate (NULL when the document amount is zero).
 */
export async function mapInvoiceLines(ctx: MappingContext, docs: string): Promise<void> {
  const lines = out(ctx, invoiceLinesTable.name);
  const invoices = out(ctx, 'invoices');
  const vendorLines = work(ctx, 'lines');
  const rseg = raw(ctx, 'RSEG');
  const s = (field: string): string => `s.${q(field)}`;
  const rsegAmount = `CASE WHEN ${s('SHKZG')} = 'H' THEN -CAST(${s('WRBTR')} AS DECIMAL(18,2)) ELSE CAST(${s('WRBTR')} AS DECIMAL(18,2)) END`;
  // the quantity is signed like the amount, so that a PO line's credited quantity nets against its invoiced one
  const rsegQuantity = `CASE WHEN ${s('SHKZG')} = 'H' THEN -CAST(${s('MENGE')} AS DECIMAL(18,3)) ELSE CAST(${s('MENGE')} AS DECIMAL(18,3)) END`;
  const share = (amount: string): string => lineShareSql(amount, 'i.document_amount', 'i.common_amount');
  const common = `i.system_id, i.company_code, i.fiscal_year, i.accounting_document_no, i.internal_invoice_id`;
  const described = `i.vendor_id, i.document_type, i.derived_document_type, i.invoice_date, i.external_invoice_id, i.document_currency`;
  await ctx.warehouse.run(createTableSql(invoiceLinesTable, lines));
  await ctx.warehouse.run(`
    INSERT INTO ${lines}
    SELECT ${common}, ${integerSql(s('BUZEI'))}, 'RSEG', ${described}, ${rsegAmount}, i.common_currency,
      ${share(rsegAmount)}, ${documentNoSql(s('EBELN'))}, ${numericIdSql(s('EBELP'))}, ${numericIdSql(s('MATNR'))},
      ${s('WERKS')}, ${rsegQuantity}
    FROM ${docs} d
    JOIN ${invoices} i ON i.company_code = d.company_code AND i.accounting_document_no = d.belnr AND i.fiscal_year = d.gjahr
    JOIN ${rseg} s ON ${documentNoSql(s('BELNR'))} = d.rbkp_belnr AND ${integerSql(s('GJAHR'))} = d.rbkp_gjahr
    WHERE d.mm_items > 0
    UNION ALL
    SELECT ${common}, l.buzei, 'VENDOR_LINE', ${described}, l.document_amount, i.common_currency,
      ${share('l.document_amount')}, l.po_number, l.po_item, NULL, NULL, NULL
    FROM ${docs} d
    JOIN ${invoices} i ON i.company_code = d.company_code AND i.accounting_document_no = d.belnr AND i.fiscal_year = d.gjahr
    JOIN ${vendorLines} l ON l.company_code = d.company_code AND l.belnr = d.belnr AND l.gjahr = d.gjahr
    WHERE coalesce(d.mm_items, 0) = 0`);
}
