import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { oauthStatePattern } from '@brigade/domain/accounting/oauth-state';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useCompleteAccountingLogin } from '../api/accounting-api.ts';
import { AccountingConnection } from '../components/accounting-connection.tsx';

/** The accounting tool, where the login goes on to. */
export const ACCOUNTING_TOOL_PATH = '/tools/bexio';
/** How long the 'connected' notice shows before the accounting tool opens. */
export const GO_ON_AFTER_MS = 1500;

/** What the service sent back: a code and our state, or its refusal (`error`, `error_description`). */
function useReturn() {
  const [params] = useSearchParams();
  return {
    code: params.get('code') ?? '',
    state: params.get('state') ?? '',
    refused: params.get('error_description') ?? params.get('error'),
  };
}

/**
 * '/bexio/v3/login', where the accounting service sends the browser back after its login: the code and state
 * go to the server once (it checks the state and keeps the tokens); then it says connected and goes on to the
 * accounting tool, or says why not and offers the login again.
 */
export default function AccountingLoginPage() {
  const { t } = useTranslation('accounting');
  const { code, state, refused } = useReturn();
  const complete = useCompleteAccountingLogin();
  const navigate = useNavigate();
  const localise = useLocalisePath();
  const sent = useRef(false);
  const usable = !refused && code !== '' && oauthStatePattern.test(state);

  useEffect(() => {
    // Once: a code is good for one exchange, and the state for one login.
    if (!usable || sent.current) return;
    sent.current = true;
    complete.mutate({ code, state });
  }, [usable, code, state, complete]);

  useEffect(() => {
    if (!complete.isSuccess) return;
    const timer = setTimeout(
      () => navigate(localise(ACCOUNTING_TOOL_PATH), { replace: true }),
      GO_ON_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [complete.isSuccess, navigate, localise]);

  const problem = refused
    ? t('refused', { reason: refused })
    : !usable
      ? t('missing')
      : complete.isError
        ? complete.error.message
        : null;
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {t('loginTitle')}
        </Typography>
        {usable && complete.isPending ? <LinearProgress aria-label={t('completing')} /> : null}
        {complete.isSuccess ? (
          <Alert severity="success" data-testid="accounting-login-done">
            {t('connected', { organisation: complete.data.organisation ?? t('unnamed') })}
          </Alert>
        ) : null}
        {problem ? (
          <Alert severity="error" data-testid="accounting-login-error">
            {problem}
          </Alert>
        ) : null}
        {problem ? <AccountingConnection /> : null}
        <div>
          <Button
            variant="outlined"
            onClick={() => navigate(localise(ACCOUNTING_TOOL_PATH), { replace: true })}
          >
            {t('toTool')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
