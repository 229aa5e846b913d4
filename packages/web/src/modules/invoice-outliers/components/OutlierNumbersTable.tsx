import { formatDate, formatNumber } from '@spendlens/domain';
import { Fragment, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { OutlierPlotPoint } from '../utils/outlierPlotPoints';
import { outlierTableSegments } from '../utils/outlierTableSegments';

/**
 * The table under the outlier plot (spec 03 §2.2 'Outlier-plot modal'): the 3 invoices before and
 * after each outlier, merged when close; the other invoices collapsed behind '+ show more', folded
 * again by '- hide'.
 */
export function OutlierNumbersTable({ points }: { points: readonly OutlierPlotPoint[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const segments = outlierTableSegments(
    points.length,
    points.flatMap((p, i) => (p.outlier ? [i] : [])),
  );
  const toggle = (from: number) => {
    const next = new Set(expanded);
    if (next.has(from)) next.delete(from);
    else next.add(from);
    setExpanded(next);
  };
  const row = (p: OutlierPlotPoint, i: number) => (
    <tr
      key={i}
      data-testid="outlier-row"
      data-outlier={p.outlier}
      className={[p.outlier ? 'table-danger' : '', p.selected ? 'fw-bold' : ''].join(' ').trim() || undefined}
    >
      <td className="text-end">{i + 1}</td>
      <td>{formatDate(p.date)}</td>
      <td>{p.externalId}</td>
      <td className="text-end">{String(p.number)}</td>
      <td className="text-end">{formatNumber(p.fit)}</td>
      <td>{p.lateEarly ?? ''}</td>
    </tr>
  );
  const control = (from: number, label: string, testId: string) => (
    <tr key={`c${from}`}>
      <td colSpan={6} className="text-center py-0">
        <Button variant="link" size="sm" onClick={() => toggle(from)} data-testid={testId}>
          {label}
        </Button>
      </td>
    </tr>
  );
  return (
    <Table size="sm" bordered className="mb-0 small" data-testid="outlier-table">
      <thead>
        <tr>
          <th className="text-end">#</th>
          <th>Invoice Date</th>
          <th>Invoice Number</th>
          <th className="text-end">Number</th>
          <th className="text-end">Expected</th>
          <th>Late / Early</th>
        </tr>
      </thead>
      <tbody>
        {segments.map((s) => {
          const rows = points.slice(s.from, s.to + 1).map((p, k) => row(p, s.from + k));
          if (s.kind === 'shown') return <Fragment key={s.from}>{rows}</Fragment>;
          const n = s.to - s.from + 1;
          return expanded.has(s.from) ? (
            <Fragment key={s.from}>
              {control(s.from, '- hide', 'outlier-hide')}
              {rows}
            </Fragment>
          ) : (
            control(
              s.from,
              `+ show more (${formatNumber(n)} ${n === 1 ? 'invoice' : 'invoices'})`,
              'outlier-show-more',
            )
          );
        })}
      </tbody>
    </Table>
  );
}
