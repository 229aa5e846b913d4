import { maxTranslateTextLength, type DataType } from '@spendlens/domain';

/**
 * The text of a cell worth a translation request when hovered (spec 01 §7): a value of a string
 * column with at least one letter — codes made of digits and punctuation, numbers, dates and flags
 * are never sent — and no longer than the server accepts.
 */
export function translatableText(value: unknown, dataType: DataType): string | undefined {
  if (dataType !== 'string' || typeof value !== 'string') return undefined;
  if (value.length > maxTranslateTextLength || !/\p{L}/u.test(value)) return undefined;
  return value;
}
