import { useState } from 'react';
import type { MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { messages } from '@brigade/domain/messages/catalogue';
import { overrideReasonField } from '@brigade/domain/schemas/menus';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { genesisMenuQueryOptions } from '../api/get-genesis-menu.ts';
import { MenuProblemsReport } from './menu-problems-report.tsx';

/**
 * The publish gate of the dialog (ADR 055): the problems of the menu publishing would make now, checked afresh
 * each time the dialog opens (a fix may just have been made), and a SUPER's reason for publishing anyway.
 */
export function usePublishGate(date: string, menuIndex: number, override: MenuOverride | null) {
  const genesis = useQuery({
    ...genesisMenuQueryOptions(date, menuIndex, override),
    refetchOnMount: 'always',
  });
  const problems = genesis.data?.problems ?? [];
  const canOverride = useSession().data?.user_group === 'SUPER';
  const [reason, setReason] = useState('');
  const reasonValid = overrideReasonField.safeParse(reason).success;
  return {
    genesis,
    problems,
    canOverride,
    reason,
    setReason,
    reasonValid,
    /** A SUPER publishes a menu with problems anyway: the button says so and the request carries the reason. */
    overriding: problems.length > 0 && canOverride,
    /** Publishing is open: the dishes were checked (or could not be: the server checks again) and pass. */
    open: !genesis.isPending && (problems.length === 0 || (canOverride && reasonValid)),
  };
}

type Gate = ReturnType<typeof usePublishGate>;

/**
 * The problems that keep the menu from being published; for a SUPER the required reason for publishing anyway,
 * for anyone else a note that only an administrator may. `reasonError` is the server's message for the reason.
 */
export function PublishGate({ gate, reasonError }: { gate: Gate; reasonError?: string | undefined }) {
  const { t } = useTranslation('menus');
  const [touched, setTouched] = useState(false);
  if (gate.genesis.isPending) return <LinearProgress aria-label={t('publish.checking')} />;
  if (gate.problems.length === 0) {
    return gate.genesis.isError ? <Alert severity="warning">{t('publish.uncheckable')}</Alert> : null;
  }
  const invalid = Boolean(reasonError) || (touched && !gate.reasonValid);
  return (
    <>
      <MenuProblemsReport problems={gate.problems} />
      {gate.canOverride ? (
        <TextField
          label={t('publish.reason')}
          value={gate.reason}
          onChange={(event) => gate.setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          error={invalid}
          helperText={
            invalid
              ? translateMessage(reasonError ?? messages.overrideReasonInvalid)
              : t('publish.reasonHint')
          }
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      ) : (
        <Alert severity="info">{t('publish.superOnly')}</Alert>
      )}
    </>
  );
}
