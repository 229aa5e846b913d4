import type { AggregateFunction } from './summary';
import { z } from 'zod';
import type { CellLink } from './cell-links';
import type { ColumnFormat, DataType } from './data-types';

export const roles = ['view', 'upload', 'data_browser'] as const;
export type Role = (typeof roles)[number];

export const erpTypes = ['sap', 'hana', 'netsuite', 'ora12', 'ora11i', 'jde', 'docuware'] as const;
export type ErpType = (typeof erpTypes)[number];

/** Answer of GET /api_prd/authenticate (spec 01 §7); the web app stores it as the local user. */
export const authenticateResponseSchema = z.object({
  session_id: z.string(),
  username: z.string(),
  uid: z.string(),
  fname: z.string(),
  lname: z.string(),
  company: z.string(),
  roles: z.array(z.enum(roles)),
  is_enabled: z.boolean(),
  has_mfa: z.boolean(),
  /**
   * How the user passes the second factor: 'app' once an authenticator app is enrolled (an SMS code
   * still works), 'sms' otherwise. Absent from users stored before it existed: 'sms'.
   */
  second_factor: z.enum(['sms', 'app']).default('sms'),
  ttl: z.number().int().positive(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

/** A system as GET /api_prd/systems lists it (spec 01 §3). Dates are YYYY-MM-DD or null. */
export interface SystemInfo {
  id: number;
  name: string;
  type: ErpType;
  currency: string;
  last_analysis_date: string | null;
  min_date: string | null;
  max_date: string | null;
  multi_system: boolean;
  add_ons: string[];
}

/** GET /api_prd/systems/:system/company_codes. type 'region' entries expand to their codes. */
export interface CompanyCodeEntry {
  company_code: string;
  company_name: string;
  type: 'company_code' | 'region';
}

/** vendor_type_col_name by system type (spec 01 §7). */
export function accountGroupColumnFor(type: ErpType): 'account_group' | 'category' | 'vendor_type' {
  switch (type) {
    case 'sap':
    case 'hana':
    case 'docuware':
      return 'account_group';
    case 'netsuite':
      return 'category';
    case 'ora12':
    case 'ora11i':
    case 'jde':
      return 'vendor_type';
  }
}

export interface ColumnDefinition {
  name: string;
  displayName: string;
  dataType: DataType;
  noSort?: boolean;
  noFilter?: boolean;
  /** See ColumnFormat. */
  format?: ColumnFormat;
  /** Its cells open a modal about the thing they name (a vendor id: the vendor profile). */
  opens?: CellLink;
  /** The values of a binned column in their order: a chart draws every bin in it, one without rows as 0. */
  order?: readonly string[];
  /** Shown for an empty value (spec 02 §3 blankText): a summary's group of no value is '(blank)'. */
  blankText?: string;
}

export interface ModulePage {
  name: string;
  displayName: string;
  apiModuleName: string;
  apiAnalysisName: string;
  defaultView?: 'chart' | 'summary' | 'detail' | 'distribution';
  allDatesOnly?: boolean;
  /** The page reads the legacy date values (spec 01 §3): its dropdown and data calls are in legacy mode. */
  legacyDateFilter?: boolean;
  /** The page always reads every account group: no account-group dropdown, no vendor_type sent. */
  allAccountGroupsOnly?: boolean;
  multiSystemOnly?: boolean;
  hideFromNav?: boolean;
  appliesToAddons?: string[];
  /** The page hides the company code or date range dropdown and title part, or its title (spec 02 §2). */
  hideCompanyCode?: boolean;
  hideDateRange?: boolean;
  hidePageTitle?: boolean;
  helpAlert?: { text: string; variant: string };
  /** Page options that hide the rows whose yes/no `column` is yes (spec 02 duplicate invoices). */
  /** See HideOption in the warehouse catalogue: `include` options show rows when ticked. */
  hideOptions?: { column: string; label: string; defaultOn: boolean; include?: boolean }[];
  /** A link at the end of each detail row opening a chart of the row (GET chart/…?id=<idColumn>) in a modal. */
  rowChart?: { chart: string; idColumn: string; label: string; header: string };
  summaryTable?: {
    viewByList: { name: string; displayName: string }[];
    columns: ColumnDefinition[];
    /** The POST /summary aggregate entries behind `columns` (one alias each), in the same order. */
    aggregate?: { col: string; fn: AggregateFunction; alias: string }[];
    sortField?: string;
    /**
     * The order of the first sort (by sortField): left out, ascending when it is the view-by column
     * and descending otherwise (the largest first); a rank sorts ascending (1 = the riskiest first).
     */
    sortOrder?: 'asc' | 'desc';
  };
  detailTable?: { columns: ColumnDefinition[] };
  /** The chart of the Trend tab: x column and the measures aggregated per x value. */
  chart?: {
    kind: string;
    x: string;
    measures: { col: string; fn: AggregateFunction; alias: string; displayName: string }[];
    /** One line per value of this column (the first measure). */
    series?: string;
    /** Range buttons over a year_month x: the last 3, 6 or 12 months with data, or all. */
    ranges?: ('3m' | '6m' | '1y' | 'all')[];
    defaultRange?: '3m' | '6m' | '1y' | 'all';
    /**
     * Only the `n` x values ranked first by a measure, in rank order; buttons choose the ranking (and,
     * with `measures`, the measure drawn, which the ranking then ranks by: Worst is the n highest of
     * it, Best the n lowest). A ranking with `nonZero` leaves out the x values of measure 0.
     */
    top?: {
      n: number;
      rankings: { label: string; alias: string; order: 'asc' | 'desc'; nonZero?: boolean }[];
      measures?: string[];
    };
  };
}

export interface ModuleDefinition {
  name: string;
  displayName: string;
  icon?: string;
  apiModuleName?: string;
  hideFromNav?: boolean;
  noPage?: boolean;
  /** As on a page, for every page of the module. */
  hideCompanyCode?: boolean;
  hideDateRange?: boolean;
  hidePageTitle?: boolean;
  pages: ModulePage[];
}

/** GET /api_prd/systems/:system/display_config (spec 01 §3 'Display configuration'). */
export interface DisplayConfig {
  modules: ModuleDefinition[];
  dashboard: { modules: string[] };
  regions: { code: string; name: string; company_codes: string[] }[];
  defaults: { module: string; page: string };
  ui_params: {
    /**
     * The legacy date mode on every page (spec 01 §3, §4): all dates, the last days, a year alone or a
     * month, sent as legacy values (-1, the day count, YYYYMM).
     */
    legacy_date_dropdown?: boolean;
    page_date_ranges: Record<
      string,
      { qualifier?: string; type?: 'all_dates' | 'latest_month' | 'last_month' }
    >;
  };
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  error: string;
  message: string;
  correlation_id?: string;
  /** The form field a client error belongs to (registration and reset show it on that field). */
  key?: string;
  /** Every field's problem when there are several (the first is `key` and `message`). */
  fields?: { key: string; message: string }[];
}
