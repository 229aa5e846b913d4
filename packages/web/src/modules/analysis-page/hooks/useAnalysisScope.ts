import type { ModulePage } from '@spendlens/domain';
import { useMemo } from 'react';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { selectionPayload } from '../../selection/utils/selectionPayload';

/** The scope every query of an analysis page starts from: system, dates, company code, the analysis. */
export function useAnalysisScope(page: ModulePage, moduleApiName: string | undefined): TableQueryBase {
  const selection = useReadySelection();
  const scope = selectionPayload(selection);
  const { system_id, year, qualifier, company_code } = scope;
  const allDates = page.allDatesOnly === true;
  return useMemo(
    () => ({
      system_id,
      year: allDates ? -1 : year,
      qualifier: allDates ? -1 : qualifier,
      company_code,
      module: page.apiModuleName || moduleApiName || '',
      analysis: page.apiAnalysisName,
    }),
    [
      system_id,
      year,
      qualifier,
      company_code,
      allDates,
      page.apiModuleName,
      page.apiAnalysisName,
      moduleApiName,
    ],
  );
}
