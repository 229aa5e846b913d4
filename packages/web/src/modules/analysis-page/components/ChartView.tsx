import { formatLargeNumber, messages, type ModulePage } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import {
  Bar,
  Brush,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ApiError } from '../../../api/apiClient';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { useChartRows } from '../hooks/useChartRows';
import { rankedRows } from '../utils/chartPayload';
import { chartPalette as palette, chartWindow } from '../utils/chartPalette';
import { everyBin, pivotSeries, rowsInRange, type ChartRange } from '../utils/chartSeries';
import { AnalysisPieChart } from './AnalysisPieChart';
import { AnalysisScatterChart } from './AnalysisScatterChart';

/**
 * The chart tab: the configured measures per x value — lines, bars with lines on a right axis
 * (bar_line), a pie, or bars for the other kinds — with a scroll window over the last 12 points; a
 * vendor's or company code's name beside its id in the tooltip. A chart with `series` draws its first
 * measure as one line per series value (NetSuite's trend by brand); one with `ranges` offers buttons
 * for the last 3, 6 or 12 months or all (spec 02 'On or After Invoice Trend'); one with `top` draws
 * the n x values ranked first by one measure, in rank order, with a button per ranking (spec 02 'Top
 * 25 vendors by spend or by credit value').
 */
export function ChartView({
  scope,
  chart,
  nameColumn,
  bins,
}: {
  scope: TableQueryBase;
  chart: NonNullable<ModulePage['chart']>;
  /** The name of each x value (a vendor's beside its id), shown in the tooltip. */
  nameColumn?: string | undefined;
  /** The bins of a binned x, in their order: each drawn, one without rows as 0. */
  bins?: readonly string[] | undefined;
}) {
  const [rankingIndex, setRankingIndex] = useState(0);
  const chosenRanking = chart.top?.rankings[rankingIndex];
  // the measure a top-n chart draws: the one chosen among its `measures`, else the ranked one
  const [measureIndex, setMeasureIndex] = useState(0);
  const shownMeasure = chart.top?.measures?.[measureIndex] ?? chosenRanking?.alias;
  // with measure buttons, Worst and Best rank by the measure drawn: the n highest or lowest of it
  const ranking =
    chosenRanking && chart.top?.measures && shownMeasure
      ? { ...chosenRanking, alias: shownMeasure }
      : chosenRanking;
  const answer = useChartRows(scope, chart, nameColumn, ranking);
  const [range, setRange] = useState<ChartRange>(chart.defaultRange ?? 'all');
  const rangeButtons = chart.ranges && chart.ranges.length > 0 && (
    <ButtonGroup size="sm" className="mb-2" data-testid="chart-ranges" aria-label="Chart range">
      {chart.ranges.map((r) => (
        <Button
          key={r}
          variant={r === range ? 'primary' : 'outline-primary'}
          aria-pressed={r === range}
          onClick={() => setRange(r)}
        >
          {r}
        </Button>
      ))}
    </ButtonGroup>
  );
  const rankingButtons = chart.top && chart.top.rankings.length > 1 && (
    <ButtonGroup size="sm" className="mb-2" data-testid="chart-rankings" aria-label="Rank by">
      {chart.top.rankings.map((r, i) => (
        <Button
          key={r.label}
          variant={i === rankingIndex ? 'primary' : 'outline-primary'}
          aria-pressed={i === rankingIndex}
          onClick={() => setRankingIndex(i)}
        >
          {r.label}
        </Button>
      ))}
    </ButtonGroup>
  );
  const measureButtons = chart.top?.measures && chart.top.measures.length > 1 && (
    <ButtonGroup size="sm" className="mb-2 ms-2" data-testid="chart-measures" aria-label="Measure">
      {chart.top.measures.map((alias, i) => (
        <Button
          key={alias}
          variant={i === measureIndex ? 'secondary' : 'outline-secondary'}
          aria-pressed={i === measureIndex}
          onClick={() => setMeasureIndex(i)}
        >
          {chart.measures.find((m) => m.alias === alias)?.displayName ?? alias}
        </Button>
      ))}
    </ButtonGroup>
  );
  const buttons = (
    <>
      {rankingButtons}
      {measureButtons}
      {rangeButtons}
    </>
  );
  if (answer.isPending) return <div className="p-3 text-muted">{messages.loading}</div>;
  if (answer.isError) {
    const tooMuch = answer.error instanceof ApiError && answer.error.kind === 'too_much_data';
    return (
      <Alert variant="danger" data-testid="chart-error">
        {tooMuch ? messages.tooMuchData : messages.chartLoadError}
      </Alert>
    );
  }
  const fetched = (answer.data?.data ?? []).map((r) => ({
    ...r,
    [chart.x]: r[chart.x] === null ? '(blank)' : String(r[chart.x]),
  }));
  const first = chart.measures[0];
  const pivoted =
    chart.series && first ? pivotSeries(fetched, chart.x, chart.series, first.alias) : undefined;
  const rows = ranking
    ? rankedRows(fetched, ranking)
    : bins && !pivoted && fetched.length > 0
      ? everyBin(
          fetched,
          chart.x,
          bins,
          chart.measures.map((m) => m.alias),
        )
      : rowsInRange(pivoted?.rows ?? fetched, chart.x, chart.ranges ? range : 'all');
  // one line per series value, the ranked measure, else the configured measures
  const drawn = pivoted
    ? pivoted.lines.map((l) => ({ alias: l.key, displayName: l.name }))
    : chart.measures
        .filter((m) => !ranking || m.alias === shownMeasure)
        .map((m) => ({ alias: m.alias, displayName: m.displayName }));
  if (rows.length === 0)
    return (
      <>
        {buttons}
        <div className="p-3" data-testid="chart-empty">
          {messages.noResults}
        </div>
      </>
    );
  const second = chart.measures[1];
  if (chart.kind === 'scatter' && first && second) {
    // one point per x value (a company code): the first measure across, the second up
    return (
      <div data-testid="analysis-chart" style={{ width: '100%', height: 380 }}>
        <AnalysisScatterChart rows={rows} x={chart.x} across={first} up={second} nameColumn={nameColumn} />
      </div>
    );
  }
  if (chart.kind === 'pie' && first) {
    return (
      <div data-testid="analysis-chart" style={{ width: '100%', height: 380 }}>
        <AnalysisPieChart rows={rows} x={chart.x} measure={first.alias} name={first.displayName} />
      </div>
    );
  }
  // a top-n chart shows all its bars
  const scrollWindow = ranking ? undefined : chartWindow(rows.length, chart.x);
  // a line chart draws every measure as a line; bar_line the first as bars and the others as lines on
  // a right axis (counts beside values); other kinds draw bars
  const lineFrom =
    chart.kind === 'line' || pivoted ? 0 : chart.kind === 'bar_line' ? 1 : chart.measures.length;
  const rightAxis = chart.kind === 'bar_line' && !pivoted && chart.measures.length > 1;
  // an axis of counts only has whole-number ticks (no "2" twice for 1.5 and 2)
  const counts = (measures: readonly { fn: string }[]) =>
    measures.length > 0 && measures.every((m) => m.fn === 'count' || m.fn === 'nunique');
  const leftMeasures =
    rightAxis || pivoted
      ? chart.measures.slice(0, 1)
      : ranking
        ? chart.measures.filter((m) => m.alias === shownMeasure)
        : chart.measures;
  return (
    <>
      {buttons}
      <div
        data-testid="analysis-chart"
        // the x values drawn, in rank order: what a top-n chart shows, for a test to read
        data-ranked={ranking ? JSON.stringify(rows.map((r) => r[chart.x])) : undefined}
        style={{ width: '100%', height: 380 }}
      >
        <ResponsiveContainer>
          <ComposedChart data={rows} margin={{ top: 10, right: 20, bottom: 10, left: 10 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey={chart.x} />
            <YAxis
              yAxisId="left"
              allowDecimals={!counts(leftMeasures)}
              tickFormatter={(v: number) => formatLargeNumber(v)}
            />
            {rightAxis && (
              <YAxis
                yAxisId="right"
                orientation="right"
                allowDecimals={!counts(chart.measures.slice(1))}
                tickFormatter={(v: number) => formatLargeNumber(v)}
              />
            )}
            <Tooltip
              labelFormatter={(label, payload) => {
                const name = nameColumn ? payload?.[0]?.payload?.[nameColumn] : undefined;
                return name ? `${String(label)} – ${String(name)}` : String(label);
              }}
            />
            <Legend />
            {drawn.map((m, i) =>
              i >= lineFrom ? (
                <Line
                  key={m.alias}
                  yAxisId={rightAxis ? 'right' : 'left'}
                  type="monotone"
                  dataKey={m.alias}
                  name={m.displayName}
                  stroke={palette[i % palette.length]}
                  isAnimationActive={false}
                />
              ) : (
                <Bar
                  key={m.alias}
                  yAxisId="left"
                  dataKey={m.alias}
                  name={m.displayName}
                  fill={palette[i % palette.length]}
                  isAnimationActive={false}
                />
              ),
            )}
            {scrollWindow && (
              <Brush
                dataKey={chart.x}
                height={20}
                startIndex={scrollWindow.startIndex}
                endIndex={scrollWindow.endIndex}
              />
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
