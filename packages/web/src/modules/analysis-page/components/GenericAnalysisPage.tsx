import { nameColumnFor, type FilterGroup, type Row } from '@spendlens/domain';
import { Suspense, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useSearchParams } from 'react-router';
import { readViewQuery } from '../../../storage/urlQuery';
import { useCrossSystems } from '../../selection/hooks/useCrossSystems';
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
import {
  drillDownFilter,
  drillDownLabel,
  excludeIntercoFilter,
  findingDrillDown,
} from '../utils/drillDownFilter';
import { defaultHidden, hideOptionsFilter } from '../utils/hideOptionsFilter';
import { lazyComponent } from '../../../app/lazyComponent';
import { DetailView } from './DetailView';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { HideOptions } from './HideOptions';
import { SummaryView } from './SummaryView';

// the chart library loads with the first chart shown, not with the table
const ChartView = lazyComponent(() => import('./ChartView').then((m) => m.ChartView));

const intercoColumn = 'is_intercompany';

/**
 * The analysis page driven by the display configuration (spec 02 §2, route /:moduleName/:analysisName):
 * Trend / Distribution / Summary / Detail tabs as the page allows, the view from ?view=, the
 * inter-company option and the page's hide options, the page-help alert, and the summary's drill-down to the detail. A
 * cross-system (multiSystemOnly) page of a multi-system reads it over the member systems chosen in
 * the multi-select system dropdown (POST /summary member_systems).
 */
export function GenericAnalysisPage({ module, page }: ModulePageProps) {
  const selection = useReadySelection();
  const [searchParams, setSearchParams] = useSearchParams();
  const views = analysisViews(page);
  const [view, setView] = useState<AnalysisView>(() =>
    initialView(views, readViewQuery(searchParams), page.defaultView),
  );
  // a link to one finding (?finding=) opens the detail on its rows
  const [drillDown, setDrillDown] = useState<{ filter: FilterGroup[]; label: string } | undefined>(() =>
    findingDrillDown(searchParams.get('finding'), page.detailTable?.columns ?? []),
  );
  const hasRegions = selection.displayConfig.regions.length > 0;
  // the region column is removed when the system has no regions (spec 01 §2)
  const columns = useMemo(
    () => (page.detailTable?.columns ?? []).filter((c) => hasRegions || c.name !== 'region'),
    [page.detailTable, hasRegions],
  );
  const hasInterco = columns.some((c) => c.name === intercoColumn);
  const [excludeInterco, setExcludeInterco] = useState(false);
  const hideOptions = page.hideOptions ?? [];
  const [hidden, setHidden] = useState<string[]>(() => defaultHidden(hideOptions));
  const baseScope = useAnalysisScope(page, module.apiModuleName);
  const scope = useMemo(
    () => ({
      ...baseScope,
      filter: [
        ...excludeIntercoFilter(excludeInterco, hasInterco ? intercoColumn : undefined),
        ...hideOptionsFilter(hideOptions, hidden, columns),
      ],
    }),
    [baseScope, excludeInterco, hasInterco, hideOptions, hidden, columns],
  );
  const cross = useCrossSystems();
  const exportName = `${module.name}-${page.name}`;
  // a cross-system page reads its multi-system over the members chosen in the multi-select system
  // dropdown (none chosen: all); the server reads only the members the user's grant holds
  const readScope =
    page.multiSystemOnly && cross.chosen.length > 0 ? { ...scope, member_systems: cross.chosen } : scope;

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
      {hideOptions.length > 0 && <HideOptions options={hideOptions} ticked={hidden} onChange={setHidden} />}
      {(view === 'chart' || view === 'distribution') && page.chart && (
        <Suspense fallback={<LoadingMessage />}>
          <ChartView
            scope={readScope}
            chart={page.chart}
            nameColumn={nameColumnFor(page.chart.x, columns)}
            bins={columns.find((c) => c.name === page.chart!.x)?.order}
          />
        </Suspense>
      )}
      {view === 'summary' && page.summaryTable && (
        <SummaryView
          scope={readScope}
          summary={page.summaryTable}
          detailColumns={columns}
          currency={selection.system.currency}
          exportName={exportName}
          onShowDetails={showDetails}
        />
      )}
      {view === 'detail' && (
        <DetailView
          scope={readScope}
          columns={columns}
          currency={selection.system.currency}
          exportName={exportName}
          drillDown={drillDown}
          onClearDrillDown={() => setDrillDown(undefined)}
          rowChart={page.rowChart}
        />
      )}
    </div>
  );
}
