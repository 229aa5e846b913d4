import { z } from 'zod';

/**
 * The widgets of GET dashboard/:name/:system/:dateRange (spec 01 §7, spec 02 §7). The spec does not
 * list them; these are the ones the dashboard of spec 02 implies, each built from summaries of
 * published analyses within the user's grant (company codes; the account-group selection does not
 * apply to dashboards, spec 02 §6). A widget with a history (`dashboardWidgetHistory`, spec 02 §9)
 * shows the newest months of it that fall in the date range: with -1 the newest months of the data,
 * with 2024 the last months of 2024.
 */
export const dashboardWidgetNames = [
  'invoice_backlog',
  'invoice_backlog_value_volume',
  'paid_on_time',
  'due_date',
  'top_vendors',
  'exceptions',
  'exceptions_trend',
  'duplicate_payments',
  'cross_system',
] as const;
export type DashboardWidgetName = (typeof dashboardWidgetNames)[number];

/**
 * The published analysis each key-figure widget reads (the server's widgets read it; the web draws
 * a widget only for a system that lists it, so that no call is refused for the system's type).
 */
export const dashboardWidgetSources = {
  invoice_backlog: { module: 'invoices', analysis: 'invoice_backlog' },
  paid_on_time: { module: 'invoices', analysis: 'kpi_percentage_of_invoices_paid_on_time' },
  due_date: { module: 'invoices', analysis: 'due_date' },
  top_vendors: { module: 'accounting_docs_po_nonpo_credit_reversal', analysis: 'invoice_distribution' },
  exceptions: { module: 'weighted_exceptions', analysis: 'exceptions' },
  duplicate_payments: { module: 'invoice_duplicates', analysis: 'recovered_value' },
} as const;

export function isDashboardWidgetName(name: string): name is DashboardWidgetName {
  return (dashboardWidgetNames as readonly string[]).includes(name);
}

/** Months of history per widget (spec 02 §9 and spec 03 §9); rows of the top lists. */
export const dashboardWidgetHistory = {
  /** Backlog history: 2 months on the dashboard. */
  invoice_backlog: 2,
  /** The value and volume trend dashboard: 1 month. */
  invoice_backlog_value_volume: 1,
  /** Paid on time: 1 month for dashboards. */
  paid_on_time: 1,
  /** The exceptions chart: the last 7 months. */
  exceptions_trend: 7,
  /** Duplicate payments found, confirmed and recovered: the last 12 months (issue 23). */
  duplicate_payments: 12,
} as const;

/** Rows of the widgets' top lists ('top 10 in grouped charts', spec 02 §9). */
export const dashboardTopRows = 10;

const count = z.number().int().describe('A number of invoices (or rows).');
const value = z.number().describe('A sum of common amounts.');
const yearMonth = z.string().describe('yyyy-mm.');
const currency = z.string().nullable().describe('The common currency of the values.');

const backlogStatusSchema = z.object({
  generic_status: z.string().nullable(),
  number_of_invoices: count,
  value_of_invoices: value,
});

const backlogMonthSchema = z.object({
  year_month: yearMonth,
  snapshot_date: z.string().describe('The month end (the newest data for the current month), YYYY-MM-DD.'),
  number_of_invoices: count,
  value_of_invoices: value,
  statuses: z.array(backlogStatusSchema).describe('Per generic status, largest value first.'),
});

const invoiceBacklogSchema = z.object({
  months: z.array(backlogMonthSchema).describe('The last 2 month ends of the range, oldest first.'),
  current: backlogMonthSchema.nullable().describe('The Current Backlog card: the newest month end.'),
  monthly_average: z
    .object({ number_of_invoices: z.number(), value_of_invoices: z.number() })
    .nullable()
    .describe('The Monthly Average card: the mean over the months shown.'),
  common_currency: currency,
});

const companyCodeTotalSchema = z.object({
  company_code: z.string(),
  company_name: z.string().nullable(),
  number_of_invoices: count,
  value_of_invoices: value,
});

const invoiceBacklogValueVolumeSchema = z.object({
  month: z
    .object({
      year_month: yearMonth,
      snapshot_date: z.string(),
      number_of_invoices: count,
      value_of_invoices: value,
      company_codes: z.array(companyCodeTotalSchema).describe('The top 10 company codes by value.'),
      statuses: z.array(backlogStatusSchema),
    })
    .nullable()
    .describe('The newest month end of the range; null when no invoice is open in it.'),
  common_currency: currency,
});

const paidOnTimeSchema = z.object({
  month: z
    .object({
      year_month: yearMonth.describe('The newest clearing month of the range.'),
      number_of_paid_invoices: count,
      number_paid_on_time: count.describe('Cleared on or before the due date (days to clearing ≤ 0).'),
      percentage_paid_on_time: z.number().nullable().describe('0–100.'),
      value_of_paid_invoices: value,
      value_paid_on_time: value,
    })
    .nullable(),
});

const dueDateBinSchema = z.object({
  days_to_due_date_bin: z.string().nullable().describe('< -180 … > 180; null: no due date (Unclear).'),
  days_to_due_date_bin_order: z.number().int().nullable(),
  due_date_bin_view: z.string().nullable(),
  number_of_invoices: count,
  value_of_invoices: value,
});
const totalSchema = z.object({ number_of_invoices: count, value_of_invoices: value });

const dueDateSchema = z.object({
  bins: z.array(dueDateBinSchema).describe('Open invoices by days to due date, in bin order.'),
  near_or_past_due: totalSchema.describe('Fewer than 7 days to the due date (spec 02 §9), overdue included.'),
  total: totalSchema,
  common_currency: currency,
});

