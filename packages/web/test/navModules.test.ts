import type { DisplayConfig, ModulePage, SystemInfo } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { findModulePage, navModules } from '../src/modules/shell/utils/navModules';

const page = (name: string, extra: Partial<ModulePage> = {}): ModulePage => ({
  name,
  displayName: name.toUpperCase(),
  apiModuleName: 'm',
  apiAnalysisName: name,
  ...extra,
});

const config: DisplayConfig = {
  modules: [
    { name: 'dashboard', displayName: 'Dashboard', noPage: true, pages: [] },
    {
      name: 'invoices',
      displayName: 'Invoices',
      pages: [page('invoice_distribution'), page('hidden', { hideFromNav: true })],
    },
    { name: 'vim', displayName: 'VIM', pages: [page('backlog', { appliesToAddons: ['vim'] })] },
    { name: 'cross', displayName: 'Cross system', pages: [page('quality', { multiSystemOnly: true })] },
    { name: 'secret', displayName: 'Secret', hideFromNav: true, pages: [page('x')] },
    { name: 'empty', displayName: 'Empty', pages: [] },
    { name: 'kpis', displayName: 'KPIs', noPage: true, pages: [] },
  ],
  dashboard: { modules: [] },
  regions: [],
  defaults: { module: 'dashboard', page: 'dashboard' },
  ui_params: { page_date_ranges: {} },
};

const system: SystemInfo = {
  id: 1,
  name: 'S',
  type: 'sap',
  currency: 'EUR',
  last_analysis_date: null,
  min_date: null,
  max_date: null,
  multi_system: false,
  add_ons: [],
};

describe('navModules', () => {
  it('skips hidden and empty modules, pages hidden or not applying to the system', () => {
    expect(navModules(config, system).map((m) => [m.module.name, m.pages.map((p) => p.name)])).toEqual([
      ['invoices', ['invoice_distribution']],
      ['kpis', []],
    ]);
  });
  it('offers add-on and multi-system pages to systems that have them', () => {
    const rich = { ...system, add_ons: ['vim'], multi_system: true };
    expect(navModules(config, rich).map((m) => m.module.name)).toEqual(['invoices', 'vim', 'cross', 'kpis']);
  });
});

describe('findModulePage', () => {
  it('finds configured pages, hidden-from-nav ones included, when they apply', () => {
    expect(findModulePage(config, system, 'invoices', 'invoice_distribution')?.page.name).toBe(
      'invoice_distribution',
    );
    expect(findModulePage(config, system, 'invoices', 'hidden')?.page.name).toBe('hidden');
    expect(findModulePage(config, system, 'invoices', 'nope')).toBeUndefined();
    expect(findModulePage(config, system, 'cross', 'quality')).toBeUndefined();
    expect(findModulePage(config, system, 'nope', 'x')).toBeUndefined();
  });
});
