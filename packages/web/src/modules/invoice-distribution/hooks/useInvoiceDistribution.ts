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
  const { system_id, year, qualifier, company_code } = scope;
  const payloads = useMemo(() => {
    const queries = invoiceDistributionQueries(
      { system_id, year, qualifier, company_code },
      { module, analysis },
    );
    return distributionQueryNames.map((name) => queries[name]);
  }, [system_id, year, qualifier, company_code, module, analysis]);
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
