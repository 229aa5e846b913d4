import { lazy, Suspense, useState } from 'react';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { DataErrorAlert } from '../../summary/components/DataErrorAlert';
import { NoResultsMessage } from '../../summary/components/NoResultsMessage';
import type { InvoiceDistributionResult } from '../hooks/useInvoiceDistribution';
import type { DistributionRowType } from '../types/DistributionTable';
import { distributionChartData } from '../utils/distributionChartData';
import { DistributionTypeSelect } from './DistributionTypeSelect';

// Recharts is the largest library of the app: it loads when a chart is first shown.
const DistributionBarChart = lazy(async () => ({
  default: (await import('./DistributionBarChart')).DistributionBarChart,
}));

/** The Chart tab: a document-type selector over the histogram of its value ranges. */
export function DistributionChartView({
  result,
  currency,
}: {
  result: InvoiceDistributionResult;
  currency: string;
}) {
  const [type, setType] = useState<DistributionRowType>('ALL');
  if (result.error) return <DataErrorAlert error={result.error} view="chart" />;
  if (result.isPending || !result.model) return <LoadingMessage />;
  if (result.model.isEmpty) return <NoResultsMessage />;

  const group = result.model.groups.find((g) => g.type === type) ?? result.model.groups[0];
  const data = group ? distributionChartData(group) : [];
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <div className="chart-type-select">
          <DistributionTypeSelect groups={result.model.groups} value={type} onChange={setType} />
        </div>
      </div>
      {data.length === 0 ? (
        <NoResultsMessage />
      ) : (
        <Suspense fallback={<LoadingMessage />}>
          <DistributionBarChart data={data} currency={currency} />
        </Suspense>
      )}
    </>
  );
}
