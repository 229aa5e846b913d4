import { messages } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/apiClient';
import { loginFailureFor } from '../src/modules/auth/utils/loginFailureFor';
import { loginFormSchema } from '../src/modules/auth/utils/loginFormSchema';

describe('loginFormSchema (spec 01 §5)', () => {
  it('needs a valid email and a password', () => {
    expect(loginFormSchema.safeParse({ username: ' demo@spendlens.test ', password: 'x' })).toMatchObject({
      success: true,
      data: { username: 'demo@spendlens.test' },
    });
    expect(loginFormSchema.safeParse({ username: 'demo', password: 'x' }).success).toBe(false);
    expect(loginFormSchema.safeParse({ username: 'demo@spendlens.test', password: '' }).success).toBe(false);
  });
});

describe('loginFailureFor (spec 01 §8)', () => {
  it('maps the statuses to the catalogue', () => {
    expect(loginFailureFor(new ApiError('unauthorised', 401, 'x'))).toEqual({
      field: 'password',
      message: messages.invalidCredentials,
      contactLink: false,
    });
    expect(loginFailureFor(new ApiError('http', 402, 'x'))).toEqual({
      message: messages.accountExpired,
      contactLink: true,
    });
    expect(loginFailureFor(new ApiError('http', 409, 'x'))).toEqual({
      message: messages.accountDisabled,
      contactLink: true,
    });
    expect(loginFailureFor(new ApiError('http', 423, 'x'))).toEqual({
      message: messages.accountLocked,
      contactLink: true,
    });
    expect(loginFailureFor(new ApiError('http', 500, 'x')).message).toBe(messages.loginServerError);
    expect(loginFailureFor(new ApiError('network', 0, 'x')).message).toBe(messages.loginServerError);
    expect(loginFailureFor(new Error('zod')).message).toBe(messages.loginServerError);
  });
});
