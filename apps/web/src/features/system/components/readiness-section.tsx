import { useState } from 'react';
import { mdiStop, mdiTimerSandComplete } from '@mdi/js';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import {
  useKnownCacheKeys,
  useReadinessPoll,
  type KeyReadiness,
  type KnownCacheKey,
  type PollOutcome,
} from '../api/readiness.ts';
import { DevSection } from './dev-section.tsx';

/** A new check gives up after this many rounds unless the developer says otherwise (empty: never). */
const defaultMaxRounds = '10';

const chipColour = {
  waiting: 'info',
  ready: 'success',
  notReady: 'warning',
  failed: 'error',
} as const satisfies Record<KeyReadiness['status'], string>;

/**
 * Cache readiness: cache keys (typed, or picked from those the server writes) are asked 1 s apart until every
 * one is ready to go, a maximum of rounds passes, one fails, or the developer stops.
 */
export function ReadinessSection() {
  const { t } = useTranslation('system');
  const known = useKnownCacheKeys();
  const poll = useReadinessPoll();
  const [keys, setKeys] = useState<string[]>([]);
  const [maxRounds, setMaxRounds] = useState(defaultMaxRounds);
  const running = poll.outcome === 'running';
  const max = maxRounds.trim() === '' ? undefined : Number(maxRounds);
  const maxInvalid = max !== undefined && !(Number.isInteger(max) && max >= 1 && max <= 3600);
  const shown = Object.entries(poll.keys);

  return (
    <DevSection id="readiness" title={t('readiness.title')} loading={running} error={known.error}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('readiness.explanation')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <KeysInput known={known.data ?? []} value={keys} onChange={setKeys} disabled={running} />
          <TextField
            size="small"
            type="number"
            label={t('readiness.maxRounds')}
            value={maxRounds}
            onChange={(e) => setMaxRounds(e.target.value)}
            disabled={running}
            error={maxInvalid}
            helperText={maxInvalid ? t('readiness.maxRoundsInvalid') : t('readiness.maxRoundsHint')}
            slotProps={{ htmlInput: { min: 1, max: 3600 } }}
            sx={{ width: { md: 240 } }}
          />
          {running ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<MdiIcon path={mdiStop} size={0.8} />}
              onClick={poll.stop}
              sx={{ whiteSpace: 'nowrap', height: 40 }}
            >
              {t('readiness.stop')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={keys.length === 0 || maxInvalid}
              startIcon={<MdiIcon path={mdiTimerSandComplete} size={0.8} />}
              onClick={() => void poll.start(keys, max)}
              sx={{ whiteSpace: 'nowrap', height: 40 }}
            >
              {t('readiness.check')}
            </Button>
          )}
        </Stack>
        {poll.outcome ? <Outcome outcome={poll.outcome} rounds={poll.rounds} /> : null}
      </Box>
      {shown.length > 0 ? (
        <Table size="small" aria-label={t('readiness.tableTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('readiness.key')}</TableCell>
              <TableCell>{t('readiness.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map(([key, state]) => (
              <KeyRow key={key} cacheKey={key} state={state} />
            ))}
          </TableBody>
        </Table>
      ) : null}
    </DevSection>
  );
}

interface KeysInputProps {
  known: readonly KnownCacheKey[];
  value: string[];
  onChange: (keys: string[]) => void;
  disabled: boolean;
}

/** The keys to check as chips: type one and press Enter, or pick one the server writes. */
function KeysInput({ known, value, onChange, disabled }: KeysInputProps) {
  const { t } = useTranslation('system');
  const byKey = new Map(known.map((k) => [k.key, k]));
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      filterSelectedOptions
      disabled={disabled}
      options={known.map((k) => k.key)}
      groupBy={(key) => t(`readiness.kinds.${byKey.get(key)?.kind ?? 'inventory'}`)}
      value={value}
      onChange={(_event, next) =>
        onChange(next.map((key) => key.trim()).filter((key, i, all) => key !== '' && all.indexOf(key) === i))
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box>
            <Box sx={{ fontFamily: 'monospace' }}>{option}</Box>
            {byKey.get(option)?.name ? (
              <Typography variant="caption" color="text.secondary">
                {byKey.get(option)?.name}
              </Typography>
            ) : null}
          </Box>
        </li>
      )}
      renderValue={(keys, getItemProps) =>
        keys.map((key, index) => {
          const { key: itemKey, ...props } = getItemProps({ index });
          return <Chip key={itemKey} size="small" label={key} sx={{ fontFamily: 'monospace' }} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('readiness.keys')}
          helperText={t('readiness.keysHint')}
        />
      )}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}

function Outcome({ outcome, rounds }: { outcome: PollOutcome; rounds: number }) {
  const { t } = useTranslation('system');
  const colour = {
    running: undefined,
    allReady: 'success.main',
    gaveUp: 'warning.dark',
    stopped: undefined,
    failed: 'error.main',
  };
  return (
    <Typography role="status" data-testid="readiness-outcome" sx={{ mt: 2, color: colour[outcome] }}>
      {t(`readiness.outcome.${outcome}`, { count: rounds })}
    </Typography>
  );
}

function KeyRow({ cacheKey, state }: { cacheKey: string; state: KeyReadiness }) {
  const { t } = useTranslation('system');
  return (
    <TableRow data-testid="readiness-key">
      <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {cacheKey}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={chipColour[state.status]}
          label={t(`readiness.states.${state.status}`, { count: state.round })}
        />
        {state.status === 'failed' ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {state.message}
          </Typography>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
