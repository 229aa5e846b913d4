import type { SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
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
