import { erpTypes, type ErpType } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  analysisFor,
  analysisKey,
  canonicalTables,
  catalogue,
  docuwareAnalyses,
  findAnalysis,
  sourceSupport,
  unavailableAnalyses,
  type PresentedAnalysis,
} from '../../src/index';

const canonicalColumns = new Set(canonicalTables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`)));

function presented(module: string, analysis: string, type: ErpType): PresentedAnalysis {
  const availability = analysisFor(findAnalysis(module, analysis)!, type);
  if (!availability.available) throw new Error(`${module}/${analysis} is not available for ${type}`);
  return availability.presented;
}

const names = (p: PresentedAnalysis) => p.def.columns.map((c) => c.name);

describe('source support: the declaration', () => {
  it('names canonical columns only, in what each type lacks and what each analysis requires', () => {
    for (const type of erpTypes) {
      const { empty, standIns } = sourceSupport[type];
      for (const gap of [...empty, ...standIns])
        expect(canonicalColumns, `${type}: ${gap.column}`).toContain(gap.column);
    }
    for (const def of catalogue)
      for (const column of def.requires ?? []) expect(canonicalColumns, analysisKey(def)).toContain(column);
  });

  it('hides and adds options on columns of analyses the catalogue has', () => {
    for (const type of erpTypes) {
      const { hiddenColumns, hideOptions } = sourceSupport[type];
      for (const { analysis, columns } of hiddenColumns) {
        const [module, name] = analysis.split('/') as [string, string];
        const def = findAnalysis(module, name);
        expect(def, analysis).toBeDefined();
        for (const column of columns) expect(def!.columns.map((c) => c.name)).toContain(column);
      }
      for (const { analysis, options } of hideOptions) {
        const [module, name] = analysis.split('/') as [string, string];
        const def = findAnalysis(module, name);
        for (const option of options) expect(def!.columns.map((c) => c.name)).toContain(option.column);
      }
    }
  });
});

describe('source support: which analyses a system type has', () => {
  it('sap and hana have every analysis, presented as published but the last-activity purchase date, the pay site, the brand and the workflow status', () => {
    const withoutColumn: Partial<Record<string, string>> = {
      'vendors/last_activity_details': 'last_purchase_date',
      'vendor_data_quality/sap': 'is_pay_site',
      'pos/on_or_after_invoice': 'brand',
      'invoices/invoice_backlog': 'workflow_status',
    };
    for (const type of ['sap', 'hana'] as const) {
      expect(unavailableAnalyses(type)).toEqual([]);
      for (const def of catalogue) {
        const shown = presented(def.module, def.analysis, type);
        expect(shown.published).toEqual({});
        const left = withoutColumn[analysisKey(def)];
        if (left) expect(names(shown)).toEqual(def.columns.map((c) => c.name).filter((c) => c !== left));
        else expect(shown.def).toBe(def);
      }
    }
  });

  it('Oracle and JDE have every analysis but the vendor risk ranking, which the spec gives SAP only', () => {
    for (const type of ['ora12', 'ora11i', 'jde'] as const) {
      const absent = unavailableAnalyses(type);
      expect(absent.map((a) => analysisKey(a.def))).toEqual(['vendor_pl_risk_rank/vendor_risk_rank']);
      expect(absent[0]!.reason).toBe(
        `${sourceSupport[type].name} systems: spec 02: 'Vendor risk ranking is SAP only'`,
      );
    }
  });

  it('DocuWare has only the analyses of a document system (EXTRACT-FORMATS), and the cross-system ones', () => {
    const available = catalogue
      .filter((def) => analysisFor(def, 'docuware').available)
      .map((def) => analysisKey(def))
      .filter((key) => !key.startsWith('cross_system/'));
    expect([...available].sort()).toEqual([...docuwareAnalyses].sort());
    // every exclusion names an analysis of the catalogue, and says why
    const keys = new Set(catalogue.map((def) => analysisKey(def)));
    for (const { analysis, reason } of sourceSupport.docuware.notInSpec) {
      expect(keys, analysis).toContain(analysis);
      expect(reason).toBeTruthy();
    }
    expect(
      unavailableAnalyses('docuware').find((a) => analysisKey(a.def) === 'pos/purchase_orders')!.reason,
    ).toMatch(
      /^DocuWare systems: EXTRACT-FORMATS: only the analyses whose data a document system holds apply/,
    );
  });

  it('DocuWare presents the backlog by workflow status, data quality without what a cabinet never fills, and says what it lacks', () => {
    const backlog = presented('invoices', 'invoice_backlog', 'docuware').def;
    expect(names(presented('invoices', 'invoice_backlog', 'docuware'))).toContain('workflow_status');
    expect(backlog.display?.summaryTable?.viewByList).toContainEqual({
      name: 'workflow_status',
      displayName: 'Workflow Status',
    });
    expect(names(presented('invoices', 'invoice_backlog', 'sap'))).not.toContain('workflow_status');
    const dq = presented('vendor_data_quality', 'sap', 'docuware').def;
    expect(dq.columns.map((c) => c.name)).not.toContain('marked_for_deletion');
    expect(dq.columns.map((c) => c.name)).not.toContain('email_issues');
    // SAP's options are on hidden columns: none left
    expect(dq.display?.hideOptions).toBeUndefined();
    const catalogueHelp = findAnalysis('vendor_data_quality', 'sap')!.display!.helpAlert!.text;
    expect(dq.display?.helpAlert?.text).toMatch(
      new RegExp(
        `^${catalogueHelp.replace(/[.*+?^${'$'}{}()|[\]\\]/g, '\\$&')} A DocuWare system holds captured invoices`,
      ),
    );
    expect(dq.display?.helpAlert?.text).toContain('no POs, goods receipts, payments or payment terms');
    // the other types' pages keep the catalogue's help
    expect(presented('vendor_data_quality', 'sap', 'sap').def.display?.helpAlert?.text).toBe(catalogueHelp);
  });

  it('NetSuite has every analysis but the vendor risk ranking and the payment methods (the format has none)', () => {
    const absent = unavailableAnalyses('netsuite');
    expect(absent.map((a) => analysisKey(a.def)).sort()).toEqual([
      'payment_methods/payment_methods_used',
      'vendor_pl_risk_rank/vendor_risk_rank',
    ]);
  });

  it('an analysis requiring a column the source leaves empty is absent (JDE: no vendor creation date)', () => {
    const withoutSpecRule = { ...sourceSupport.jde, notInSpec: [] };
    const risk = findAnalysis('vendor_pl_risk_rank', 'vendor_risk_rank')!;
    expect(risk.requires).toContain('vendors.created_date');
    expect(withoutSpecRule.empty.map((g) => g.column)).toContain('vendors.created_date');
    // Oracle fills every column an analysis requires
    for (const type of ['ora12', 'ora11i'] as const)
      for (const def of catalogue)
        expect(sourceSupport[type].empty.filter((g) => def.requires?.includes(g.column))).toEqual([]);
  });

  it('a stand-in keeps the analyses requiring it (JDE: POs on or after invoice on the order date)', () => {
    expect(sourceSupport.jde.standIns.map((g) => g.column)).toContain('purchase_orders.created_date');
    expect(analysisFor(findAnalysis('pos', 'on_or_after_invoice')!, 'jde').available).toBe(true);
  });
});

describe('source support: how a system type presents an analysis', () => {
  it('Oracle and JDE name the account-group column vendor_type (spec 01 §7), in columns, scope and views', () => {
    for (const type of ['ora12', 'ora11i', 'jde'] as const) {
      const shown = presented('vendor_data_quality', 'sap', type);
      expect(shown.published).toEqual({ vendor_type: 'account_group' });
      expect(shown.def.accountGroupColumn).toBe('vendor_type');
      expect(shown.def.columns.find((c) => c.name === 'vendor_type')?.displayName).toBe('Vendor Type');
      expect(names(shown)).not.toContain('account_group');
      expect(shown.def.display?.summaryTable?.viewByList).toContainEqual({
        name: 'vendor_type',
        displayName: 'Vendor Type',
      });
      // the published SQL and exception rule are the catalogue's
      expect(shown.def.sql).toBe(findAnalysis('vendor_data_quality', 'sap')!.sql);
    }
    expect(presented('vendor_data_quality', 'sap', 'netsuite').def.accountGroupColumn).toBe('category');
  });

  it('Oracle and JDE show only the last payment (with its id) and the last purchase of the last-activity table (spec 03 §2.2)', () => {
    const activity = (type: ErpType) =>
      names(presented('vendors', 'last_activity_details', type)).filter(
        (n) => n.startsWith('last_') || n.includes('activity'),
      );
    for (const type of ['ora12', 'ora11i', 'jde'] as const)
      expect(activity(type)).toEqual(['last_payment_date', 'last_payment_id', 'last_purchase_date']);
    expect(activity('sap')).toEqual([
      'last_po_date',
      'last_po_number',
      'last_gr_date',
      'last_gr_number',
      'last_invoice_date',
      'last_invoice_id',
      'last_payment_date',
      'last_payment_id',
      'last_activity_date',
      'last_activity_type',
      'vendor_last_activity_date',
    ]);
  });

  it('each ERP’s vendor data quality has its own options (spec 02), Oracle’s pay-site column its "Y" marker (spec 03 §9)', () => {
    const dq = (type: ErpType) => presented('vendor_data_quality', 'sap', type).def;
    for (const type of ['ora12', 'ora11i'] as const) {
      expect(dq(type).display?.hideOptions).toEqual([
        { column: 'is_pay_site', label: 'Include non-pay sites', defaultOn: false, include: true },
        { column: 'marked_for_deletion', label: 'Hide expired vendors', defaultOn: true },
      ]);
      expect(dq(type).columns.find((c) => c.name === 'is_pay_site')).toMatchObject({ format: 'marker_y' });
    }
    const sapOptions = [
      { column: 'marked_for_deletion', label: 'hide vendors marked as deactivated', defaultOn: true },
      { column: 'is_blocked', label: 'hide blocked vendors', defaultOn: true },
    ];
    for (const type of ['sap', 'hana', 'jde'] as const) {
      expect(dq(type).display?.hideOptions).toEqual(sapOptions);
      // a vendor is paid in every company code it is in: no pay-site column
      expect(names(presented('vendor_data_quality', 'sap', type))).not.toContain('is_pay_site');
    }
  });

  it('NetSuite’s on-or-after-invoice trend is by month and brand over ranges; the other types have no brand (spec 02)', () => {
    const trend = (type: ErpType) => presented('pos', 'on_or_after_invoice', type).def;
    expect(trend('netsuite').display?.chart).toMatchObject({
      x: 'year_month',
      series: 'brand',
      ranges: ['3m', '6m', '1y', 'all'],
      defaultRange: '6m',
    });
    for (const type of ['sap', 'ora12', 'jde'] as const) {
      expect(trend(type).display?.chart?.series).toBeUndefined();
      expect(trend(type).display?.chart?.ranges).toEqual(['3m', '6m', '1y', 'all']);
      expect(trend(type).columns.map((c) => c.name)).not.toContain('brand');
    }
  });
});
