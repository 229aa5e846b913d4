import {
  DomainError,
  maxOutlierPlotPoints,
  outlierPlotSchema,
  type Filter,
  type OutlierPlot,
  type Row,
  type SummaryRequestInput,
} from '@spendlens/domain';

/** Reads the rows of a summary (charts pass theirs: same scope, checks and cache). */
export type ReadRows = (request: SummaryRequestInput) => Promise<Row[]>;

const and = (clauses: Filter[number]['clauses']): Filter => [
  { clause_connector: '&', group_connector: '&', clauses },
];

/** An id is echoed in a message only when it looks like one. */
const printable = /^[\w.\-/ ]{1,100}$/;

/**
 * The outlier plot of one invoice (spec 03 'Outlier-plot modal'): two summaries of the published
 * invoice_number_outlier_plot — the invoice's series and position, then the (at most 1000) points
 * of that series around it — answered as the parallel lists of `outlierPlotSchema`. An invoice in
 * no checked series, or outside the user's company codes, is 404 alike.
 */
export async function invoiceOutlierPlot(
  read: ReadRows,
  system: number,
  companyCode: string,
  id: string | undefined,
): Promise<OutlierPlot> {
  if (!id) throw new DomainError('bad_request', 'invoice_outlier_plot needs ?id={internal_invoice_id}');
  const source = {
    system_id: system,
    module: 'invoice_number_outlier_plot',
    analysis: -1,
    year: -1,
    qualifier: -1,
    company_code: companyCode,
  } as const;
  const [invoice] = await read({
    ...source,
    filter: and([{ col: 'invoice_id', op: '==', val: id }]),
    include_columns: ['series_id', 'point_index'],
    page_rows: 1,
  });
  if (!invoice)
    throw new DomainError(
      'not_found',
      printable.test(id) ? `No outlier plot for invoice ${id}` : 'No outlier plot for this invoice',
    );
  const at = Number(invoice['point_index']);
  const from = Math.max(0, at - maxOutlierPlotPoints / 2);
  const points = await read({
    ...source,
    filter: and([
      { col: 'series_id', op: '==', val: String(invoice['series_id']) },
      { col: 'point_index', op: '>=', val: from },
      { col: 'point_index', op: '<', val: from + maxOutlierPlotPoints },
    ]),
    sort: [{ col_alias: 'point_index', order: 'asc' }],
    page_rows: maxOutlierPlotPoints,
  });
  const first = points[0]!;
  const column = (name: string) => points.map((p) => p[name]);
  return outlierPlotSchema.parse({
    series_id: first['series_id'],
    vendor_id: first['vendor_id'],
    vendor_name: first['vendor_name'],
    company_code: first['company_code'],
    company_name: first['company_name'],
    invoice_year: first['invoice_year'],
    series_size: first['series_size'],
    first_point_index: first['point_index'],
    selected_index: at - Number(first['point_index']),
    dates: column('dates'),
    epoch_dates: column('epoch_dates'),
    invoice_numbers: column('invoice_numbers'),
    fit_line: column('fit_line'),
    scaled_invoice_numbers: column('scaled_invoice_numbers'),
    scaled_fit_line: column('scaled_fit_line'),
    outlier_index: points.flatMap((p, i) => (p['is_outlier'] === true ? [i] : [])),
    invoice_id: column('invoice_id'),
    external_invoice_id: column('external_invoice_id'),
    fiscal_year: column('fiscal_year'),
    late_early: column('late_early'),
  });
}
