import type { Row } from '@spendlens/domain';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The currency of an amount cell: common-currency columns (name starting 'common_' or 'signed_line_item_common')
 * use the row's common_currency; other amounts the row's own currency; the system's otherwise.
 */
export function cellCurrency(
  row: Row,
  column: string,
  fallback: string | null | undefined,
): string | null | undefined {
  if (column.includes('common')) return text(row['common_currency']) ?? fallback;
  return text(row['currency']) ?? text(row['document_currency']) ?? text(row['common_currency']) ?? fallback;
}
