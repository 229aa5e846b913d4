import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { enrolFailureFor } from '../utils/enrolFailureFor';

async function enrol(): Promise<string> {
  try {
    const result = await apiRequest('mfa/enroll', (json) => (json as { qrCodeUrl?: unknown }).qrCodeUrl, {
      method: 'POST',
    });
    if (result.kind === 'data' && typeof result.data === 'string') return result.data;
    throw new ApiError('http', 200, 'mfa/enroll answered no QR code');
  } catch (error) {
    throw new Error(enrolFailureFor(error), { cause: error });
  }
}

/** POST mfa/enroll: the QR code (a data URL) of a new authenticator secret (spec 03 §7). */
export function useMfaEnrol() {
  return useMutation({ mutationFn: enrol });
}
