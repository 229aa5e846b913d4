import type { FilterClause } from './filter';

/**
 * The modals a table cell opens about the thing it names (spec 03 §2.2): a vendor id its vendor
 * profile, a company code its company code profile, and the other modals of that section. The web
 * app draws each; the catalogue declares which columns open which (warehouse catalogue/cell-links.ts).
 */
export const cellModals = [
  'vendor_profile',
  'company_code_profile',
  'purchase_order',
  'goods_receipts',
  'invoice_line_items',
  'last_activity',
  'vendor_company_code',
  'vendor_address',
  'cluster_vendor_address',
  'payment_term',
  'payment_methods',
  'invoice_payment_terms',
  // a finding's case (docs/cases.md), from its finding_key
  'finding_case',
] as const;
export type CellModal = (typeof cellModals)[number];

/** A column whose cells open a modal (ColumnDefinition `opens`). */
export interface CellLink {
  modal: CellModal;
  /**
   * The column of the modal's rows the cell's value is compared with (a last PO number is the
   * po_number of the purchase order shown); none when the value only labels the link (a count).
   */
  key?: string;
  /**
   * Further columns of the row the modal reads beside the cell's value, in order (a vendor's company
   * code record needs the company code beside the vendor id). A row without one of them opens nothing.
   */
  with?: readonly string[];
}

/** What a clicked cell hands its modal: the cell's value and the values of the link's `with` columns. */
export interface OpenedCell {
  modal: CellModal;
  value: string;
  /** The link's key (CellLink `key`). */
  key?: string;
  /** The `with` columns' values, by column name. */
  context: Readonly<Record<string, string>>;
  /** The clicked row (names a modal may show before its own answer arrives, e.g. the vendor name). */
  row: Readonly<Record<string, string | number | boolean | null>>;
}

const text = (v: unknown): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const s = String(v);
  return s.trim() === '' ? undefined : s;
};

/**
 * The modal a cell of `column` opens in `row`, or undefined: a blank value, or a row missing one of
 * the link's `with` columns, opens nothing.
 */
export function openedCell(
  link: CellLink | undefined,
  column: string,
  row: Readonly<Record<string, string | number | boolean | null>>,
): OpenedCell | undefined {
  if (!link) return undefined;
  const value = text(row[column]);
  if (value === undefined) return undefined;
  const context: Record<string, string> = {};
  for (const name of link.with ?? []) {
    const v = text(row[name]);
    if (v === undefined) return undefined;
    context[name] = v;
  }
  return { modal: link.modal, value, context, row, ...(link.key ? { key: link.key } : {}) };
}

/**
 * The rows a modal of rows shows for an opened cell: its key column equal to the cell's value, and
 * each of the link's `with` columns equal to the clicked row's.
 */
export function openedCellClauses(cell: OpenedCell): FilterClause[] {
  return [
    ...(cell.key ? [{ col: cell.key, op: '==' as const, val: cell.value }] : []),
    ...Object.entries(cell.context).map(([col, val]) => ({ col, op: '==' as const, val })),
  ];
}
