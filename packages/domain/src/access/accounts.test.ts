import { describe, expect, it } from 'vitest';
import { accountChangeRefusal, isAdministrator, isDemotion, type AccountHolder } from './accounts.ts';

const admin = (user_id: number, over: Partial<AccountHolder> = {}): AccountHolder => ({
  user_id,
  user_group: 'SUPER',
  user_category: 'AP',
  disabled: false,
  ...over,
});
const chef = admin(7, { user_group: 'CHEF' });

describe('isAdministrator', () => {
  it('is an active SUPER of Administration only', () => {
    expect(isAdministrator(admin(1))).toBe(true);
    expect(isAdministrator(admin(1, { disabled: true }))).toBe(false);
    expect(isAdministrator(admin(1, { user_category: 'LOGISTICS' }))).toBe(false);
    expect(isAdministrator(admin(1, { user_group: 'SUPER_CHEF' }))).toBe(false);
  });
});

describe('isDemotion', () => {
  it('is a higher level number or leaving Administration', () => {
    expect(isDemotion(admin(1), { user_group: 'SUPER_CHEF', user_category: 'AP' })).toBe(true);
    expect(isDemotion(admin(1), { user_group: 'SUPER', user_category: 'LOGISTICS' })).toBe(true);
    expect(isDemotion(chef, { user_group: 'SUPER', user_category: 'AP' })).toBe(false);
    expect(isDemotion(admin(1), { user_group: 'SUPER', user_category: 'AP' })).toBe(false);
    expect(
      isDemotion(
        { user_group: 'CHEF', user_category: 'LOGISTICS' },
        { user_group: 'CHEF', user_category: 'AP' },
      ),
    ).toBe(false);
  });
});

describe('accountChangeRefusal', () => {
  const edit = (
    user_group: AccountHolder['user_group'],
    user_category: AccountHolder['user_category'] = 'AP',
  ) => ({ kind: 'edit', user_group, user_category }) as const;

  it('refuses to delete, disable or demote yourself', () => {
    expect(accountChangeRefusal(1, admin(1), { kind: 'delete' }, 3)).toBe('cannotDeleteSelf');
    expect(accountChangeRefusal(1, admin(1), { kind: 'disable' }, 3)).toBe('cannotDisableSelf');
    expect(accountChangeRefusal(1, admin(1), edit('CHEF'), 3)).toBe('cannotDemoteSelf');
    expect(accountChangeRefusal(1, admin(1), edit('SUPER', 'LOGISTICS'), 3)).toBe('cannotDemoteSelf');
  });

  it('lets you edit yourself without a demotion', () => {
    expect(accountChangeRefusal(1, admin(1), edit('SUPER'), 1)).toBeNull();
  });

  it('keeps the last active administrator', () => {
    for (const change of [
      { kind: 'delete' },
      { kind: 'disable' },
      edit('SUPER_CHEF'),
      edit('SUPER', 'LOGISTICS'),
    ] as const)
      expect(accountChangeRefusal(2, admin(1), change, 1), change.kind).toBe('lastAdministratorKept');
  });

  it('allows it while another administrator remains', () => {
    for (const change of [{ kind: 'delete' }, { kind: 'disable' }, edit('CHEF')] as const)
      expect(accountChangeRefusal(2, admin(1), change, 2), change.kind).toBeNull();
  });

  it('does not guard other users: chefs, Logistics SUPERs, disabled SUPERs', () => {
    expect(accountChangeRefusal(2, chef, { kind: 'delete' }, 1)).toBeNull();
    expect(
      accountChangeRefusal(2, admin(3, { user_category: 'LOGISTICS' }), { kind: 'disable' }, 1),
    ).toBeNull();
    expect(accountChangeRefusal(2, admin(3, { disabled: true }), { kind: 'delete' }, 1)).toBeNull();
  });
});
