import { dateRangeOptions, type PeriodOption } from '@spendlens/domain';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localStore } from '../../../storage/localStore';
import {
  readAccountGroupQuery,
  readSelectionQuery,
  selectionQueryMatches,
  withAccountGroupQuery,
  withSelectionQuery,
} from '../../../storage/urlQuery';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useCompanyCodes } from '../hooks/useCompanyCodes';
import { useDisplayConfig } from '../hooks/useDisplayConfig';
import { useSystems } from '../hooks/useSystems';
import type { SelectionActions, SelectionState, SelectionStatus } from '../types/Selection';
import { resolveCompanyCode, resolveDateRange, resolveSystem } from '../utils/resolveSelection';
import { SelectionContext } from '../utils/SelectionContext';

/**
 * Loads the shared parameters in stages (systems, then the system's display configuration and
 * company codes) and resolves the selection from the address first, local storage second, defaults
 * last. Once resolved, the selection is written back to both (spec 01 §2 'URL query', §4).
 */
export function SelectionProvider({ children }: { children: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readSelectionQuery(searchParams);
  const stored = localStore.getSelection();
  const signOut = useSignOut();

  const systemsQuery = useSystems();
  const systems = systemsQuery.data;
  const system = systems ? resolveSystem(systems, query.system, stored.system) : undefined;
  const displayConfigQuery = useDisplayConfig(system?.id);
  const companyCodesQuery = useCompanyCodes(system?.id);
  const minDate = system?.min_date;
  const maxDate = system?.max_date;
  const periodOptions = useMemo(() => dateRangeOptions(minDate, maxDate), [minDate, maxDate]);

  // A failing systems call signs the user out (spec 01 §7).
  const systemsFailed = systemsQuery.isError;
  useEffect(() => {
    if (systemsFailed) void signOut();
  }, [systemsFailed, signOut]);

  const status: SelectionStatus = (() => {
    if (!systems) return { status: 'loading' };
    if (!system) return { status: 'no_systems' };
    if (displayConfigQuery.isError || companyCodesQuery.isError) return { status: 'error', systems, system };
    if (!displayConfigQuery.data || !companyCodesQuery.data) return { status: 'loading', systems, system };
    return {
      status: 'ready',
      systems,
      system,
      displayConfig: displayConfigQuery.data,
      companyCodes: companyCodesQuery.data,
      companyCode: resolveCompanyCode(companyCodesQuery.data, query.companyCode, stored.companyCode),
      periodOptions,
      dateRange: resolveDateRange(periodOptions, query, stored),
      accountGroups: readAccountGroupQuery(searchParams),
    };
  })();

  const ready = status.status === 'ready' ? status : null;
  const resolvedSystem = ready?.system.id;
  const resolvedYear = ready?.dateRange.year;
  const resolvedQualifier = ready?.dateRange.qualifier;
  const resolvedCompanyCode = ready?.companyCode;
  useEffect(() => {
    if (
      resolvedSystem === undefined ||
      resolvedYear === undefined ||
      resolvedQualifier === undefined ||
      resolvedCompanyCode === undefined
    ) {
      return;
    }
    const values = {
      system: resolvedSystem,
      year: resolvedYear,
      qualifier: resolvedQualifier,
      companyCode: resolvedCompanyCode,
    };
    localStore.setSelection(values);
    // Rewrite the address only when it says something else; a no-op navigation would loop.
    if (!selectionQueryMatches(searchParams, values)) {
      setSearchParams((current) => withSelectionQuery(current, values), { replace: true });
    }
  }, [resolvedSystem, resolvedYear, resolvedQualifier, resolvedCompanyCode, searchParams, setSearchParams]);

  const setSystem = useCallback(
    (systemId: number) =>
      // Account groups belong to a system: a new system starts without a filter.
      setSearchParams(
        (current) => withAccountGroupQuery(withSelectionQuery(current, { system: systemId }), []),
        {
          replace: true,
        },
      ),
    [setSearchParams],
  );
  const setCompanyCode = useCallback(
    (companyCode: string) =>
      setSearchParams((current) => withSelectionQuery(current, { companyCode }), { replace: true }),
    [setSearchParams],
  );
  const setDateRange = useCallback(
    (option: PeriodOption) =>
      setSearchParams(
        (current) => withSelectionQuery(current, { year: option.year, qualifier: option.qualifier }),
        {
          replace: true,
        },
      ),
    [setSearchParams],
  );
  const setAccountGroups = useCallback(
    (groups: string[]) =>
      setSearchParams((current) => withAccountGroupQuery(current, groups), { replace: true }),
    [setSearchParams],
  );
  const actions: SelectionActions = useMemo(
    () => ({ setSystem, setCompanyCode, setDateRange, setAccountGroups }),
    [setSystem, setCompanyCode, setDateRange, setAccountGroups],
  );

  const value: SelectionState = { ...status, ...actions };
  return <SelectionContext value={value}>{children}</SelectionContext>;
}