const topVendorsSchema = z.object({
  vendors: z
    .array(
      z.object({
        vendor_id: z.string(),
        vendor_name: z.string().nullable(),
        spend: value.describe(
          'Net value of the invoice documents posted in the range (credits and reversals netted).',
        ),
        number_of_documents: count,
      }),
    )
    .describe('The top 10 vendors by spend.'),
  common_currency: currency,
});

const exceptionsSchema = z.object({
  analyses: z
    .array(
      z.object({
        module: z.string(),
        analysis: z.string(),
        display_name: z.string().nullable(),
        exceptions: count,
        transactions: count,
      }),
    )
    .describe('The 10 analyses with the most exceptions in the range.'),
  total: z.object({ exceptions: count, transactions: count }),
});

const exceptionsTrendSchema = z.object({
  months: z
    .array(z.object({ year_month: yearMonth, exceptions: count, transactions: count }))
    .describe('The last 7 months of the range with exceptions, oldest first.'),
});

const duplicateValuesSchema = z.object({
  found_findings: count.describe('Duplicate-invoice findings (clusters) found.'),
  found_value: value.describe(
    'Their value at risk: the common amounts of each cluster’s non-reversed members but the earliest.',
  ),
  confirmed_findings: count.describe('Of them, those whose case is confirmed.'),
  confirmed_value: value,
  dismissed_findings: count.describe('Of them, those whose case is dismissed.'),
  dismissed_value: value,
  recovered_value: value.describe('The amounts recovered recorded on the confirmed cases.'),
});

const duplicatePaymentsSchema = z.object({
  months: z
    .array(duplicateValuesSchema.extend({ year_month: yearMonth }))
    .describe(
      'The last 12 months of the range with findings, oldest first; a finding counts in the month of its latest invoice.',
    ),
  company_codes: z
    .array(duplicateValuesSchema.extend({ company_code: z.string(), company_name: z.string().nullable() }))
    .describe('Over the months shown: the 10 company codes with the largest value found.'),
  total: duplicateValuesSchema.describe('Over the months shown.'),
  common_currency: currency,
});

const crossSystemSchema = z.object({
  members: z
    .array(
      z.object({
        member_system: z.number().int().describe('The member system’s id.'),
        system_name: z.string().nullable(),
        vendor_records: count.describe('Vendor records with invoices or credits posted in the range.'),
        number_of_invoices: count,
        net_value: value.describe('Invoices less credits posted in the range (not reversed).'),
        common_currency: currency,
      }),
    )
    .describe('Per member system the user holds (and currency), largest net value first.'),
  vendor_pairs: z
    .object({
      pairs: count.describe('Pairs of vendor records of two systems matched as one vendor.'),
      with_conflicts: count.describe('Of them, pairs whose master data differ in at least one kind.'),
      different_bank_details: count,
      different_payment_terms: count,
      different_address: count,
      different_block: count,
    })
    .describe('Vendors Across Systems: master data, so the date range does not apply.'),
  duplicate_invoices: z
    .array(
      z.object({
        common_currency: currency,
        pairs: count.describe(
          'Invoices booked in two systems (pairs), invoice date of system A in the range.',
        ),
        value: value.describe('Their common amount (one side of each pair).'),
        paid_in_both_pairs: count,
        paid_in_both_value: value,
      }),
    )
    .describe('Duplicate Invoices Across Systems, per common currency.'),
  top_vendors: z
    .array(
      z.object({
        cross_vendor_id: z.string(),
        vendor_name: z.string().nullable(),
        systems: count.describe('Member systems holding a record of the vendor.'),
        number_of_invoices: count,
        net_value: value,
        common_currency: currency,
      }),
    )
    .describe(
      'The 10 vendors held by two or more member systems (per currency) with the largest net value posted in the range.',
    ),
});

const widget = <N extends DashboardWidgetName, D extends z.ZodTypeAny>(name: N, data: D, meaning: string) =>
  z
    .object({
      name: z.literal(name),
      dateRange: z.string().describe('As asked: -1, 2024, 2024-Q1 or YYYYMM.'),
      company_code: z.string().describe('As asked (query string), -1 for every granted code.'),
      data,
    })
    .describe(meaning);

/** The answer of GET dashboard/:name/:system/:dateRange, by widget name. */
export const dashboardWidgetAnswerSchema = z.discriminatedUnion('name', [
  widget('invoice_backlog', invoiceBacklogSchema, 'Open invoices at the last 2 month ends, per status.'),
  widget(
    'invoice_backlog_value_volume',
    invoiceBacklogValueVolumeSchema,
    'The backlog value and volume at the newest month end, per company code and status.',
  ),
  widget('paid_on_time', paidOnTimeSchema, 'Invoices paid on time in the newest clearing month.'),
  widget('due_date', dueDateSchema, 'Open invoices by days to due date.'),
  widget('top_vendors', topVendorsSchema, 'The 10 vendors with the largest spend.'),
  widget('exceptions', exceptionsSchema, 'Exceptions per analysis.'),
  widget('exceptions_trend', exceptionsTrendSchema, 'Exceptions per month.'),
  widget(
    'duplicate_payments',
    duplicatePaymentsSchema,
    'Duplicate payments: the value of the duplicate-invoice findings found, confirmed and recovered, per month and company code.',
  ),
  widget(
    'cross_system',
    crossSystemSchema,
    'A multi-system at a glance: its members’ spend, the vendors matched across them with their conflicts, the invoices booked in two systems and the top vendors across systems.',
  ),
]);
export type DashboardWidgetAnswer = z.infer<typeof dashboardWidgetAnswerSchema>;
export type DashboardWidgetData<N extends DashboardWidgetName> = Extract<
  DashboardWidgetAnswer,
  { name: N }
>['data'];
