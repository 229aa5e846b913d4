import { captchaTokenHeader, messages } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/apiClient';
import { needsSecondFactor } from '../src/modules/auth/utils/needsSecondFactor';
import { activationFailureFor } from '../src/modules/auth/utils/activationFailureFor';
import { captchaHeaders } from '../src/modules/auth/utils/captchaHeaders';
import { internationalMobile } from '../src/modules/auth/utils/internationalMobile';
import { loginFailureFor } from '../src/modules/auth/utils/loginFailureFor';
import { passcodeFormSchema } from '../src/modules/auth/utils/passcodeFormSchema';
import { registerFormSchema } from '../src/modules/auth/utils/registerFormSchema';
import { registrationFailureFor } from '../src/modules/auth/utils/registrationFailureFor';
import { resendFailureFor } from '../src/modules/auth/utils/resendFailureFor';
import { resetPasswordFormSchema } from '../src/modules/auth/utils/resetPasswordFormSchema';
import { resetRequestFormSchema } from '../src/modules/auth/utils/resetRequestFormSchema';
import { enrolFailureFor } from '../src/modules/mfa/utils/enrolFailureFor';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('internationalMobile (spec 01 §2: sent with a + prefix, gb by default)', () => {
  it('prefixes the calling code and drops the trunk 0, spaces and punctuation', () => {
    expect(internationalMobile('gb', '07911 123456')).toBe('+447911123456');
    expect(internationalMobile('gb', '7911-123-456')).toBe('+447911123456');
    expect(internationalMobile('de', '0151 2345 6789')).toBe('+4915123456789');
    expect(internationalMobile('us', '(415) 555-0100')).toBe('+14155550100');
  });
  it('keeps a number typed with its own + or 00 prefix, and answers empty without digits', () => {
    expect(internationalMobile('gb', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(internationalMobile('gb', '0033612345678')).toBe('+33612345678');
    expect(internationalMobile('gb', '  ')).toBe('');
  });
});

describe('registerFormSchema (spec 01 §5)', () => {
  const valid = {
    uid: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    company: 'Engines',
    password: 'Tr1cky#Orchid',
    confirmPassword: 'Tr1cky#Orchid',
    mobileCountry: 'gb',
    mobile: '07911 123456',
  };
  it('accepts a complete registration', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });
  it('names every required field and the password rules exactly', () => {
    const empty = registerFormSchema.safeParse({
      ...valid,
      uid: '',
      firstname: '',
      lastname: '',
      company: '',
      mobile: '',
      password: '',
      confirmPassword: '',
    });
    expect(issues(empty)).toMatchObject({
      uid: 'Email address is required',
      firstname: 'First name is required',
      lastname: 'Last name is required',
      company: 'Company is required',
      password: 'Password is required',
      mobile: 'Mobile is required',
    });
    expect(
      issues(
        registerFormSchema.safeParse({
          ...valid,
          password: 'alllowercase1!',
          confirmPassword: 'alllowercase1!',
        }),
      ),
    ).toEqual({
      password: messages.invalidPassword,
    });
    expect(issues(registerFormSchema.safeParse({ ...valid, confirmPassword: 'Other#Pass1' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(issues(registerFormSchema.safeParse({ ...valid, uid: 'not-an-email' }))).toEqual({
      uid: 'Email address must be a valid email address',
    });
  });
});

describe('reset forms (spec 01 §5)', () => {
  it('checks New Password and Confirm password', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'N3w#Lantern', confirmPassword: 'N3w#Lantern' }).success,
    ).toBe(true);
    expect(issues(resetPasswordFormSchema.safeParse({ password: 'weak', confirmPassword: 'weak' }))).toEqual({
      password: messages.invalidPassword,
    });
    expect(
      issues(resetPasswordFormSchema.safeParse({ password: 'N3w#Lantern', confirmPassword: 'x' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(resetRequestFormSchema.safeParse({ email: '' }).success).toBe(false);
    expect(resetRequestFormSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
  });
  it('asks the passcode as digits', () => {
    expect(passcodeFormSchema.safeParse({ passcode: ' 123456 ' })).toMatchObject({
      success: true,
      data: { passcode: '123456' },
    });
    expect(passcodeFormSchema.safeParse({ passcode: '' }).success).toBe(false);
  });
});

describe('error messages of spec 01 §5 and §8', () => {
  it('maps registration failures in order: captcha, mobile check, createuser', () => {
    expect(registrationFailureFor('check_mobile', new ApiError('http', 404, 'x'))).toEqual({
      field: 'mobile',
      message: 'Invalid mobile number!',
    });
    expect(registrationFailureFor('check_mobile', new ApiError('http', 500, 'x'))).toEqual({
      message: 'Oops. Error checking your mobile number. Please try again.',
    });
    expect(
      registrationFailureFor('createuser', new ApiError('http', 409, 'Taken', 'conflict', 'uid')),
    ).toEqual({ field: 'uid', message: 'Taken' });
    expect(
      registrationFailureFor('createuser', new ApiError('bad_request', 400, messages.recaptchaError)),
    ).toEqual({
      message: 'Recaptcha error. Please refresh the screen and try again.',
    });
    expect(registrationFailureFor('createuser', new ApiError('http', 500, 'boom'))).toEqual({
      message: 'Oops. There was a server error trying to register your account. Please try again.',
    });
    expect(registrationFailureFor('createuser', new ApiError('network', 0, 'x')).message).toBe(
      messages.registrationServerError,
    );
  });
  it('maps activation and resend failures', () => {
    expect(activationFailureFor(new ApiError('http', 410, 'x'))).toEqual({
      message: 'This activation code has expired. Would you like a new code sent?',
      expired: true,
    });
    // a link replaced by a newer e-mail says so, and offers a new code
    expect(activationFailureFor(new ApiError('http', 409, 'x'))).toEqual({
      message:
        'This activation link was replaced by a newer one: use the link in the latest email we sent you, or ask for a new code.',
      expired: true,
    });
    expect(activationFailureFor(new ApiError('bad_request', 400, 'x')).message).toBe(
      'Invalid code or incorrect password',
    );
    expect(activationFailureFor(new ApiError('http', 503, 'x')).message).toBe(
      'Server error. Please try again.',
    );
    // the server answers alike whether or not an account exists (issue 34): a 400 says what it says
    expect(resendFailureFor(new ApiError('bad_request', 400, 'email: Invalid email'))).toBe(
      'email: Invalid email',
    );
    expect(resendFailureFor(new ApiError('http', 500, 'x'))).toBe('Server error. Please try again.');
  });
  it('maps login, captcha and enrolment failures', () => {
    expect(loginFailureFor(new ApiError('bad_request', 400, messages.recaptchaError))).toEqual({
      message: messages.recaptchaError,
      contactLink: false,
    });
    expect(loginFailureFor(new ApiError('http', 500, 'x')).message).toBe(
      "Oops! couldn't access server to authenticate",
    );
    expect(loginFailureFor(new ApiError('http', 429, 'x', undefined, undefined, 42)).message).toBe(
      'Too many sign-in attempts. Please try again in 42 seconds.',
    );
    expect(loginFailureFor(new ApiError('http', 429, 'x', undefined, undefined, 300)).message).toBe(
      'Too many sign-in attempts. Please try again in 5 minutes.',
    );
    expect(loginFailureFor(new ApiError('http', 429, 'x')).message).toBe(
      'Too many sign-in attempts. Please try again in a minute.',
    );
    expect(enrolFailureFor(new ApiError('http', 403, 'x'))).toBe(messages.mfaNotAvailable);
    expect(enrolFailureFor(new ApiError('http', 500, 'x'))).toBe('Server Error. Please try again');
  });
});

describe('sign-in helpers', () => {
  it('sends the captcha token only when there is one', () => {
    expect(captchaHeaders('tok')).toEqual({ [captchaTokenHeader]: 'tok' });
    expect(captchaHeaders(null)).toEqual({});
  });
  it('asks the second factor of users with MFA and of users not yet enabled', () => {
    expect(needsSecondFactor({ has_mfa: true, is_enabled: true })).toBe(true);
    expect(needsSecondFactor({ has_mfa: false, is_enabled: false })).toBe(true);
    expect(needsSecondFactor({ has_mfa: false, is_enabled: true })).toBe(false);
  });
});
