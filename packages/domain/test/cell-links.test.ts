import { describe, expect, it } from 'vitest';
import { openedCell } from '../src/cell-links';

describe('openedCell', () => {
  const row = { vendor_id: '100234', company_code: '1000', vendor_name: 'Acme', blank: '  ', none: null };

  it('opens the link’s modal with the cell’s value, its with-columns and the row', () => {
    expect(openedCell({ modal: 'vendor_profile' }, 'vendor_id', row)).toEqual({
      modal: 'vendor_profile',
      value: '100234',
      context: {},
      row,
    });
    expect(
      openedCell({ modal: 'vendor_profile', with: ['company_code'] }, 'vendor_id', row)?.context,
    ).toEqual({ company_code: '1000' });
    expect(openedCell({ modal: 'company_code_profile' }, 'fiscal', { fiscal: 2024 })?.value).toBe('2024');
  });

  it('opens nothing without a link, for a blank value, or when a with-column is blank', () => {
    expect(openedCell(undefined, 'vendor_id', row)).toBeUndefined();
    expect(openedCell({ modal: 'vendor_profile' }, 'blank', row)).toBeUndefined();
    expect(openedCell({ modal: 'vendor_profile' }, 'none', row)).toBeUndefined();
    expect(openedCell({ modal: 'vendor_profile' }, 'missing', row)).toBeUndefined();
    expect(openedCell({ modal: 'vendor_profile', with: ['none'] }, 'vendor_id', row)).toBeUndefined();
  });
});
