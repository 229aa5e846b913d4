import type { VatCheckSource } from '@spendlens/domain';

/** Valid as the modal shows it: Yes or No (spec 03 §2.6), '-' when not known. */
export function yesNo(value: boolean | null): string {
  return value === null ? '-' : value ? 'Yes' : 'No';
}

/** Where an answer comes from, as the modal names it. */
export function vatCheckSourceLabel(source: VatCheckSource): string {
  return source === 'vies' ? 'VIES (EU VAT register)' : 'offline format check';
}
