import { describe, expect, it } from 'vitest';
import { catalogue, findAnalysis, withFindingColumns } from '../../../src/index';
import { vendorAnalyses } from '../../../src/catalogue/vendors';

describe('vendor and payment analyses', () => {
  it('are in the catalogue under their module and analysis names', () => {
    expect(vendorAnalyses.map((d) => `${d.module}/${d.analysis}`)).toEqual([
      'payment_terms/payment_terms_used',
      'payment_methods/payment_methods_used',
      'vendors/dormant_vendors',
      'vendors/vendor_summary',
      'vendors/top_vendors',
      'vendors/tail_spend',
      'vendor_master_company_code/vendor_company_code',
      'vendor_pl_risk_rank/vendor_risk_rank',
      'vendors/last_activity_details',
    ]);
    for (const def of vendorAnalyses) {
      expect(findAnalysis(def.module, def.analysis)).toEqual(withFindingColumns(def));
      expect(catalogue.filter((d) => d.module === def.module && d.analysis === def.analysis)).toHaveLength(1);
    }
  });

  it('name only published columns in their scoping, display and exception rule', () => {
    for (const def of vendorAnalyses) {
      const names = new Set(def.columns.map((c) => c.name));
      const has = (name: string | null | undefined) =>
        expect([def.analysis, name && names.has(name)]).toEqual([def.analysis, true]);
      has(def.companyCodeColumn);
      if (def.accountGroupColumn) has(def.accountGroupColumn);
      if (def.dateColumn) has(def.dateColumn);
      const display = def.display;
      for (const v of display?.summaryTable?.viewByList ?? []) has(v.name);
      for (const a of display?.summaryTable?.aggregate ?? []) has(a.col);
      if (display?.chart) {
        has(display.chart.x);
        for (const m of display.chart.measures) has(m.col);
      }
      expect(display?.helpAlert?.text.length).toBeGreaterThan(0);
      if (def.exception) {
        has('vendor_id');
        has(def.dateColumn);
        expect(def.exception.weight).toBeGreaterThanOrEqual(1);
        expect(def.exception.weight).toBeLessThanOrEqual(10);
      }
    }
  });
});
