import { describe, expect, it } from 'vitest';
import { callFailureText, caughtErrorMessage, checkResult, unableTo } from './error-text.ts';
import type { DomainError } from './domain-error.ts';
import { isDomainError } from './domain-error.ts';

describe('callFailureText', () => {
  it("writes call failures as '{code}: {message}'", () => {
    expect(callFailureText('E42', 'Bad input')).toBe('E42: Bad input');
  });
});

describe('unableTo', () => {
  it("wraps as 'Unable to <action>. <reason>'", () => {
    expect(unableTo('get allergens', 'Timeout')).toBe('Unable to get allergens. Timeout');
    expect(unableTo('get allergens')).toBe('Unable to get allergens.');
    expect(unableTo('get special programme 4.', '  ')).toBe('Unable to get special programme 4.');
  });
});

describe('caughtErrorMessage', () => {
  it('names the message or says it is unknown', () => {
    expect(caughtErrorMessage(new Error('boom'))).toBe('An error occurred: boom');
    expect(caughtErrorMessage('text')).toBe('An error occurred: text');
    expect(caughtErrorMessage({})).toBe('An unknown error occurred.');
    expect(caughtErrorMessage(new Error(''))).toBe('An unknown error occurred.');
  });
});

describe('checkResult', () => {
  it('passes a successful response through', () => {
    const ok = { success: true, value: 1 };
    expect(checkResult(ok)).toBe(ok);
    expect(checkResult({ value: 2 })).toEqual({ value: 2 });
  });
  it("says 'No response' and 'Response unsuccessful'", () => {
    expect(() => checkResult(null)).toThrow('No response');
    expect(() => checkResult({ success: false })).toThrow('Response unsuccessful');
    expect(() => checkResult({ success: false, message: ' ' })).toThrow('Response unsuccessful');
    expect(() => checkResult({ success: false, message: 'Flush refused' })).toThrow('Flush refused');
  });
  it('throws DomainErrors that can be recognised', () => {
    try {
      checkResult(undefined);
    } catch (error) {
      expect(isDomainError(error)).toBe(true);
      expect((error as DomainError).code).toBe('NO_RESPONSE');
    }
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
