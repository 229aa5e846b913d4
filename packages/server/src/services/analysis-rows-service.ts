import { DomainError, parseDateRange, type DateRangeParts, type Filter, type Row } from '@spendlens/domain';
import { catalogue, findAnalysis, type AnalysisDefinition } from '@spendlens/warehouse';
import type { SessionUser } from './session-service';
import { summaryRows, type SummaryService } from './summary-service';

/** Key columns a document id is looked up in, in this order: the first the analysis has. */
export const documentKeyColumns = [
  'cluster_id',
  'vendor_name_town_country_cluster_id',
  'po_number',
  'document_number',
  'internal_invoice_id',
  'vendor_id',
] as const;

export interface AnalysisRowsService {
  /** GET data/:system/:module/:page/:companyCode/:dateRange: the page's rows, `equals` as == filters. */
  pageData(
    user: SessionUser,
    params: { system: number; module: string; page: string; companyCode: string; dateRange: string },
    equals: Record<string, string>,
    today: string,
  ): Promise<Row[]>;
  /** GET document/:system/:module/:analysis/:id: the rows of one document (vendor, PO, goods receipt, cluster). */
  documentById(
    user: SessionUser,
    system: number,
    module: string,
    analysis: string,
    id: string,
    today: string,
  ): Promise<Row[]>;
  /** POST document: the rows of an analysis meeting a filter, with the columns asked for. */
  documents(
    user: SessionUser,
    request: { system: number; module: string; analysis: string; filter: Filter; columns: string[] },
    today: string,
  ): Promise<Row[]>;
}

/**
 * A page's data, a document's rows: every read here is a POST /summary with every row (page_rows
 * -1, bounded by MAX_QUERY_ROWS: too_much_data above it), so scope, checks and the cache are the same.
 */
export function createAnalysisRowsService(deps: { summary: SummaryService }): AnalysisRowsService {
  const { summary } = deps;

  async function rows(
    user: SessionUser,
    def: AnalysisDefinition,
    fields: {
      system: number;
      filter?: Filter;
      columns?: string[];
      companyCode?: string;
      dateRange?: DateRangeParts;
    },
    today: string,
  ): Promise<Row[]> {
    return summaryRows(
      summary,
      user,
      {
        system_id: fields.system,
        module: def.module,
        analysis: def.analysis,
        company_code: fields.companyCode ?? -1,
        year: fields.dateRange?.year ?? -1,
        qualifier: fields.dateRange?.qualifier ?? -1,
        filter: fields.filter ?? [],
        ...(fields.columns && fields.columns.length > 0 ? { include_columns: fields.columns } : {}),
      },
      today,
    );
  }

  return {
    async pageData(user, params, equals, today) {
      const def =
        findAnalysis(params.module, params.page) ??
        catalogue.find((d) => d.page?.module === params.module && d.page.name === params.page);
      if (!def) throw new DomainError('unknown_source', 'Unknown page');
      const clauses = Object.entries(equals).map(([col, val]) => ({ col, op: '==' as const, val }));
      return rows(
        user,
        def,
        {
          system: params.system,
          filter: clauses.length > 0 ? [{ clause_connector: '&', group_connector: '&', clauses }] : [],
          companyCode: params.companyCode,
          dateRange: parseDateRange(params.dateRange),
        },
        today,
      );
    },

    async documentById(user, system, module, analysis, id, today) {
      const def = findAnalysis(module, analysis);
      if (!def) throw new DomainError('unknown_source', 'Unknown analysis');
      const key = documentKeyColumns.find((name) => def.columns.some((c) => c.name === name));
      if (!key)
        throw new DomainError('bad_request', `The analysis ${module}/${analysis} has no document key`);
      const filter: Filter = [
        { clause_connector: '&', group_connector: '&', clauses: [{ col: key, op: '==', val: id }] },
      ];
      return rows(user, def, { system, filter }, today);
    },

    async documents(user, request, today) {
      const def = findAnalysis(request.module, request.analysis);
      if (!def) throw new DomainError('unknown_source', 'Unknown analysis');
      return rows(
        user,
        def,
        { system: request.system, filter: request.filter, columns: request.columns },
        today,
      );
    },
  };
}
