import { describe, expect, it } from 'vitest';
import { catalogue, findAnalysis, linkedColumns } from '../../src/index';

describe('linkedColumns', () => {
  it('links the columns that name a vendor or a company code, in every analysis of the system', () => {
    const ranking = linkedColumns(findAnalysis('weighted_exceptions', 'company_code_ranking')!);
    expect(ranking[0]).toMatchObject({ name: 'company_code', opens: { modal: 'company_code_profile' } });
    const similar = linkedColumns(findAnalysis('vendor_similar_names', 'similar_names')!);
    expect(similar.filter((c) => c.opens?.modal === 'vendor_profile').map((c) => c.name)).toEqual([
      'vendor_id_lhs',
      'vendor_id_rhs',
    ]);
    for (const def of catalogue.filter((d) => !d.memberColumns)) {
      const linked = linkedColumns(def);
      expect(linked.map((c) => c.name)).toEqual(def.columns.map((c) => c.name));
      const vendor = linked.find((c) => c.name === 'vendor_id');
      if (vendor) expect(vendor.opens, `${def.module}/${def.analysis}`).toEqual({ modal: 'vendor_profile' });
    }
  });

  it('links nothing in a cross-system analysis (its ids are of other systems), and keeps a column’s own link', () => {
    for (const def of catalogue.filter((d) => d.memberColumns))
      expect(linkedColumns(def).filter((c) => c.opens)).toEqual([]);
    const own = linkedColumns({
      columns: [
        { name: 'vendor_id', displayName: 'V', dataType: 'string', opens: { modal: 'company_code_profile' } },
        {
          name: 'x',
          displayName: 'X',
          dataType: 'string',
          opens: { modal: 'vendor_profile', with: ['nope'] },
        },
      ],
    });
    expect(own.map((c) => c.opens)).toEqual([{ modal: 'company_code_profile' }, undefined]);
  });
});
