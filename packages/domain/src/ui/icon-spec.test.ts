import { describe, expect, it } from 'vitest';
import { mdiExportName, parseIconSpec } from './icon-spec.ts';

describe('parseIconSpec', () => {
  it('reads name, colour and size', () => {
    expect(parseIconSpec('mdi-account/red/24')).toEqual({ name: 'mdi-account', colour: 'red', size: '24' });
    expect(parseIconSpec('mdi-food-apple/#A5D6A7')).toEqual({ name: 'mdi-food-apple', colour: '#A5D6A7' });
    expect(parseIconSpec('mdi-home')).toEqual({ name: 'mdi-home' });
    expect(parseIconSpec('mdi-home//32')).toEqual({ name: 'mdi-home', size: '32' });
  });
  it('refuses text that is not an mdi icon spec', () => {
    for (const bad of ['', null, undefined, 'home', 'mdi-', 'fa-home', 'mdi-home/red/24/extra', 'MDI-HOME']) {
      expect(parseIconSpec(bad)).toBeNull();
    }
  });
});

describe('mdiExportName', () => {
  it('gives the @mdi/js export name', () => {
    expect(mdiExportName('mdi-account-circle')).toBe('mdiAccountCircle');
    expect(mdiExportName('mdi-numeric-9-plus')).toBe('mdiNumeric9Plus');
  });
});
