import { maxTranslateTextLength, type DataType } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { translatableText } from '../src/modules/translation/utils/translatableText';

describe('translatableText (spec 01 §7: hovering a text cell asks for its translation)', () => {
  it('answers the value of a string column that has a letter, as the data holds it', () => {
    expect(translatableText('Überweisung (SEPA)', 'string')).toBe('Überweisung (SEPA)');
    expect(translatableText('  Lastschrift ', 'string')).toBe('  Lastschrift ');
    expect(translatableText('東京', 'string')).toBe('東京');
    expect(translatableText('x'.repeat(maxTranslateTextLength), 'string')).toHaveLength(
      maxTranslateTextLength,
    );
  });

  it('never sends numbers, dates, flags, codes without a letter, blanks or over-long texts', () => {
    const others: DataType[] = [
      'number',
      'currency',
      'date',
      'datetime',
      'yesno',
      '%',
      'list',
      'invoice_channel',
    ];
    for (const dataType of others)
      expect(translatableText('Lastschrift', dataType), dataType).toBeUndefined();
    for (const value of ['4500001234', '2024-01-31', '1,234.50', '-', '', '   ', null, undefined, 42, true])
      expect(translatableText(value, 'string'), String(value)).toBeUndefined();
    expect(translatableText('x'.repeat(maxTranslateTextLength + 1), 'string')).toBeUndefined();
  });
});
