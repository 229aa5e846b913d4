import { apiRequest, asIs } from '../../../api/apiClient';

/** GET systems/:system/display_config/versions/:version: one saved configuration. */
export async function fetchDisplayConfigVersion(systemId: number, version: number): Promise<unknown> {
  const result = await apiRequest(`systems/${systemId}/display_config/versions/${version}`, asIs<unknown>);
  return result.kind === 'data' ? result.data : {};
}
