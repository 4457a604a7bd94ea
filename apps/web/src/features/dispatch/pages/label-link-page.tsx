import { useState, type FormEvent } from 'react';
import { mdiPrinter } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PublicLabels } from '@brigade/domain/schemas/dispatch';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { useOpenLabelLink } from '../api/label-links-api.ts';
import { LabelCard } from '../components/label-card.tsx';

/**
 * /labels/{id} (public, no login): a courier without an account types the link's password and sees the run's
 * labels, one card per stop, ready to print.
 */
export default function LabelLinkPage() {
  const { id = '' } = useParams();
  const open = useOpenLabelLink(id);
  if (open.data) return <Labels labels={open.data} />;
  return (
    <PasswordForm
      busy={open.isPending}
      error={open.error?.message}
      onSubmit={(password) => open.mutate(password)}
    />
  );
}

interface FormProps {
  busy: boolean;
  error: string | undefined;
  onSubmit: (password: string) => void;
}

function PasswordForm({ busy, error, onSubmit }: FormProps) {
  const { t } = useTranslation('dispatch');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 8 }, p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('public.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('public.intro')}
      </Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          type="password"
          label={t('public.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="off"
          autoFocus
          required
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Button type="submit" variant="contained" disabled={busy || !password}>
          {t('public.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Labels({ labels }: { labels: PublicLabels }) {
  const { t, i18n } = useTranslation('dispatch');
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('public.heading', {
            team: t(`team.${labels.team}`),
            date: formatIsoDate(labels.date, i18n.language, 'full'),
            period: t(`period.${labels.identifier}`),
          })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => window.print()}
          startIcon={<MdiIcon path={mdiPrinter} size={0.8} />}
          sx={{ '@media print': { display: 'none' } }}
        >
          {t('sheet.print')}
        </Button>
      </Stack>
      {labels.labels.length === 0 ? (
        <Typography>{t('stops.empty')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            '@media print': { gridTemplateColumns: 'repeat(2, 1fr)', gap: '6mm' },
          }}
        >
          {labels.labels.map((label) => (
            <LabelCard key={label.code} label={label} />
          ))}
        </Box>
      )}
    </Box>
  );
}
