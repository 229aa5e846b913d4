import { z } from 'zod';

const modulePageSchema = z.looseObject({
  name: z.string().min(1).max(200),
  displayName: z.string().max(200),
  /** The page's dates in the legacy mode (spec 01 §3 legacy values). */
  legacyDateFilter: z.boolean().optional(),
  allAccountGroupsOnly: z.boolean().optional(),
  /**
   * Page options: ticked, an option hides the rows whose yes/no column is yes; an `include` option
   * instead, unticked, hides the rows whose column is no (spec 02 Oracle 'include non-pay sites').
   */
  hideOptions: z
    .array(
      z.looseObject({
        column: z.string().min(1).max(200),
        label: z.string().max(200),
        defaultOn: z.boolean(),
        include: z.boolean().optional(),
      }),
    )
    .optional(),
  /** A link in each detail row opening a chart of the row (the web app draws the charts it knows). */
  rowChart: z
    .looseObject({
      chart: z.string().min(1).max(100),
      idColumn: z.string().min(1).max(200),
      label: z.string().max(200),
      header: z.string().max(200),
    })
    .optional(),
});

/**
 * Body of PUT /api_prd/systems/:system/display_config (spec 03 §2.10): a whole display configuration.
 * The shape the shell reads is checked; any further keys are kept as they are.
 */
export const displayConfigUpdateSchema = z.looseObject({
  modules: z
    .array(
      z.looseObject({
        name: z.string().min(1).max(200),
        displayName: z.string().max(200),
        pages: z.array(modulePageSchema),
      }),
    )
    .describe('the modules with their pages'),
  dashboard: z.looseObject({ modules: z.array(z.string()) }).describe('the modules of the dashboard'),
  regions: z
    .array(z.looseObject({ code: z.string(), name: z.string(), company_codes: z.array(z.string()) }))
    .describe('the company-code regions'),
  defaults: z.looseObject({ module: z.string(), page: z.string() }).describe('the default module and page'),
  ui_params: z
    .looseObject({
      page_date_ranges: z.record(z.string(), z.unknown()),
      legacy_date_dropdown: z.boolean().optional(),
    })
    .describe(
      'page date-range defaults; legacy_date_dropdown puts every page in the legacy date mode (a page alone: its legacyDateFilter)',
    ),
});
export type DisplayConfigUpdate = z.infer<typeof displayConfigUpdateSchema>;

/** One saved version of a system's display configuration (GET …/display_config/versions). */
export interface DisplayConfigVersion {
  version: number;
  created: string;
  uid: string;
}
