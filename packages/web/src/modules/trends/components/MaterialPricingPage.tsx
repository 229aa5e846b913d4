import { messages, type Row, type SummaryResponse } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { accountGroupPayload } from '../../selection/utils/accountGroupPayload';
import { selectionPayload } from '../../selection/utils/selectionPayload';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import type { MaterialSeries } from '../types/MaterialSeries';
import { offenderOptionsPayload } from '../utils/offenderOptionsPayload';
import { MaterialSeriesSelect } from './MaterialSeriesSelect';
import { MaterialTrendCharts } from './MaterialTrendCharts';
import { OffendersTab } from './OffendersTab';

type Tab = 'topOffenders' | 'detailedAnalysis';

const asSeries = (row: Row): MaterialSeries => ({
  material_number: String(row['material_number']),
  vendor_id: String(row['vendor_id']),
  description: row['description'] === null ? null : String(row['description'] ?? ''),
  vendor_name: row['vendor_name'] === null ? null : String(row['vendor_name'] ?? ''),
});

/**
 * /trends/material_pricing (spec 03 §2.7): the 'Price increases > 5%' offenders and the 'Detailed
 * Analysis' price trends of a material and vendor; choosing an offender switches to its detail.
 * Scoped by the top bar's company code, date range (an offender's latest PO) and account groups.
 */
export function MaterialPricingPage() {
  const selection = useReadySelection();
  const [tab, setTab] = useState<Tab>('topOffenders');
  const [chosen, setChosen] = useState<MaterialSeries | undefined>();
  const { system_id, year, qualifier, company_code } = selectionPayload(selection);
  const { vendor_type, vendor_type_col_name } = accountGroupPayload(selection);
  const scope = useMemo<TableQueryBase>(
    () => ({
      system_id,
      year,
      qualifier,
      company_code,
      module: 'material_pricing',
      analysis: 'price_increases',
      ...(vendor_type ? { vendor_type, vendor_type_col_name } : {}),
    }),
    [system_id, year, qualifier, company_code, vendor_type, vendor_type_col_name],
  );
  const options = useQuery<SummaryResponse | null, Error>({
    queryKey: ['summary', offenderOptionsPayload(scope)],
    enabled: tab === 'detailedAnalysis',
    queryFn: ({ signal }) => fetchSummary(offenderOptionsPayload(scope), signal),
  });
  const series = (options.data?.data ?? []).map(asSeries);
  const current = chosen ?? series[0];

  return (
    <div className="p-3" data-testid="material-pricing">
      <Nav
        variant="tabs"
        role="tablist"
        activeKey={tab}
        onSelect={(k) => k && setTab(k as Tab)}
        className="mb-3"
      >
        <Nav.Item>
          <Nav.Link eventKey="topOffenders" data-testid="tab-topOffenders">
            Price increases &gt; 5%
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link eventKey="detailedAnalysis" data-testid="tab-detailedAnalysis">
            Detailed Analysis
          </Nav.Link>
        </Nav.Item>
      </Nav>
      {tab === 'topOffenders' ? (
        <OffendersTab
          scope={scope}
          currency={selection.system.currency}
          onChoose={(row) => {
            setChosen(asSeries(row));
            setTab('detailedAnalysis');
          }}
        />
      ) : (
        <section data-testid="detailed-analysis">
          <MaterialSeriesSelect
            options={
              chosen &&
              !series.some(
                (s) => s.material_number === chosen.material_number && s.vendor_id === chosen.vendor_id,
              )
                ? [chosen, ...series]
                : series
            }
            loaded={options.isSuccess}
            value={current}
            onChange={setChosen}
          />
          {current ? (
            <MaterialTrendCharts systemId={system_id} series={current} />
          ) : (
            <p data-testid="material-series-state">
              {options.isPending ? messages.loading : options.isSuccess ? messages.noResults : ''}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
