import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { DataErrorAlert } from '../../summary/components/DataErrorAlert';
import { NoResultsMessage } from '../../summary/components/NoResultsMessage';
import type { InvoiceDistributionResult } from '../hooks/useInvoiceDistribution';
import type { DistributionDetailSource } from '../types/DistributionDetailSource';
import { DistributionTable } from './DistributionTable';

/** The Table tab: loading, failure, empty or the table. */
export function DistributionTableView({
  result,
  currency,
  detailSource,
}: {
  result: InvoiceDistributionResult;
  currency: string;
  detailSource: DistributionDetailSource;
}) {
  if (result.error) return <DataErrorAlert error={result.error} view="table" />;
  if (result.isPending || !result.model) return <LoadingMessage />;
  if (result.model.isEmpty) return <NoResultsMessage />;
  return <DistributionTable model={result.model} currency={currency} detailSource={detailSource} />;
}
