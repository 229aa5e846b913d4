import { useMemo } from 'react';
import { useSummaries } from '../../summary/hooks/useSummaries';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import type { DistributionTableModel } from '../types/DistributionTable';
import { buildDistributionTable, type DistributionAnswers } from '../utils/buildDistributionTable';
import { distributionQueryNames, invoiceDistributionQueries } from '../utils/invoiceDistributionQueries';

export interface InvoiceDistributionResult {
  model: DistributionTableModel | undefined;
  error: Error | null;
  isPending: boolean;
}

/** The six summary queries of the invoice distribution, read as one table model. */
export function useInvoiceDistribution(
  scope: SelectionPayload,
  module: string,
  analysis: string,
): InvoiceDistributionResult {
  const { system_id, year, qualifier, company_code, vendor_type_col_name } = scope;
  // the chosen account groups as one string, so the queries change only when they do
  const groups = scope.vendor_type?.join('\n') ?? '';
  const payloads = useMemo(() => {
    const accountGroups = groups === '' ? {} : { vendor_type: groups.split('\n'), vendor_type_col_name };
    const queries = invoiceDistributionQueries(
      { system_id, year, qualifier, company_code, ...accountGroups },
      { module, analysis },
    );
    return distributionQueryNames.map((name) => queries[name]);
  }, [system_id, year, qualifier, company_code, groups, vendor_type_col_name, module, analysis]);
  const { data, error, isPending } = useSummaries(payloads);

  const model = useMemo(() => {
    if (!data) return undefined;
    const answers = Object.fromEntries(
      distributionQueryNames.map((name, i) => [name, data[i]?.data ?? []]),
    ) as DistributionAnswers;
    return buildDistributionTable(answers);
  }, [data]);

  return { model, error, isPending };
}
