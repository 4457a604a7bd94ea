import { describe, expect, it } from 'vitest';
import { canAccess, privilegeLevel } from './privilege.ts';

describe('privilegeLevel', () => {
  it('maps the three groups to levels and anything else to 2', () => {
    expect(privilegeLevel('SUPER')).toBe(0);
    expect(privilegeLevel('SUPER_CHEF')).toBe(1);
    expect(privilegeLevel('CHEF')).toBe(2);
    expect(privilegeLevel('super')).toBe(2);
    expect(privilegeLevel(undefined)).toBe(2);
  });
});

describe('canAccess', () => {
  it('opens an entry when the user level is at or below the entry level', () => {
    expect(canAccess(0, 0)).toBe(true);
    expect(canAccess(1, 0)).toBe(false);
    expect(canAccess(1, 1)).toBe(true);
    expect(canAccess(2, 1)).toBe(false);
    expect(canAccess(2, 2)).toBe(true);
    expect(canAccess(0, 2)).toBe(true);
  });
});
