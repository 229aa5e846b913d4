import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

export type RegisterField =
  'uid' | 'firstname' | 'lastname' | 'company' | 'password' | 'confirmPassword' | 'mobile';
const fields: readonly string[] = [
  'uid',
  'firstname',
  'lastname',
  'company',
  'password',
  'confirmPassword',
  'mobile',
];

export interface RegistrationFailure {
  /** The field the message is shown on too, when the server named one. */
  field?: RegisterField;
  message: string;
}

/** Registration errors in the order of spec 01 §5: the captcha, the mobile check, then createuser. */
export function registrationFailureFor(
  stage: 'check_mobile' | 'createuser',
  error: unknown,
): RegistrationFailure {
  if (error instanceof ApiError && error.message === messages.recaptchaError)
    return { message: messages.recaptchaError };
  if (stage === 'check_mobile') {
    if (error instanceof ApiError && error.status === 404)
      return { field: 'mobile', message: messages.invalidMobile };
    return { message: messages.mobileCheckError };
  }
  if (error instanceof ApiError && error.key && error.status < 500) {
    const field = fields.includes(error.key) ? (error.key as RegisterField) : undefined;
    return field ? { field, message: error.message } : { message: error.message };
  }
  return { message: messages.registrationServerError };
}
