import { vatCheckAnswerSchema } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

const parseAnswer = (json: unknown) => vatCheckAnswerSchema.parse(json);

/**
 * GET external/vat/:vatNumber (spec 03 §7): the check of one VAT number, made anew each time the
 * modal opens (an answer is never kept in memory: the register may have changed its mind); null when
 * the server answered no content.
 */
export function useVatCheck(vatNumber: string) {
  return useQuery({
    queryKey: ['vat_check', vatNumber],
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`external/vat/${encodeURIComponent(vatNumber)}`, parseAnswer, {
        signal,
      });
      return result.kind === 'data' ? result.data : null;
    },
  });
}
