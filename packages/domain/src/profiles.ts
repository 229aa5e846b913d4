import { z } from 'zod';

/** The texts of the profile modals (spec 03 §2.2, §8), misspellings fixed. */
export const profileMessages = {
  vendorUnavailable: (id: string) => `Profile unavailable for Vendor: ${id}`,
  companyCodeUnavailable: (id: string) => `Profile unavailable for Company Code: ${id}`,
  masterDataMissing: 'Could not load master data',
  loadError: 'Error loading data',
  noRecords: 'No records to show',
  /** A field the system type's source cannot fill (catalogue/source-support.ts `empty`). */
  notAvailable: 'not available',
  noPurchaseOrder: (poNumber: string) => `No data available for PO number: ${poNumber}`,
} as const;

/** Most rows a profile's list reads (spec 03 §9: 1000 for profile detail lists). */
export const profileListRows = 1000;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const row = z.record(z.string(), cell);

/**
 * The exceptions of a profile per month and analysis (spec 03 §3 'Exception rows'): from the
 * exceptions fact (pub.weighted_exceptions__exceptions) within the user's scope, oldest month first.
 */
export const profileExceptionSchema = z.object({
  year_month: z.string().describe('YYYY-MM'),
  module: z.string(),
  analysis: z.string(),
  analysis_display_name: z.string().nullable(),
  count: z.number().describe('Exceptions of the analysis in the month.'),
  transactions: z.number().describe('Rows of the analysis checked in the month.'),
});
export type ProfileException = z.infer<typeof profileExceptionSchema>;

/** The profile's "other" counts (spec 03 §2.2), within the user's scope. */
const countsSchema = z.object({
  number_company_codes: z.number().int().optional().describe('Vendor: its company-code records.'),
  number_vendors: z.number().int().optional().describe('Company code: the vendors set up in it.'),
  number_payment_terms: z.number().int().describe('Distinct payment terms of the invoices.'),
  number_user_ids: z.number().int().describe('Distinct users who entered the invoices.'),
  number_invoices: z.number().int().describe('Invoice documents (every kind, reversals included).'),
});
export type ProfileCounts = z.infer<typeof countsSchema>;

const notAvailable = z
  .array(z.string())
  .describe(
    "Canonical columns (table.column) the system type's source cannot fill: the fields to show as not available.",
  );

/** GET profile/vendor/:system/:vendor_id (spec 03 §2.2 Master Data, counts, Exceptions). */
export const vendorProfileSchema = z.object({
  vendor_id: z.string(),
  /** The vendor master (canon.vendors + account_group_name); null when it has none ("Could not load master data"). */
  vendor: row.nullable(),
  /** Company-code records within the user's company codes, with company_name and payment_term_description. */
  company_codes: z.array(row),
  purchasing_orgs: z.array(row),
  /** E-mail addresses, each with its format check (valid_email, email_issue). */
  emails: z.array(row),
  bank_details: z.array(row),
  /** Last PO, goods receipt, invoice and payment; null for a user limited to some company codes (it spans all of them). */
  last_activity: row.nullable(),
  other: countsSchema,
  exceptions: z.array(profileExceptionSchema),
  not_available: notAvailable,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** GET profile/company_code/:system/:company_code (spec 03 §2.2, §3 'Company code master'). */
export const companyCodeProfileSchema = z.object({
  company_code: z.string(),
  /** company_code, company_name, region, city, country, currency (canon.company_codes); null without a master. */
  master: row.nullable(),
  other: countsSchema,
  exceptions: z.array(profileExceptionSchema),
  not_available: notAvailable,
});
export type CompanyCodeProfile = z.infer<typeof companyCodeProfileSchema>;
