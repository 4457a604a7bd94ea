import { useState, type FormEvent } from 'react';
import type { LoginRequest } from '@brigade/domain/schemas/auth';
import type { UserCategory } from '@brigade/domain/access/privilege';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/i18n.ts';

export type LoginValues = Required<LoginRequest>;
/** Each field's message key (translated when shown, so a language switch changes it too). */
type FieldErrors = Partial<Record<'username' | 'password', 'usernameRequired' | 'passwordRequired'>>;

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  loading: boolean;
  error?: string;
}

const categoryLabel = (category: UserCategory) => (category === 'AP' ? 'administration' : 'logistics');

/**
 * The login request's own rules (schemas/auth `loginRequest`: a username that is not blank, a password), checked
 * on submit without zod or a form library: the login is the first screen and stays small (ADR 073). The server
 * checks the same schema.
 */
function fieldErrors(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.username.trim() === '') errors.username = 'usernameRequired';
  if (values.password === '') errors.password = 'passwordRequired';
  return errors;
}

/** Login: checked on submit, Enter submits, a login in progress ignores further submits. */
export function LoginForm({ onSubmit, loading, error }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [category, setCategory] = useState<UserCategory>('AP');
  const [errors, setErrors] = useState<FieldErrors>({});
  const other: UserCategory = category === 'AP' ? 'LOGISTICS' : 'AP';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values: LoginValues = {
      category,
      username: String(form.get('username') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const found = fieldErrors(values);
    setErrors(found);
    if (!found.username && !found.password && !loading) onSubmit(values);
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-labelledby="login-title">
      <h1 id="login-title">{t(categoryLabel(category))}</h1>
      {/* type text, not email: demo usernames such as `super` are not e-mail addresses. */}
      <Field
        name="username"
        label={t('username')}
        type="text"
        error={errors.username && messageText(errors.username)}
        autoFocus
      />
      <Field
        name="password"
        label={t('password')}
        type="password"
        error={errors.password && messageText(errors.password)}
      />
      {error ? (
        <p className="login-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="login-submit" aria-busy={loading}>
        {loading ? <span className="login-spinner" aria-hidden="true" /> : null}
        {t('login')}
      </button>
      <button
        type="button"
        className="login-switch"
        onClick={() => {
          if (!loading) setCategory(other);
        }}
      >
        {t('iAmIn', { category: t(categoryLabel(other)) })}
      </button>
    </form>
  );
}

interface FieldProps {
  name: 'username' | 'password';
  label: string;
  type: 'text' | 'password';
  error: string | undefined;
  autoFocus?: boolean;
}

/** A labelled input with its message under it, tied to it for screen readers. */
function Field({ name, label, type, error, autoFocus }: FieldProps) {
  const id = `login-${name}`;
  return (
    <div className={error ? 'login-field login-field-error' : 'login-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={name === 'username' ? 'username' : 'current-password'}
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
