import type { ErpType } from '@spendlens/domain';
import type { AnalysisKey, CanonicalColumnRef, HideOption } from '../catalogue-types';
import { docuware } from './source-support-docuware';
import { lastActivityColumns } from './vendors/last-activity-details';

/** A canonical column a source cannot fill as the model means it, and why. */
export interface SourceGap {
  column: CanonicalColumnRef;
  reason: string;
}

/** Published columns of one analysis that a system type does not show, and why. */
export interface HiddenColumns {
  analysis: AnalysisKey;
  columns: readonly string[];
  reason: string;
}

/** A sentence a system type adds to an analysis page's help (what its source cannot show there). */
export interface HelpNote {
  analysis: AnalysisKey;
  text: string;
}

/** Page options of one analysis that a system type shows instead of the catalogue's. */
export interface TypeHideOptions {
  analysis: AnalysisKey;
  options: readonly HideOption[];
}

/**
 * What one system type's source gives the canonical model, declared once per type (the project rule:
 * one canonical model; differences are columns a source cannot fill or pages it cannot have). An
 * analysis whose `requires` names a column of `empty` is absent for the type (analysis-availability.ts).
 */
export interface SourceSupport {
  /** The type as messages and docs name it. */
  name: string;
  /** Canonical columns the type's mapping leaves NULL on every row. */
  empty: readonly SourceGap[];
  /** Canonical columns filled with a stand-in: the analyses requiring them stay, the docs say so. */
  standIns: readonly SourceGap[];
  /** Published columns the type does not show (spec per-ERP rules). */
  hiddenColumns: readonly HiddenColumns[];
  /** Page options the type shows instead of the catalogue's (spec 02 'Vendor data quality per ERP'). */
  hideOptions: readonly TypeHideOptions[];
  /** Analyses the spec gives only to other types, whatever the data (spec 02: 'Vendor risk ranking is SAP only'). */
  notInSpec: readonly { analysis: AnalysisKey; reason: string }[];
  /** Sentences added to the help of the type's pages (a document system: no POs, receipts, payments). */
  helpNotes?: readonly HelpNote[];
}

/** What spec 02 gives to SAP (sap, hana) only: the vendor risk ranking, the duplicates' account-group option. */
const sapOnly: Pick<SourceSupport, 'notInSpec'> & { hiddenColumns: readonly HiddenColumns[] } = {
  notInSpec: [
    {
      analysis: 'vendor_pl_risk_rank/vendor_risk_rank',
      reason: "spec 02: 'Vendor risk ranking is SAP only'",
    },
  ],
  hiddenColumns: [
    {
      analysis: 'invoice_duplicates/duplicate_invoices',
      columns: ['different_account_groups'],
      reason: "spec 02: the duplicate invoices' option 'hide diff. account group' is SAP only",
    },
  ],
};

const lastActivity: AnalysisKey = 'vendors/last_activity_details';
const dataQuality: AnalysisKey = 'vendor_data_quality/sap';

/** The last-activity table shows `shown` of its activity columns (spec 03 §2.2, by system type). */
function lastActivityShowing(shown: readonly string[], reason: string): HiddenColumns {
  const all: readonly string[] = [
    ...lastActivityColumns.documents,
    ...lastActivityColumns.purchaseAndPayment,
  ];
  return { analysis: lastActivity, columns: all.filter((c) => !shown.includes(c)), reason };
}

const documentsStyle = lastActivityShowing(
  lastActivityColumns.documents,
  'spec 03 §2.2: the sap/hana last-activity table shows the last PO, goods receipt, invoice and payment, no purchase date',
);
const purchaseAndPaymentStyle = lastActivityShowing(
  lastActivityColumns.purchaseAndPayment,
  'spec 03 §2.2: the Oracle and JDE last-activity table shows only the last payment (with its id) and the last purchase',
);

