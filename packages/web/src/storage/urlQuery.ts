/**
 * The one owner of the URL query (STYLE rule 12, spec 01 §2 'URL query'): the shared selections
 * system, year, qualifier and company_code, and the view parameter that picks a page's first tab.
 * Page-specific parameters that this module does not know are kept untouched.
 */

export interface SelectionQuery {
  system?: number;
  year?: number;
  qualifier?: string;
  companyCode?: string;
}

/** A complete selection as written to the address. */
export interface SelectionQueryValues {
  system: number;
  year: number;
  qualifier: string;
  companyCode: string;
}

const names = {
  system: 'system',
  year: 'year',
  qualifier: 'qualifier',
  companyCode: 'company_code',
  accountGroup: 'account_group',
  systems: 'systems',
  view: 'view',
} as const;

function readText(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' || value === 'undefined' || value === 'null' ? undefined : value;
}

function readInteger(params: URLSearchParams, name: string): number | undefined {
  const value = readText(params, name);
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

export function readSelectionQuery(params: URLSearchParams): SelectionQuery {
  return {
    system: readInteger(params, names.system),
    year: readInteger(params, names.year),
    qualifier: readText(params, names.qualifier),
    companyCode: readText(params, names.companyCode),
  };
}

/** True when the address already says exactly this selection. */
export function selectionQueryMatches(params: URLSearchParams, values: SelectionQueryValues): boolean {
  const query = readSelectionQuery(params);
  return (
    query.system === values.system &&
    query.year === values.year &&
    query.qualifier === values.qualifier &&
    query.companyCode === values.companyCode
  );
}

/** A copy of the query with the given parts of the selection written in; other parameters are kept. */
export function withSelectionQuery(
  params: URLSearchParams,
  values: Partial<SelectionQueryValues>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (values.system !== undefined) next.set(names.system, String(values.system));
  if (values.year !== undefined) next.set(names.year, String(values.year));
  if (values.qualifier !== undefined) next.set(names.qualifier, values.qualifier);
  if (values.companyCode !== undefined) next.set(names.companyCode, values.companyCode);
  return next;
}

/** '?system=…&year=…' for links that keep the selection when moving between pages. */
export function selectionSearch(values: SelectionQueryValues): string {
  return `?${withSelectionQuery(new URLSearchParams(), values).toString()}`;
}

/** The view parameter (spec 01 §2): sets the default tab of an analysis page. */
export function readViewQuery(params: URLSearchParams): string | undefined {
  return readText(params, names.view);
}

/** The chosen account groups (repeated account_group parameters); none means no filter. */
export function readAccountGroupQuery(params: URLSearchParams): string[] {
  return params
    .getAll(names.accountGroup)
    .map((value) => value.trim())
    .filter((value) => value !== '' && value !== 'undefined' && value !== 'null');
}

/** A copy of the query with the account groups written in (removed for no filter). */
export function withAccountGroupQuery(params: URLSearchParams, groups: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(names.accountGroup);
  for (const group of groups) next.append(names.accountGroup, group);
  return next;
}

/** The systems chosen on a cross-system page (repeated systems parameters, ids); none means all. */
export function readSystemsQuery(params: URLSearchParams): number[] {
  return [
    ...new Set(
      params
        .getAll(names.systems)
        .map((value) => value.trim())
        .filter((value) => /^\d{1,9}$/.test(value))
        .map(Number),
    ),
  ];
}

/** A copy of the query with the chosen systems written in (removed for all systems). */
export function withSystemsQuery(params: URLSearchParams, systemIds: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(names.systems);
  for (const id of systemIds) next.append(names.systems, String(id));
  return next;
}
