import type { DisplayConfig, ErpType } from '@spendlens/domain';
import {
  analysisKey,
  catalogue,
  docuwareAnalyses,
  linkedColumns,
  sourceSupport,
  unavailableAnalyses,
} from '@spendlens/warehouse';
import { describe, expect, it } from 'vitest';
import { buildDisplayConfig } from '../src/services/display-config-service';

const regions: DisplayConfig['regions'] = [];
const pagesOf = (config: DisplayConfig) =>
  config.modules.flatMap((m) => m.pages.map((p) => ({ module: m.name, ...p })));
const pageNames = (type: ErpType) =>
  pagesOf(buildDisplayConfig(regions, type))
    .map((p) => `${p.module}/${p.name}`)
    .sort();
// the cross-system pages are a multi-system's only (display-config-service.ts)
const everyPage = catalogue
  .filter((def) => def.page && !def.memberColumns)
  .map((def) => `${def.page!.module}/${def.page!.name}`)
  .sort();

/** Issue 20 item 3: a system's display configuration lists the pages its type's source supports. */
describe('buildDisplayConfig by system type', () => {
  it('sap and hana list every page of the catalogue, each with every published column but the Oracle pay site', () => {
    for (const type of ['sap', 'hana'] as const) {
      const pages = pagesOf(buildDisplayConfig(regions, type));
      expect(pageNames(type)).toEqual(everyPage);
      for (const page of pages) {
        const def = catalogue.find(
          (d) => d.module === page.apiModuleName && d.analysis === page.apiAnalysisName,
        )!;
        // the "Y" pay-site marker is Oracle's (spec 03 §9): an SAP vendor is paid in each of its company codes
        // each cell naming a vendor or company code opens its profile (catalogue/cell-links.ts)
        const shown = linkedColumns(def).filter(
          (c) =>
            !(page.name === 'data_quality' && c.name === 'is_pay_site') &&
            !(page.name === 'on_or_after_invoice' && c.name === 'brand') &&
            !(page.name === 'backlog' && c.name === 'workflow_status'),
        );
        expect(page.detailTable?.columns).toEqual(shown);
      }
      const ranking = pages.find((p) => p.name === 'vendor' && p.apiAnalysisName === 'vendor_ranking')!;
      expect(ranking.detailTable?.columns.slice(0, 5).map((c) => [c.name, c.opens?.modal])).toEqual([
        ['vendor_id', 'vendor_profile'],
        ['vendor_name', undefined],
        ['account_group', undefined],
        ['company_code', 'company_code_profile'],
        ['company_name', undefined],
      ]);
      const quality = pages.find((p) => p.name === 'data_quality')!;
      expect(quality.hideOptions?.map((o) => o.label)).toEqual([
        'hide vendors marked as deactivated',
        'hide blocked vendors',
      ]);
    }
  });

  it('an Oracle or JDE system lacks exactly the pages of the analyses its type has not', () => {
    for (const type of ['ora12', 'ora11i', 'jde'] as const) {
      const absent = new Set(
        unavailableAnalyses(type).flatMap(({ def }) =>
          def.page ? [`${def.page.module}/${def.page.name}`] : [],
        ),
      );
      expect(pageNames(type)).toEqual(everyPage.filter((p) => !absent.has(p)));
    }
    expect(pageNames('jde')).not.toContain('vendors/vendor_risk_ranking');
    expect(pageNames('ora12')).not.toContain('vendors/vendor_risk_ranking');
    expect(pageNames('sap')).toContain('vendors/vendor_risk_ranking');
  });

  it('a DocuWare system lists only the pages of the analyses a document system has, and says what it cannot show', () => {
    const pages = pagesOf(buildDisplayConfig(regions, 'docuware'));
    const allowed = catalogue
      .filter((def) => def.page && !def.memberColumns && docuwareAnalyses.includes(analysisKey(def)))
      .map((def) => `${def.page!.module}/${def.page!.name}`)
      .sort();
    expect(pageNames('docuware')).toEqual(allowed);
    expect(pageNames('docuware')).toEqual(
      expect.arrayContaining([
        'invoices/invoice_distribution',
        'invoices/duplicates',
        'invoices/backlog',
        'invoices/invoice_capture_time',
        'invoices/invoice_timings',
        'invoices/invoice_processing_days',
        'invoices/low_value',
        'vendors/data_quality',
        'vendors/duplicates',
        'vendors/similar_names',
        'vendors/ofac',
        'login_log/login_log',
      ]),
    );
    for (const absent of [
      'purchase_orders/purchase_orders',
      'payments/payment_terms_used',
      'invoices/due_date',
    ])
      expect(pageNames('docuware')).not.toContain(absent);
    // the backlog by workflow status and role
    const backlog = pages.find((p) => p.name === 'backlog')!;
    expect(backlog.summaryTable?.viewByList.map((v) => v.name)).toEqual(
      expect.arrayContaining(['workflow_status', 'curr_role']),
    );
    expect(backlog.detailTable?.columns.map((c) => c.name)).toContain('workflow_status');
    expect(
      pagesOf(buildDisplayConfig(regions, 'sap'))
        .find((p) => p.name === 'backlog')!
        .detailTable?.columns.map((c) => c.name),
    ).not.toContain('workflow_status');
    // data quality: no columns a cabinet never fills, no SAP options, and a help saying why
    const quality = pages.find((p) => p.name === 'data_quality')!;
    const columns = quality.detailTable?.columns.map((c) => c.name) ?? [];
    for (const hidden of ['is_blocked', 'marked_for_deletion', 'email_count', 'is_pay_site'])
      expect(columns).not.toContain(hidden);
    expect(quality.hideOptions ?? []).toEqual([]);
    expect(quality.helpAlert?.text).toContain('no POs, goods receipts, payments or payment terms');
    expect(pages.find((p) => p.name === 'invoice_distribution')!.helpAlert?.text).toContain('no POs');
  });

  it('an Oracle system shows the account-group column as vendor_type, and the Oracle data-quality options', () => {
    const pages = pagesOf(buildDisplayConfig(regions, 'ora12'));
    for (const page of pages)
      expect(page.detailTable?.columns.map((c) => c.name)).not.toContain('account_group');
    const quality = pages.find((p) => p.name === 'data_quality')!;
    expect(quality.detailTable?.columns).toContainEqual({
      name: 'vendor_type',
      displayName: 'Vendor Type',
      dataType: 'string',
    });
    expect(quality.summaryTable?.viewByList.map((v) => v.name)).toContain('vendor_type');
    expect(quality.hideOptions).toEqual(sourceSupport.ora12.hideOptions[0]!.options);
    expect(quality.detailTable?.columns).toContainEqual({
      name: 'is_pay_site',
      displayName: 'Pay Site',
      dataType: 'yesno',
      format: 'marker_y',
    });
  });
});
