import { describe, expect, it } from 'vitest';
import { messageForResponse } from './status-message.ts';

describe('messageForResponse', () => {
  it('gives nothing for success and 304', () => {
    expect(messageForResponse({ status: 200 })).toBeNull();
    expect(messageForResponse({ status: 204 })).toBeNull();
    expect(messageForResponse({ status: 304 })).toBeNull();
  });
  it('logs out on 401, 403 and 503', () => {
    expect(messageForResponse({ status: 401 })).toEqual({
      message: 'Your session has expired! Please log in again.',
      effect: 'logout',
    });
    expect(
      messageForResponse({ status: 403, data: { error_code: 'FORBIDDEN', error_message: 'x' } })?.effect,
    ).toBe('logout');
    expect(messageForResponse({ status: 503 })).toEqual({
      message:
        'We are busy doing some maintenance to ensure you have the best experience possible! Please try again later.',
      effect: 'logout',
    });
  });
  it('shows the generic text for 500, whatever the body', () => {
    expect(
      messageForResponse({ status: 500, data: { error_code: 'INTERNAL_ERROR', error_message: 'stack' } }),
    ).toEqual({
      message: 'An unknown error occurred. If this problem persists please contact us.',
      effect: 'snackbar',
    });
  });
  it('joins a 400 list as lines', () => {
    expect(
      messageForResponse({ status: 400, data: ['Name is required', 'Password is required'] })?.message,
    ).toBe('Name is required\nPassword is required');
  });
  it('shows error_code and error_message', () => {
    expect(
      messageForResponse({
        status: 422,
        data: { error_code: 'BUSINESS_RULE', error_message: 'contact Tech' },
      })?.message,
    ).toBe('BUSINESS_RULE - contact Tech');
    expect(
      messageForResponse({ status: 409, data: { error_code: 'CONFLICT', error_message: 'CONFLICT' } })
        ?.message,
    ).toBe('CONFLICT');
  });
  it('shows the generic 422 text without a body', () => {
    expect(messageForResponse({ status: 422 })?.message).toBe(
      'Unable to process. Possibly invalid/missing parameters. Please try again.',
    );
  });
  it('says unable to connect for other statuses', () => {
    expect(messageForResponse({ status: 404 })?.message).toBe(
      'Unable to connect. This may be due to no internet connection.',
    );
    expect(messageForResponse({ status: 502, data: 'Bad gateway' })?.message).toBe(
      'Unable to connect. This may be due to no internet connection.',
    );
  });
  it("says 'Unknown error' without a status", () => {
    expect(messageForResponse({})).toEqual({ message: 'Unknown error', effect: 'snackbar' });
    expect(messageForResponse({ status: 0 })?.message).toBe('Unknown error');
  });
});
