import type { DisplayConfig } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

const emptyConfig: DisplayConfig = {
  modules: [],
  dashboard: { modules: [] },
  regions: [],
  defaults: { module: 'dashboard', page: 'dashboard' },
  ui_params: { page_date_ranges: {} },
};

async function fetchDisplayConfig(systemId: number, signal: AbortSignal): Promise<DisplayConfig> {
  const result = await apiRequest(`systems/${systemId}/display_config`, asIs<Partial<DisplayConfig>>, {
    signal,
  });
  if (result.kind === 'no_data') return emptyConfig;
  // Tolerate a configuration that leaves optional parts out.
  const modules = Array.isArray(result.data.modules) ? result.data.modules : [];
  return {
    ...emptyConfig,
    ...result.data,
    modules: modules.map((module) => ({ ...module, pages: Array.isArray(module.pages) ? module.pages : [] })),
  };
}

/** GET systems/:id/display_config: modules, pages and defaults of a system (spec 01 §3). */
export function useDisplayConfig(systemId: number | undefined) {
  return useQuery({
    queryKey: ['systems', systemId, 'display_config'],
    queryFn: ({ signal }) => fetchDisplayConfig(systemId ?? -1, signal),
    enabled: systemId !== undefined,
  });
}
