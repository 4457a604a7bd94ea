import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UserStatus } from '@brigade/domain/schemas/users';
import { useTranslation } from 'react-i18next';

/** Which accounts the list shows: all, only active or only disabled ones. */
export function StatusFilter(props: {
  value: UserStatus | undefined;
  onChange: (value: UserStatus | undefined) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <TextField
      select
      size="small"
      label={t('status.filter')}
      value={props.value ?? 'all'}
      onChange={(event) => {
        const value = event.target.value;
        props.onChange(value === 'active' || value === 'disabled' ? value : undefined);
      }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="all">{t('status.all')}</MenuItem>
      <MenuItem value="active">{t('status.active')}</MenuItem>
      <MenuItem value="disabled">{t('status.disabled')}</MenuItem>
    </TextField>
  );
}
