import type { SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { readSystemsQuery, withSystemsQuery } from '../src/storage/urlQuery';
import { crossSystemMembers, systemsToRead } from '../src/modules/selection/utils/crossSystemMembers';
import { systemsLabel } from '../src/modules/selection/utils/systemsLabel';

const system = (id: number, name: string): SystemInfo => ({
  id,
  name,
  type: 'sap',
  currency: 'EUR',
  last_analysis_date: null,
  min_date: null,
  max_date: null,
  multi_system: true,
  add_ons: [],
});

describe('systemsLabel (spec 01 §2 multi-select system dropdown)', () => {
  const systems = [system(1, 'SAP-EU'), system(2, 'SAP-US'), system(3, 'HANA')];
  it("shows 'All systems' for none or every system, else the names", () => {
    expect(systemsLabel(systems, [])).toBe('All systems');
    expect(systemsLabel(systems, [1, 2, 3])).toBe('All systems');
    expect(systemsLabel(systems, [3, 1])).toBe('SAP-EU, HANA');
    expect(systemsLabel(systems, [9])).toBe('All systems');
  });
});

describe('the systems of a cross-system page', () => {
  const plain = (id: number, name: string): SystemInfo => ({ ...system(id, name), multi_system: false });
  const systems = [plain(1, 'SAP-EU'), system(2, 'GROUP'), plain(3, 'HANA')];

  it('offers every system that is not itself a multi-system', () => {
    expect(crossSystemMembers(systems).map((s) => s.name)).toEqual(['SAP-EU', 'HANA']);
  });

  it('reads the chosen members, or every member when none (or none known) is chosen', () => {
    const members = crossSystemMembers(systems);
    expect(systemsToRead(members, [3]).map((s) => s.id)).toEqual([3]);
    expect(systemsToRead(members, []).map((s) => s.id)).toEqual([1, 3]);
    expect(systemsToRead(members, [2, 9]).map((s) => s.id)).toEqual([1, 3]);
  });

  it('keeps the chosen systems in the address as repeated systems parameters', () => {
    const params = withSystemsQuery(new URLSearchParams('system=2&systems=9'), [1, 3]);
    expect(params.getAll('systems')).toEqual(['1', '3']);
    expect(params.get('system')).toBe('2');
    expect(readSystemsQuery(params)).toEqual([1, 3]);
    expect(readSystemsQuery(new URLSearchParams('systems=1&systems=x&systems=1&systems=null'))).toEqual([1]);
    expect(withSystemsQuery(params, []).has('systems')).toBe(false);
  });
});
