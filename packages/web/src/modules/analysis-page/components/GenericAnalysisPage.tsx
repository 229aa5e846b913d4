import type { FilterGroup, Row } from '@spendlens/domain';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useSearchParams } from 'react-router';
import { readViewQuery } from '../../../storage/urlQuery';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import type { ModulePageProps } from '../../shell/types/ModulePageProps';
import { useAnalysisScope } from '../hooks/useAnalysisScope';
import {
  analysisViews,
  chartTabTitle,
  initialView,
  viewTitles,
  type AnalysisView,
} from '../utils/analysisViews';
import { drillDownFilter, drillDownLabel, excludeIntercoFilter } from '../utils/drillDownFilter';
import { ChartView } from './ChartView';
import { DetailView } from './DetailView';
import { SummaryView } from './SummaryView';

const intercoColumn = 'is_intercompany';

/**
 * The analysis page driven by the display configuration (spec 02 §2, route /:moduleName/:analysisName):
 * Trend / Distribution / Summary / Detail tabs as the page allows, the view from ?view=, the
 * inter-company option, the page-help alert, and the summary's drill-down to the detail.
 */
export function GenericAnalysisPage({ module, page }: ModulePageProps) {
  const selection = useReadySelection();
  const [searchParams, setSearchParams] = useSearchParams();
  const views = analysisViews(page);
  const [view, setView] = useState<AnalysisView>(() =>
    initialView(views, readViewQuery(searchParams), page.defaultView),
  );
  const [drillDown, setDrillDown] = useState<{ filter: FilterGroup[]; label: string } | undefined>();
  const hasRegions = selection.displayConfig.regions.length > 0;
  // the region column is removed when the system has no regions (spec 01 §2)
  const columns = useMemo(
    () => (page.detailTable?.columns ?? []).filter((c) => hasRegions || c.name !== 'region'),
    [page.detailTable, hasRegions],
  );
  const hasInterco = columns.some((c) => c.name === intercoColumn);
  const [excludeInterco, setExcludeInterco] = useState(false);
  const baseScope = useAnalysisScope(page, module.apiModuleName);
  const scope = useMemo(
    () => ({
      ...baseScope,
      filter: excludeIntercoFilter(excludeInterco, hasInterco ? intercoColumn : undefined),
    }),
    [baseScope, excludeInterco, hasInterco],
  );
  const currency = selection.system.currency;
  const exportName = `${module.name}-${page.name}`;

  const choose = (next: AnalysisView) => {
    setView(next);
    const params = new URLSearchParams(searchParams);
    params.set('view', next);
    setSearchParams(params, { replace: true });
  };
  const showDetails = (groupColumns: string[], row: Row) => {
    setDrillDown({ filter: drillDownFilter(groupColumns, row), label: drillDownLabel(groupColumns, row) });
    choose('detail');
  };

  return (
    <div className="p-3" data-testid="analysis-page">
      <div className="d-flex align-items-center gap-3 mb-2 flex-wrap">
        <Nav
          variant="tabs"
          activeKey={view}
          onSelect={(key) => key && choose(key as AnalysisView)}
          className="flex-grow-1"
        >
          {views.map((v) => (
            <Nav.Item key={v}>
              <Nav.Link eventKey={v} data-testid={`tab-${v}`}>
                {v === 'chart' ? chartTabTitle(page.chart?.x) : viewTitles[v]}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        {hasInterco && (
          <Form.Check
            id="exclude-interco"
            label="exclude inter-company transactions"
            checked={excludeInterco}
            onChange={(e) => setExcludeInterco(e.target.checked)}
          />
        )}
      </div>
      {view === 'chart' && page.chart && <ChartView scope={scope} chart={page.chart} />}
      {view === 'distribution' &&
        (page.chart ? <ChartView scope={scope} chart={page.chart} /> : <div>Chart not done yet</div>)}
      {view === 'summary' && page.summaryTable && (
        <SummaryView
          scope={scope}
          summary={page.summaryTable}
          detailColumns={columns}
          currency={currency}
          exportName={exportName}
          onShowDetails={showDetails}
        />
      )}
      {view === 'detail' && (
        <DetailView
          scope={scope}
          columns={columns}
          currency={currency}
          exportName={exportName}
          drillDown={drillDown}
          onClearDrillDown={() => setDrillDown(undefined)}
        />
      )}
    </div>
  );
}
