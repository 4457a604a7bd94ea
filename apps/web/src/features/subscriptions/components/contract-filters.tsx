import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTRACT_STATUSES } from '@brigade/domain/schemas/subscriptions';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../api/subscriptions.ts';

interface ContractFiltersProps {
  status: ContractStatus | undefined;
  onStatus: (status: ContractStatus | undefined) => void;
  email: string;
  onEmail: (email: string) => void;
}

/** The contracts of one status (or all), of one customer e-mail (as the service has it). */
export function ContractFilters({ status, onStatus, email, onEmail }: ContractFiltersProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('filter.status')}
        value={status ?? 'all'}
        onChange={(event) => onStatus(CONTRACT_STATUSES.find((s) => s === event.target.value))}
        sx={{ width: { sm: 200 } }}
      >
        <MenuItem value="all">{t('filter.all')}</MenuItem>
        {CONTRACT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="search"
        size="small"
        label={t('filter.email')}
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        sx={{ width: { sm: 340 } }}
      />
    </Stack>
  );
}
