import type { ModuleDefinition, ModulePage } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { pageChrome, routeNames } from '../src/modules/shell/utils/pageChrome';

const page = (extra: Partial<ModulePage> = {}): ModulePage => ({
  name: 'p',
  displayName: 'P',
  apiModuleName: 'm',
  apiAnalysisName: 'p',
  ...extra,
});
const module = (extra: Partial<ModuleDefinition> = {}): ModuleDefinition => ({
  name: 'm',
  displayName: 'M',
  pages: [],
  ...extra,
});

describe('which dropdowns show on which page', () => {
  it('gives the dashboard every dropdown but the account group', () => {
    expect(pageChrome('dashboard')).toEqual({
      system: true,
      systems: false,
      companyCode: true,
      dateRange: true,
      accountGroup: false,
      title: true,
    });
  });

  it('gives account pages none and the extraction status the system only', () => {
    for (const name of ['mfa', 'downloads', 'contact', 'login_log']) {
      expect(Object.values(pageChrome(name)).some(Boolean)).toBe(false);
    }
    expect(pageChrome('extraction_status')).toMatchObject({
      system: true,
      companyCode: false,
      dateRange: false,
    });
  });

  it('gives an analysis page all four, less what the page or module hides', () => {
    expect(pageChrome('m', { module: module(), page: page() })).toEqual({
      system: true,
      systems: false,
      companyCode: true,
      dateRange: true,
      accountGroup: true,
      title: true,
    });
    expect(pageChrome('m', { module: module({ hideCompanyCode: true }), page: page() }).companyCode).toBe(
      false,
    );
    expect(pageChrome('m', { module: module(), page: page({ hideDateRange: true }) }).dateRange).toBe(false);
    expect(pageChrome('m', { module: module(), page: page({ allDatesOnly: true }) }).dateRange).toBe(false);
    expect(pageChrome('m', { module: module(), page: page({ hidePageTitle: true }) }).title).toBe(false);
    expect(
      pageChrome('m', { module: module(), page: page({ allAccountGroupsOnly: true }) }).accountGroup,
    ).toBe(false);
    // a cross-system page adds the multi-select system dropdown
    expect(pageChrome('m', { module: module(), page: page({ multiSystemOnly: true }) })).toMatchObject({
      system: true,
      systems: true,
    });
  });

  it('reads module and page from a path with the dashboard defaults', () => {
    expect(routeNames('/')).toEqual({ moduleName: 'dashboard', pageName: 'dashboard' });
    expect(routeNames('/invoices')).toEqual({ moduleName: 'invoices', pageName: 'dashboard' });
    expect(routeNames('/invoices/backlog/open')).toEqual({ moduleName: 'invoices', pageName: 'backlog' });
  });
});