/** Oracle's pay-site marker where every vendor company code can be paid (no sites, or no such flag). */
const noPaySites = (reason: string): HiddenColumns => ({
  analysis: dataQuality,
  columns: ['is_pay_site'],
  reason,
});
/** The brand column of the on-or-after-invoice trend: NetSuite's only (spec 02). */
const noBrand: HiddenColumns = {
  analysis: 'pos/on_or_after_invoice',
  columns: ['brand'],
  reason: "spec 02: the On or After Invoice Trend by brand is NetSuite's (the manifest's brand_field)",
};
/** The backlog's workflow status: a document system's (DocuWare); the ERPs have no workflow status. */
const noWorkflowStatus: HiddenColumns = {
  analysis: 'invoices/invoice_backlog',
  columns: ['workflow_status'],
  reason: "the workflow status is a document system's (DocuWare); an ERP's invoices have none",
};
const sapPaySites = noPaySites(
  'spec 03 §9: the "Y" pay-site marker is Oracle\'s; an SAP vendor is paid in every company code it is created in',
);

const sapLike = (name: string): SourceSupport => ({
  name,
  empty: [],
  standIns: [],
  hiddenColumns: [documentsStyle, sapPaySites, noBrand, noWorkflowStatus],
  hideOptions: [],
  notInSpec: [],
});

const oracleNoOperatingUnitAddress = 'the extract has no address of an operating unit (HR_OPERATING_UNITS)';

/** What both Oracle releases lack (pipeline README, 'Oracle E-Business Suite'; map-oracle-extract.ts). */
const oracleEmpty: readonly SourceGap[] = [
  { column: 'company_codes.city', reason: oracleNoOperatingUnitAddress },
  { column: 'company_codes.country', reason: oracleNoOperatingUnitAddress },
  { column: 'company_codes.region', reason: `derived from the country: ${oracleNoOperatingUnitAddress}` },
  { column: 'vendors.tax_id_2', reason: 'a supplier has one taxpayer id (NUM_1099 else INDIVIDUAL_1099)' },
  {
    column: 'vendor_company_codes.reconciliation_account',
    reason: 'the liability account of a site (ACCTS_PAY_CODE_COMBINATION_ID) is not in the extract',
  },
  { column: 'invoices.payee_tax_id', reason: 'a one-time supplier site carries a VAT number only' },
  { column: 'invoice_lines.plant', reason: 'an invoice line has no receiving organisation' },
  {
    column: 'account_groups.description',
    reason: 'the texts of the vendor types (FND lookups) are not extracted',
  },
  {
    column: 'account_groups.number_range',
    reason: 'Oracle numbers suppliers without ranges per vendor type',
  },
  { column: 'payment_methods.country', reason: 'Oracle payment methods are not per country' },
  { column: 'payment_methods.description', reason: 'the texts of the payment methods are not extracted' },
  {
    column: 'vendor_purchasing_orgs.minimum_order_value',
    reason: 'a supplier site has no minimum order value',
  },
  { column: 'vendor_bank_details.bank_control_key', reason: 'Oracle bank accounts have no control key' },
];

/** Oracle's page options of vendor data quality (spec 02 'Vendor data quality per ERP'), not SAP's. */
const oracleHideOptions: readonly TypeHideOptions[] = [
  {
    analysis: dataQuality,
    options: [
      // is_pay_site: one of the supplier's sites in the operating unit is a pay site (PAY_SITE_FLAG 'Y')
      { column: 'is_pay_site', label: 'Include non-pay sites', defaultOn: false, include: true },
      // marked_for_deletion is Oracle's ENABLED_FLAG N or an END_DATE_ACTIVE passed: an expired supplier
      { column: 'marked_for_deletion', label: 'Hide expired vendors', defaultOn: true },
    ],
  },
];

const oracle = (name: string, empty: readonly SourceGap[]): SourceSupport => ({
  name,
  empty: [...oracleEmpty, ...empty],
  standIns: [],
  hiddenColumns: [purchaseAndPaymentStyle, noBrand, noWorkflowStatus, ...sapOnly.hiddenColumns],
  hideOptions: oracleHideOptions,
  notInSpec: sapOnly.notInSpec,
});

const jdeNoCreation = 'F0101 and F0401 hold no creation date or user (ABUPMJ/ABUSER are the last update)';

