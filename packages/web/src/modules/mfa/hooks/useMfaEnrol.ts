import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { enrolFailureFor } from '../utils/enrolFailureFor';

/** What step 2 shows: the QR code (a data URL) and the key to type in when it cannot be scanned. */
export interface Enrolment {
  qrCodeUrl: string;
  secret: string | null;
}

function enrolmentOf(json: unknown): Enrolment | null {
  const { qrCodeUrl, secret } = (json ?? {}) as { qrCodeUrl?: unknown; secret?: unknown };
  if (typeof qrCodeUrl !== 'string') return null;
  return { qrCodeUrl, secret: typeof secret === 'string' ? secret : null };
}

async function enrol(): Promise<Enrolment> {
  try {
    const result = await apiRequest('mfa/enroll', enrolmentOf, { method: 'POST' });
    if (result.kind === 'data' && result.data) return result.data;
    throw new ApiError('http', 200, 'mfa/enroll answered no QR code');
  } catch (error) {
    throw new Error(enrolFailureFor(error), { cause: error });
  }
}

/**
 * POST mfa/enroll: the QR code of the user's authenticator secret (spec 03 §7) — the one waiting for
 * confirmation when there is one, so a reload of step 2 shows the code already scanned.
 */
export function useMfaEnrol() {
  return useMutation({ mutationFn: enrol });
}
