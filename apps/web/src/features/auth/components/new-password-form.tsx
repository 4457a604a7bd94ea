import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/i18n.ts';

export interface NewPasswordValues {
  current_password: string;
  new_password: string;
}

type Field = 'current' | 'next' | 'repeat';
type FieldErrors = Partial<Record<Field, string>>;

/** The change-password request's rules (schemas/auth), checked without zod: this screen is part of the login. */
function fieldErrors(current: string, next: string, repeat: string): FieldErrors {
  const errors: FieldErrors = {};
  if (current === '') errors.current = messageText('passwordRequired');
  if (next.length < 12) errors.next = messageText('passwordTooShort');
  else if (next.length > 128) errors.next = messageText('passwordTooLong');
  else if (next === current) errors.next = messageText('newPasswordSameAsOld');
  if (!errors.next && repeat !== next) errors.repeat = '';
  return errors;
}

interface NewPasswordFormProps {
  /** The one-time password just typed at the login; asked for again after a reload. */
  knownPassword: string | undefined;
  onSubmit: (values: NewPasswordValues) => void;
  onLogout: () => void;
  loading: boolean;
  error?: string;
}

/**
 * After a login with a one-time password (ADR 080): the user chooses their own password before anything else;
 * the server refuses every other call until then.
 */
export function NewPasswordForm({ knownPassword, onSubmit, onLogout, loading, error }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = knownPassword ?? String(form.get('current') ?? '');
    const next = String(form.get('next') ?? '');
    const found = fieldErrors(current, next, String(form.get('repeat') ?? ''));
    if (found.repeat === '') found.repeat = t('newPassword.mismatch');
    setErrors(found);
    if (Object.keys(found).length === 0 && !loading)
      onSubmit({ current_password: current, new_password: next });
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-labelledby="new-password-title">
      <h1 id="new-password-title">{t('newPassword.title')}</h1>
      <p className="login-note">{t('newPassword.why')}</p>
      {knownPassword === undefined ? (
        <PasswordField name="current" label={t('newPassword.current')} error={errors.current} autoFocus />
      ) : null}
      <PasswordField
        name="next"
        label={t('newPassword.new')}
        error={errors.next}
        autoFocus={knownPassword !== undefined}
      />
      <PasswordField name="repeat" label={t('newPassword.repeat')} error={errors.repeat} />
      {error ? (
        <p className="login-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="login-submit" aria-busy={loading}>
        {loading ? <span className="login-spinner" aria-hidden="true" /> : null}
        {t('newPassword.submit')}
      </button>
      <button type="button" className="login-switch" onClick={onLogout}>
        {t('newPassword.logout')}
      </button>
    </form>
  );
}

/** A labelled password input with its message under it, tied to it for screen readers. */
function PasswordField(props: {
  name: Field;
  label: string;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const { name, label, error, autoFocus } = props;
  const id = `new-password-${name}`;
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={name === 'current' ? 'current-password' : 'new-password'}
        autoFocus={autoFocus}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="login-field-message" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
