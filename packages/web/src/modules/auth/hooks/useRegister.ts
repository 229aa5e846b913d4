import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { localStore } from '../../../storage/localStore';
import { captchaHeaders } from '../utils/captchaHeaders';
import { internationalMobile } from '../utils/internationalMobile';
import type { RegisterFormValues } from '../utils/registerFormSchema';
import { RegistrationError } from '../utils/RegistrationError';
import { registrationFailureFor } from '../utils/registrationFailureFor';

async function register(values: RegisterFormValues & { captchaToken: string | null }): Promise<void> {
  const { mobileCountry, confirmPassword: _confirm, captchaToken, ...fields } = values;
  const mobile = internationalMobile(mobileCountry, fields.mobile);
  try {
    await apiRequest(`check_mobile/${encodeURIComponent(mobile)}`, asIs<unknown>, {
      signOutOnUnauthorised: false,
    });
  } catch (error) {
    throw new RegistrationError(registrationFailureFor('check_mobile', error));
  }
  try {
    await apiRequest('createuser', asIs<unknown>, {
      method: 'POST',
      body: { ...fields, mobile },
      headers: captchaHeaders(captchaToken),
      signOutOnUnauthorised: false,
    });
  } catch (error) {
    throw new RegistrationError(registrationFailureFor('createuser', error));
  }
}

/** Registration (spec 01 §4): mobile check, createuser, then the awaiting-activation screen. */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: register,
    onSuccess: async (_answer, values) => {
      localStore.setRegistrationSuccess(true);
      await navigate('/awaitingactivation', {
        state: { firstname: values.firstname, email: values.uid },
      });
    },
  });
}
