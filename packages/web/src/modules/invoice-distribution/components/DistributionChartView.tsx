import type { ColumnDefinition } from '@spendlens/domain';
import { useState } from 'react';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { DataErrorAlert } from '../../summary/components/DataErrorAlert';
import { NoResultsMessage } from '../../summary/components/NoResultsMessage';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import type { InvoiceDistributionResult } from '../hooks/useInvoiceDistribution';
import type { DistributionRowType } from '../types/DistributionTable';
import { DistributionHistogramView } from './DistributionHistogramView';
import { DistributionTypeSelect } from './DistributionTypeSelect';

interface DistributionChartViewProps {
  result: InvoiceDistributionResult;
  currency: string;
  scope: SelectionPayload;
  source: { module: string; analysis: string };
  detailColumns: readonly ColumnDefinition[];
}

/** The Chart tab: a document-type selector over the zoomable histogram of its invoice values. */
export function DistributionChartView({
  result,
  currency,
  scope,
  source,
  detailColumns,
}: DistributionChartViewProps) {
  const [type, setType] = useState<DistributionRowType>('ALL');
  if (result.error) return <DataErrorAlert error={result.error} view="chart" />;
  if (result.isPending || !result.model) return <LoadingMessage />;
  if (result.model.isEmpty) return <NoResultsMessage />;

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <div className="chart-type-select">
          <DistributionTypeSelect groups={result.model.groups} value={type} onChange={setType} />
        </div>
      </div>
      {/* a new type or scope starts unzoomed */}
      <DistributionHistogramView
        key={`${type} ${JSON.stringify(scope)}`}
        scope={scope}
        source={source}
        type={type}
        currency={currency}
        detailColumns={detailColumns}
      />
    </>
  );
}
