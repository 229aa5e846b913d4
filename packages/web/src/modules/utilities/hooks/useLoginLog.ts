import { useSummaries } from '../../summary/hooks/useSummaries';
import { loginLogPayload } from '../utils/loginLogPayload';

/** The Login Log rows of one page through POST /summary. */
export function useLoginLog(systemId: number, pageNumber: number) {
  return useSummaries([loginLogPayload(systemId, pageNumber)]);
}
