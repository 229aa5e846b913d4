import { formatCount, formatCurrency, type ColumnDefinition } from '@spendlens/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { DataErrorAlert } from '../../summary/components/DataErrorAlert';
import { NoResultsMessage } from '../../summary/components/NoResultsMessage';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import { useDistributionHistogram } from '../hooks/useDistributionHistogram';
import type { DistributionRowType } from '../types/DistributionTable';
import {
  defaultMaxBars,
  maxBarsOptions,
  windowFilter,
  zoomRefusal,
  type HistogramBar,
  type ValueWindow,
} from '../utils/distributionHistogram';
import { DistributionDetailsModal } from './DistributionDetailsModal';

// Recharts is the largest library of the app: it loads when a chart is first shown.
const DistributionBarChart = lazy(async () => ({
  default: (await import('./DistributionBarChart')).DistributionBarChart,
}));

interface DistributionHistogramViewProps {
  scope: SelectionPayload;
  source: { module: string; analysis: string };
  type: DistributionRowType;
  currency: string;
  detailColumns: readonly ColumnDefinition[];
}

/**
 * The zoomable histogram of spec 02 §2 and §4: a max bars selector, click on a bar to zoom into its
 * range (a stack of windows: Zoom out pops one, Reset clears), Ctrl+click to view its invoices, and
 * the view-window card with the value range and number of invoices shown.
 */
export function DistributionHistogramView({
  scope,
  source,
  type,
  currency,
  detailColumns,
}: DistributionHistogramViewProps) {
  const [maxBars, setMaxBars] = useState(defaultMaxBars);
  const [zooms, setZooms] = useState<ValueWindow[]>([]);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [details, setDetails] = useState<HistogramBar | undefined>();
  const detailsFilter = useMemo(() => details && windowFilter(type, details.window), [type, details]);
  const histogram = useDistributionHistogram(scope, source, type, zooms[zooms.length - 1], maxBars);

  const onBarClick = (index: number, ctrlKey: boolean) => {
    const bar = histogram.bars[index];
    if (!bar) return;
    if (ctrlKey) {
      setDetails(bar);
      return;
    }
    const refused = zoomRefusal(bar, histogram.bars);
    setRefusal(refused);
    if (!refused) setZooms([...zooms, bar.window]);
  };

  const controls = (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <Form.Group className="d-flex align-items-center gap-2" controlId="dist-max-bars">
        <Form.Label className="mb-0 small text-nowrap">Max bars</Form.Label>
        <Form.Select
          size="sm"
          value={maxBars}
          onChange={(e) => setMaxBars(Number(e.target.value))}
          data-testid="dist-max-bars"
        >
          {maxBarsOptions.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={zooms.length === 0}
        onClick={() => {
          setZooms(zooms.slice(0, -1));
          setRefusal(undefined);
        }}
      >
        Zoom out
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={zooms.length === 0}
        onClick={() => {
          setZooms([]);
          setRefusal(undefined);
        }}
      >
        Reset
      </Button>
      <span className="small text-body-secondary">
        Click a bar to zoom into its range; Ctrl+click to view its invoices.
      </span>
    </div>
  );

  const body = (() => {
    if (histogram.error) return <DataErrorAlert error={histogram.error} view="chart" />;
    if (histogram.isPending) return <LoadingMessage />;
    if (!histogram.window || histogram.bars.length === 0) return <NoResultsMessage />;
    return (
      <>
        <Card className="mb-2 d-inline-block" data-testid="dist-view-window">
          <Card.Body className="py-2 px-3 small">
            <div>
              Value range: {formatCurrency(histogram.window.lo, currency)} –{' '}
              {formatCurrency(histogram.window.hi, currency)}
            </div>
            <div>No of Invoices: {formatCount(histogram.count)}</div>
          </Card.Body>
        </Card>
        <Suspense fallback={<LoadingMessage />}>
          <DistributionBarChart data={histogram.bars} currency={currency} onBarClick={onBarClick} />
        </Suspense>
      </>
    );
  })();

  return (
    <>
      {controls}
      {refusal && (
        <Alert
          variant="warning"
          dismissible
          onClose={() => setRefusal(undefined)}
          data-testid="dist-zoom-alert"
        >
          {refusal}
        </Alert>
      )}
      {body}
      {details && detailsFilter && (
        <DistributionDetailsModal
          scope={scope}
          source={source}
          filter={detailsFilter}
          title={`Invoices of value range ${details.bin}`}
          fileName={`invoice-distribution-${details.bin.replace(/\s+/g, '')}.csv`}
          currency={currency}
          columns={detailColumns}
          onClose={() => setDetails(undefined)}
        />
      )}
    </>
  );
}
