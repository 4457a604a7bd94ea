import { privilegeLevel, type UserCategory, type UserGroup } from './privilege.ts';

/** What the account rules need to know of a user. */
export interface AccountHolder {
  user_id: number;
  user_group: UserGroup;
  user_category: UserCategory;
  disabled: boolean;
}

/** A change a SUPER makes to an account that could lock everyone out of Controls → Users. */
export type AccountChange =
  | { kind: 'delete' }
  | { kind: 'disable' }
  | { kind: 'edit'; user_group: UserGroup; user_category: UserCategory };

/** Why a change is refused: the catalogue key of its message. */
export type AccountRefusal =
  'cannotDeleteSelf' | 'cannotDisableSelf' | 'cannotDemoteSelf' | 'lastAdministratorKept';

/**
 * An administrator manages the accounts: a SUPER of the Administration category whose account is not disabled
 * (only they reach Controls → Users). A Logistics SUPER does not count.
 */
export function isAdministrator(user: Omit<AccountHolder, 'user_id'>): boolean {
  return user.user_group === 'SUPER' && user.user_category === 'AP' && !user.disabled;
}

/** Whether an edit lowers what the user may do: a higher level number, or leaving the Administration category. */
export function isDemotion(
  from: Pick<AccountHolder, 'user_group' | 'user_category'>,
  to: Pick<AccountHolder, 'user_group' | 'user_category'>,
): boolean {
  if (privilegeLevel(to.user_group) > privilegeLevel(from.user_group)) return true;
  return from.user_category === 'AP' && to.user_category !== 'AP';
}

/** Whether the change takes the target's administrator rights away (deleted, disabled or demoted). */
function endsAdministration(target: AccountHolder, change: AccountChange): boolean {
  if (!isAdministrator(target)) return false;
  if (change.kind !== 'edit') return true;
  return !isAdministrator({ ...change, disabled: false });
}

/**
 * May `actorId` make this change to `target`, when `administrators` active administrators exist (the target
 * counted)? Nobody deletes, disables or demotes themselves, and the last administrator is never deleted,
 * disabled or demoted: someone must always be able to manage the accounts.
 */
export function accountChangeRefusal(
  actorId: number,
  target: AccountHolder,
  change: AccountChange,
  administrators: number,
): AccountRefusal | null {
  if (actorId === target.user_id) {
    if (change.kind === 'delete') return 'cannotDeleteSelf';
    if (change.kind === 'disable') return 'cannotDisableSelf';
    if (isDemotion(target, change)) return 'cannotDemoteSelf';
  }
  if (endsAdministration(target, change) && administrators <= 1) return 'lastAdministratorKept';
  return null;
}
