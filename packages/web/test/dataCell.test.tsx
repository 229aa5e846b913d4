import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataCell } from '../src/modules/data-table/components/DataCell';

const cell = (value: unknown, blankText?: string) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <tr>
          <DataCell
            column={{
              name: 'payment_method',
              displayName: 'Payment Method',
              dataType: 'string',
              ...(blankText ? { blankText } : {}),
            }}
            row={{ payment_method: value as never }}
            currency={null}
          />
        </tr>
      </tbody>
    </table>,
  );

/** Issue 36 item 4: a summary's group of no value is named '(blank)', not an empty row. */
describe('a data cell of an empty value', () => {
  it('shows the column’s blank text for no value or an empty one, else the value', () => {
    expect(cell(null, '(blank)')).toContain('(blank)');
    expect(cell('', '(blank)')).toContain('(blank)');
    expect(cell('T', '(blank)')).toContain('>T<');
    expect(cell(null)).not.toContain('(blank)');
  });
});