/** JD Edwards (packages/pipeline/notes/jde-mapping.md §2). */
const jde: SourceSupport = {
  name: 'JD Edwards EnterpriseOne',
  empty: [
    { column: 'vendors.created_date', reason: jdeNoCreation },
    { column: 'vendors.created_by', reason: jdeNoCreation },
    { column: 'vendor_company_codes.created_date', reason: jdeNoCreation },
    { column: 'vendor_company_codes.created_by', reason: jdeNoCreation },
    {
      column: 'vendor_company_codes.duplicate_invoice_check',
      reason: 'the duplicate check is an AP constant, not extracted',
    },
    { column: 'vendor_company_codes.head_office_vendor_id', reason: 'the parent (F0150) is not extracted' },
    { column: 'account_groups.number_range', reason: 'JDE numbers address book entries without ranges' },
    {
      column: 'payment_terms.discount_days_2',
      reason: 'a JDE payment term (F0014) has one discount',
    },
    { column: 'payment_terms.discount_percent_2', reason: 'a JDE payment term (F0014) has one discount' },
    { column: 'payment_methods.country', reason: 'payment instruments (UDC 00/PY) are not per country' },
    { column: 'vendor_purchasing_orgs.purchasing_org', reason: 'JDE has no purchasing organisation' },
    {
      column: 'vendor_purchasing_orgs.gr_based_invoice_verification',
      reason: 'F0401 has no goods-receipt-based invoice verification flag',
    },
    {
      column: 'purchase_order_items.gr_based_invoice_verification',
      reason: 'F4311 has no goods-receipt-based invoice verification flag',
    },
    { column: 'vendor_bank_details.account_holder', reason: 'F0030 has no account holder' },
    { column: 'vendors.tax_id_2', reason: 'F0101 has two tax ids: ABTAX is tax_id, ABTX2 the VAT id' },
    {
      column: 'vendor_company_codes.reconciliation_account',
      reason: 'the A/P offset (A6APC) is not extracted',
    },
    {
      column: 'account_groups.description',
      reason: 'the texts of the supplier types (UDC) are not extracted',
    },
    {
      column: 'vendor_purchasing_orgs.minimum_order_value',
      reason: 'the minimum order value (A6MINO) is not extracted',
    },
    {
      column: 'vendor_purchasing_orgs.evaluated_receipt_settlement',
      reason: 'F0401 has no evaluated-receipt-settlement flag the extract carries',
    },
  ],
  standIns: [
    {
      column: 'purchase_orders.created_date',
      reason:
        'the order date (PHTRDJ): F4301 has no creation timestamp, so POs on or after invoice compare order and invoice dates',
    },
    {
      column: 'goods_receipts.created_date',
      reason: 'the receipt date (PRRCDJ): F43121 has no creation date',
    },
    { column: 'invoices.entry_date', reason: 'the batch date (RPDICJ): F0411 has no entry timestamp' },
  ],
  hiddenColumns: [
    purchaseAndPaymentStyle,
    noPaySites('JDE has no pay sites: a supplier (F0401) is paid as one in every company'),
    noBrand,
    noWorkflowStatus,
    ...sapOnly.hiddenColumns,
  ],
  hideOptions: [],
  notInSpec: sapOnly.notInSpec,
};

const netsuiteNotInFormat = (what: string) => `${what} (notes/netsuite-mapping.md)`;

