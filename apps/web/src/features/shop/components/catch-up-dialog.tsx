import { shopPullRequest } from '@brigade/domain/schemas/shop';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { usePullShop } from '../api/shop-order-actions.ts';

type Values = { since: string };

/** A local date and time ('2026-11-25T09:00') as the ISO instant the server reads; '' stays invalid. */
export function sinceToIso(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/** The local date and time a day before `now`, as a datetime-local field holds it. */
export function dayBefore(now: Date): string {
  const date = new Date(now.getTime() - 24 * 3600_000 - now.getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

/** 'Catch up': read the orders created or changed at the shop since a time (a job; 422 when not connected). */
export function CatchUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const pull = usePullShop();
  return (
    <ActionDialog<typeof shopPullRequest, Values>
      open={open}
      onClose={onClose}
      ns="shop"
      texts="catchUp"
      schema={shopPullRequest}
      toRequest={(values) => ({ since: sinceToIso(values.since) })}
      defaultValues={{ since: dayBefore(new Date()) }}
      run={(values) => pull.mutateAsync(sinceToIso(values.since))}
    >
      {({ control }) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('catchUp.explanation')}
          </Typography>
          <FormTextField
            control={control}
            name="since"
            type="datetime-local"
            label={t('catchUp.since')}
            required
          />
        </>
      )}
    </ActionDialog>
  );
}
