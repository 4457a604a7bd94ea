import { describe, expect, it } from 'vitest';
import { accountingProxyPath } from './proxy-path.ts';

describe('accountingProxyPath: what the accounting proxy may reach', () => {
  it('forwards paths under the API versions 2.0, 3.0 and 4.0', () => {
    expect(accountingProxyPath('2.0/contact')).toBe('/2.0/contact');
    expect(accountingProxyPath('/2.0/kb_invoice/12/')).toBe('/2.0/kb_invoice/12');
    expect(accountingProxyPath('3.0/taxes')).toBe('/3.0/taxes');
    expect(accountingProxyPath('4.0/purchase/bills')).toBe('/4.0/purchase/bills');
  });

  it('refuses other versions, the bare version and anything that could leave the API', () => {
    for (const path of [
      '',
      '2.0',
      '2.0/',
      '1.0/contact',
      '5.0/contact',
      'contact',
      '2.0/../admin',
      '2.0/./contact',
      '2.0//contact',
      '2.0/contact?x=1',
      '2.0/contact#x',
      '2.0/con tact',
      '2.0/%2e%2e',
      'https://evil.example/2.0/contact',
      '//evil.example/2.0/contact',
      `2.0/${'a'.repeat(300)}`,
    ]) {
      expect(accountingProxyPath(path), path).toBeNull();
    }
  });
});
