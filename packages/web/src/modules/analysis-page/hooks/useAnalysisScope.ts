import type { ModulePage } from '@spendlens/domain';
import { useMemo } from 'react';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { accountGroupPayload } from '../../selection/utils/accountGroupPayload';
import { legacyDateMode } from '../../selection/utils/legacyDateMode';
import { selectionPayload } from '../../selection/utils/selectionPayload';

/**
 * The scope every query of an analysis page starts from: system, dates (their legacy values in the
 * legacy date mode), company code, the chosen
 * account groups (spec 01 §6, 02 §6: every request of an analysis page, never a dashboard's; not on
 * a page flagged allAccountGroupsOnly) and the analysis. Its summary, detail, chart, value lists,
 * drill-down and CSV export all build on it.
 */
export function useAnalysisScope(page: ModulePage, moduleApiName: string | undefined): TableQueryBase {
  const selection = useReadySelection();
  const scope = selectionPayload(selection, legacyDateMode(selection.displayConfig, page));
  const { system_id, year, qualifier, company_code } = scope;
  const allDates = page.allDatesOnly === true;
  const groups = page.allAccountGroupsOnly ? {} : accountGroupPayload(selection);
  // the groups' array is new on every render of the provider: the key keeps the scope stable
  const groupsKey = JSON.stringify(groups);
  return useMemo(
    () => ({
      system_id,
      year: allDates ? -1 : year,
      qualifier: allDates ? -1 : qualifier,
      company_code,
      ...(JSON.parse(groupsKey) as ReturnType<typeof accountGroupPayload>),
      module: page.apiModuleName || moduleApiName || '',
      analysis: page.apiAnalysisName,
    }),
    [
      system_id,
      year,
      qualifier,
      company_code,
      groupsKey,
      allDates,
      page.apiModuleName,
      page.apiAnalysisName,
      moduleApiName,
    ],
  );
}
