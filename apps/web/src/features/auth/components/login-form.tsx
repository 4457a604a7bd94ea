import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginRequest } from '@brigade/domain/schemas/auth';
import type { UserCategory } from '@brigade/domain/access/privilege';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';

export type LoginValues = z.output<typeof loginRequest>;

interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  loading: boolean;
  error?: string;
}

const categoryLabel = (category: UserCategory) => (category === 'AP' ? 'administration' : 'logistics');

/** Login: lazy validation, Enter submits, a login in progress ignores further submits. */
export function LoginForm({ onSubmit, loading, error }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { control, register, handleSubmit, setValue, formState } = useForm<
    z.input<typeof loginRequest>,
    unknown,
    LoginValues
  >({
    resolver: zodResolver(loginRequest),
    defaultValues: { category: 'AP', username: '', password: '' },
    mode: 'onSubmit',
  });
  const category = useWatch({ control, name: 'category' }) ?? 'AP';
  const other: UserCategory = category === 'AP' ? 'LOGISTICS' : 'AP';
  const fieldError = (name: 'username' | 'password') => {
    const message = formState.errors[name]?.message;
    return message ? translateMessage(message) : undefined;
  };

  const submit = handleSubmit((values) => {
    if (!loading) onSubmit(values);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="login-title">
      <Typography id="login-title" variant="h1" component="h1">
        {t(categoryLabel(category))}
      </Typography>
      {/* type text, not email: demo usernames such as `super` are not e-mail addresses. */}
      <TextField
        {...register('username')}
        label={t('username')}
        type="text"
        autoComplete="username"
        autoFocus
        margin="none"
        error={Boolean(fieldError('username'))}
        helperText={fieldError('username')}
      />
      <TextField
        {...register('password')}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        margin="none"
        error={Boolean(fieldError('password'))}
        helperText={fieldError('password')}
      />
      {error ? (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-busy={loading}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('login')}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => {
          if (!loading) setValue('category', other);
        }}
        sx={{ alignSelf: 'center' }}
      >
        {t('iAmIn', { category: t(categoryLabel(other)) })}
      </Link>
    </Stack>
  );
}
