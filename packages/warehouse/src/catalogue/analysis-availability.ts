import { accountGroupColumnFor, type ErpType } from '@spendlens/domain';
import { analysisKey, type AnalysisDefinition, type AnalysisDisplay } from '../catalogue-types';
import { catalogue } from './catalogue';
import { sourceSupport, type SourceGap } from './source-support';

/** An analysis as a system type shows it, and where its presented columns are in the published table. */
export interface PresentedAnalysis {
  /** Columns renamed and hidden, page options the type's; `sql`, `exception` as published. */
  def: AnalysisDefinition;
  /** Presented name → published name, for each column the type presents under another name. */
  published: Readonly<Record<string, string>>;
}

export type AnalysisAvailability =
  | { available: true; presented: PresentedAnalysis }
  | {
      available: false;
      /** The required canonical columns the type's source leaves empty. */
      missing: readonly SourceGap[];
      /** '<type name> systems: <column> (<why>); …', for messages and docs. */
      reason: string;
    };

/** The display name of the account-group column by its name for the type (spec 01 §9 'vendor type or category'). */
const accountGroupLabels = {
  account_group: 'Account Group',
  category: 'Category',
  vendor_type: 'Vendor Type',
} as const;

function presentDisplay(
  display: AnalysisDisplay | undefined,
  rename: (name: string) => string,
  shown: (name: string) => boolean,
  label: (name: string, displayName: string) => string,
  own: AnalysisDisplay['hideOptions'],
): AnalysisDisplay | undefined {
  if (!display && !own?.length) return display;
  const { summaryTable, chart, hideOptions, rowChart, ...rest } = display ?? {};
  // the type's own options replace the catalogue's (spec 02: each ERP's data quality has its own)
  const options = own?.length
    ? own
    : (hideOptions ?? []).filter((o) => shown(o.column)).map((o) => ({ ...o, column: rename(o.column) }));
  return {
    ...rest,
    ...(summaryTable
      ? {
          summaryTable: {
            ...summaryTable,
            viewByList: summaryTable.viewByList
              .filter((v) => shown(v.name))
              .map((v) => ({ name: rename(v.name), displayName: label(v.name, v.displayName) })),
            aggregate: summaryTable.aggregate
              .filter((a) => shown(a.col))
              .map((a) => ({ ...a, col: rename(a.col) })),
            ...(summaryTable.sortField ? { sortField: rename(summaryTable.sortField) } : {}),
          },
        }
      : {}),
    ...(chart
      ? {
          chart: (({ series, ...rest }) => ({
            ...rest,
            x: rename(chart.x),
            measures: chart.measures.map((m) => ({ ...m, col: rename(m.col) })),
            // a series column the type hides is left out: one line per measure instead
            ...(series && shown(series) ? { series: rename(series) } : {}),
          }))(chart),
        }
      : {}),
    ...(options.length > 0 ? { hideOptions: options } : {}),
    ...(rowChart ? { rowChart: { ...rowChart, idColumn: rename(rowChart.idColumn) } } : {}),
  };
}

/** The type's help notes after the page's own help (a help of their own when the page has none). */
function withHelpNotes(
  display: AnalysisDisplay | undefined,
  notes: readonly string[],
): AnalysisDisplay | undefined {
  if (notes.length === 0) return display;
  const help = display?.helpAlert;
  return {
    ...display,
    helpAlert: { variant: help?.variant ?? 'info', text: [help?.text, ...notes].filter(Boolean).join(' ') },
  };
}

/**
 * How `type` presents `def`: the account-group column under the type's name (spec 01 §7
 * vendor_type_col_name), without the columns the type hides, with the page options and help notes it adds.
 */
function present(def: AnalysisDefinition, type: ErpType): PresentedAnalysis {
  const support = sourceSupport[type];
  const key = analysisKey(def);
  const hidden = new Set(support.hiddenColumns.filter((h) => h.analysis === key).flatMap((h) => h.columns));
  const own = support.hideOptions.filter((o) => o.analysis === key).flatMap((o) => o.options);
  const notes = (support.helpNotes ?? []).filter((n) => n.analysis === key).map((n) => n.text);
  const from = def.accountGroupColumn;
  const to = accountGroupColumnFor(type);
  if (hidden.size === 0 && own.length === 0 && notes.length === 0 && (from === null || from === to))
    return { def, published: {} };
  const renamed = from !== null && from !== to;
  const rename = (name: string) => (renamed && name === from ? to : name);
  const label = (name: string, displayName: string) =>
    renamed && name === from ? accountGroupLabels[to] : displayName;
  const shown = (name: string) => !hidden.has(name);
  const display = withHelpNotes(presentDisplay(def.display, rename, shown, label, own), notes);
  return {
    def: {
      ...def,
      columns: def.columns
        .filter((c) => shown(c.name))
        .map((c) =>
          renamed && c.name === from ? { ...c, name: to, displayName: label(c.name, c.displayName) } : c,
        ),
      accountGroupColumn: from === null ? null : rename(from),
      ...(display ? { display } : {}),
    },
    published: renamed ? { [to]: from } : {},
  };
}

/** Whether `type` has `def` (every canonical column it requires is filled), and how it presents it. */
export function analysisFor(def: AnalysisDefinition, type: ErpType): AnalysisAvailability {
  const support = sourceSupport[type];
  const excluded = support.notInSpec.find((n) => n.analysis === analysisKey(def));
  if (excluded)
    return { available: false, missing: [], reason: `${support.name} systems: ${excluded.reason}` };
  const missing = support.empty.filter((gap) => def.requires?.includes(gap.column));
  if (missing.length > 0)
    return {
      available: false,
      missing,
      reason: `${support.name} systems: ${missing.map((g) => `${g.column} is empty (${g.reason})`).join('; ')}`,
    };
  return { available: true, presented: present(def, type) };
}

/** The analyses of the catalogue `type` has not, each with why. */
export function unavailableAnalyses(type: ErpType): { def: AnalysisDefinition; reason: string }[] {
  return catalogue.flatMap((def) => {
    const availability = analysisFor(def, type);
    return availability.available ? [] : [{ def, reason: availability.reason }];
  });
}