/** NetSuite (pipeline README, 'NetSuite'; packages/pipeline/notes/netsuite-mapping.md). */
const netsuite: SourceSupport = {
  name: 'NetSuite',
  empty: [
    {
      column: 'company_codes.city',
      reason: netsuiteNotInFormat("a subsidiary's address is a sub-record the format does not extract"),
    },
    { column: 'vendors.tax_id_2', reason: 'a NetSuite vendor has one tax id (taxidnum)' },
    { column: 'vendors.created_by', reason: 'the vendor record has no creator in SuiteAnalytics' },
    {
      column: 'vendor_company_codes.payment_methods',
      reason: 'the format has no payment method of a vendor',
    },
    {
      column: 'vendor_company_codes.reconciliation_account',
      reason: 'the payables account (vendor.payablesaccount) is not extracted',
    },
    {
      column: 'vendor_company_codes.duplicate_invoice_check',
      reason: "NetSuite's duplicate-bill warning is an account preference, not extracted",
    },
    { column: 'vendor_company_codes.head_office_vendor_id', reason: 'the parent vendor is not extracted' },
    { column: 'vendor_company_codes.created_date', reason: 'vendorsubsidiaryrelationship has no date' },
    { column: 'vendor_company_codes.created_by', reason: 'vendorsubsidiaryrelationship has no creator' },
    { column: 'invoices.payment_method', reason: 'the format has no payment method of a bill' },
    { column: 'invoices.payee_tax_id', reason: 'NetSuite has no one-time vendor accounts' },
    { column: 'account_groups.description', reason: 'a vendor category has only its name' },
    { column: 'account_groups.number_range', reason: 'NetSuite numbers vendors without ranges per category' },
    { column: 'payment_terms.discount_days_2', reason: 'a NetSuite term has one discount' },
    { column: 'payment_terms.discount_percent_2', reason: 'a NetSuite term has one discount' },
    { column: 'payment_methods.payment_method', reason: 'the format has no payment methods' },
    { column: 'payment_methods.country', reason: 'the format has no payment methods' },
    { column: 'payment_methods.description', reason: 'the format has no payment methods' },
    { column: 'payments.payment_method', reason: 'the format has no payment method of a bill payment' },
    {
      column: 'vendor_purchasing_orgs.purchasing_org',
      reason: 'NetSuite has no purchasing organisation',
    },
    ...['bank_account', 'iban'].map((column) => ({
      column: `vendor_bank_details.${column}` as const,
      reason: netsuiteNotInFormat(
        "vendor bank details are a SuiteApp's custom record, not a SuiteAnalytics table",
      ),
    })),
    { column: 'purchase_orders.purchasing_group', reason: 'the format has no buyer of a PO' },
    { column: 'purchase_orders.has_pr', reason: 'the format has no requisition links' },
    { column: 'purchase_order_items.has_pr', reason: 'the format has no requisition links' },
    { column: 'purchase_order_items.description', reason: 'the format has no item descriptions' },
    { column: 'purchase_order_items.gr_expected', reason: 'the format has no receipt requirement of a line' },
    {
      column: 'purchase_order_items.gr_based_invoice_verification',
      reason: 'NetSuite has no goods-receipt-based invoice verification flag',
    },
  ],
  standIns: [
    {
      column: 'invoices.payment_term',
      reason:
        "the vendor's terms: the format's transaction has no terms column (a bill takes them from its vendor)",
    },
  ],
  hiddenColumns: [
    documentsStyle,
    noPaySites('NetSuite has no pay sites: a vendor is paid in each of its subsidiaries'),
    noWorkflowStatus,
    ...sapOnly.hiddenColumns,
  ],
  hideOptions: [
    {
      analysis: dataQuality,
      // marked_for_deletion is NetSuite's isinactive ('Vendor is Inactive')
      options: [{ column: 'marked_for_deletion', label: 'hide vendors marked as inactive', defaultOn: true }],
    },
  ],
  notInSpec: sapOnly.notInSpec,
};

/** Each system type's source support (sap and hana: the reference, every analysis). */
export const sourceSupport: Readonly<Record<ErpType, SourceSupport>> = {
  sap: sapLike('SAP'),
  hana: sapLike('SAP S/4HANA'),
  netsuite,
  docuware,
  ora12: oracle('Oracle E-Business Suite R12', [
    {
      column: 'purchase_orders.has_pr',
      reason: 'R12 links requisitions through tables the extract does not hold',
    },
    {
      column: 'purchase_order_items.has_pr',
      reason: 'R12 links requisitions through tables the extract does not hold',
    },
  ]),
  ora11i: oracle('Oracle E-Business Suite 11i', [
    {
      column: 'vendor_bank_details.partner_bank_type',
      reason: '11i bank account uses have no order of preference',
    },
  ]),
  jde,
};
