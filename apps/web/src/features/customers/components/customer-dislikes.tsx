import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CustomerDislike } from '@brigade/domain/schemas/customer-dislikes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications.ts';
import { useCustomerDislikes, useSuppressDislike } from '../api/customer-dislikes.ts';

/**
 * The customer's saved dislikes, each with a switch that suppresses it for every order and recipe: the
 * kitchen's allergen matching no longer warns about a suppressed dislike (ADR 077). Who and when show beside.
 */
export function CustomerDislikes({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers');
  const dislikes = useCustomerDislikes(customerId);
  const suppress = useSuppressDislike(customerId);

  const toggle = (item: CustomerDislike, suppressed: boolean) =>
    suppress.mutate(
      { dislike: item.dislike, suppressed },
      {
        onSuccess: () =>
          notify(
            t(suppressed ? 'dislikes.suppressed' : 'dislikes.lifted', { dislike: item.dislike }),
            'success',
          ),
      },
    );

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {t('dislikes.title')}
      </Typography>
      {dislikes.isError ? <Alert severity="error">{dislikes.error.message}</Alert> : null}
      {dislikes.data?.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dislikes.none')}
        </Typography>
      ) : null}
      <Box component="ul" aria-label={t('dislikes.title')} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {dislikes.data?.items.map((item) => (
          <li key={item.dislike}>
            <DislikeSwitch item={item} busy={suppress.isPending} onChange={(on) => toggle(item, on)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function DislikeSwitch({
  item,
  busy,
  onChange,
}: {
  item: CustomerDislike;
  busy: boolean;
  onChange: (suppressed: boolean) => void;
}) {
  const { t, i18n } = useTranslation('customers');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={item.suppressed}
            disabled={busy}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('dislikes.suppress', { dislike: item.dislike }) } }}
          />
        }
        label={item.dislike}
      />
      <Typography variant="body2" color="text.secondary" data-testid="dislike-state">
        {item.suppressed
          ? t('dislikes.suppressedBy', {
              who: item.suppressed_by ?? t('dislikes.someone'),
              when: item.suppressed_at ? formatDateTime(item.suppressed_at, i18n.language) : '',
            })
          : t('dislikes.warns')}
      </Typography>
    </Box>
  );
}
