import type { ModulePage } from '@spendlens/domain';

export type AnalysisView = 'chart' | 'distribution' | 'summary' | 'detail';

/** The tabs a page's display configuration allows, in the order of spec 01 §2. */
export function analysisViews(
  page: Pick<ModulePage, 'chart' | 'summaryTable' | 'defaultView'>,
): AnalysisView[] {
  const views: AnalysisView[] = [];
  if (page.chart) views.push('chart');
  // the Distribution tab draws the page's chart by value range; without a chart there is none
  if (page.defaultView === 'distribution' && page.chart) views.push('distribution');
  if (page.summaryTable && page.summaryTable.viewByList.length > 0) views.push('summary');
  views.push('detail');
  return views;
}

/** The tab to open: the URL's view when the page has it, else the configured default, else the first. */
export function initialView(
  views: AnalysisView[],
  urlView: string | undefined,
  defaultView: string | undefined,
): AnalysisView {
  const pick = (v: string | undefined) => views.find((view) => view === v);
  return pick(urlView) ?? pick(defaultView) ?? views[0] ?? 'detail';
}

/**
 * The title of the chart tab: 'Trend' when the chart runs over months, quarters or years, otherwise
 * 'Charts' (the custom title of spec 01 §2).
 */
export function chartTabTitle(x: string | undefined): string {
  return x && ['year_month', 'quarter', 'year', 'month'].includes(x) ? 'Trend' : 'Charts';
}

export const viewTitles: Record<Exclude<AnalysisView, 'chart'>, string> = {
  distribution: 'Distribution',
  summary: 'Summary',
  detail: 'Detail',
};
