import {
  dashboardWidgetAnswerSchema,
  type DashboardWidgetData,
  type DashboardWidgetName,
} from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';
import { dashboardDateRange } from '../utils/dashboardDateRange';

export interface DashboardWidgetScope {
  system_id: number;
  year: number;
  qualifier: string | -1;
  company_code: string | -1;
}

/**
 * GET dashboard/:name/:system/:dateRange?company_code= (spec 01 §7): one widget's data for the
 * selection, checked against the domain's answer schema. Under the 'dashboard' key, so a change of
 * a case (useUpdateCase) reads it again.
 */
export function useDashboardWidget<N extends DashboardWidgetName>(name: N, scope: DashboardWidgetScope) {
  const dateRange = dashboardDateRange(scope);
  const companyCode = String(scope.company_code);
  return useQuery({
    queryKey: ['dashboard', 'widget', name, scope.system_id, dateRange, companyCode],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `dashboard/${name}/${scope.system_id}/${encodeURIComponent(dateRange)}?company_code=${encodeURIComponent(companyCode)}`,
        (json) => dashboardWidgetAnswerSchema.parse(json),
        { signal },
      );
      if (result.kind !== 'data' || result.data.name !== name) throw new Error(`No answer for ${name}`);
      return result.data.data as DashboardWidgetData<N>;
    },
  });
}
