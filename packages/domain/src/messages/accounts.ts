/**
 * Accounts (issue 23, ADR 080): disabled accounts, one-time passwords and the rules that keep someone able to
 * manage the accounts. Brigade's own wording.
 */
export const accountMessages = {
  accountDisabled: 'This account is disabled. Ask an administrator to enable it.',
  oneTimePasswordExpired: 'This one-time password has expired. Ask an administrator for a new one.',
  passwordChangeRequired: 'Choose a new password before you continue.',
  newPasswordSameAsOld: 'The new password must differ from the current one',
  cannotDisableSelf: 'You cannot disable your own user',
  cannotDemoteSelf: 'You cannot lower your own group or leave Administration',
  cannotResetOwnPassword: 'Use "Change my password" for your own user',
  lastAdministratorKept:
    'This is the last active Super user of Administration: make another one before you delete, disable or demote it',
} as const;
