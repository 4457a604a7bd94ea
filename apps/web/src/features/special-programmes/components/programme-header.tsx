import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  updateSpecialProgrammeRequest,
  type SpecialProgrammeDetail,
} from '@brigade/domain/schemas/special-programmes';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useUpdateSpecialProgramme } from '../api/update-special-programme.ts';
import { formatChf } from '../../../lib/format.ts';
import { SpecialProgrammeFields } from './special-programme-fields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';

interface Values {
  name: string;
  description: string;
  start_date: string;
  /** The price as typed; the shared schema reads it. */
  price_chf: string;
  version: number;
}

const valuesOf = (p: SpecialProgrammeDetail): Values => ({
  name: p.name,
  description: p.description ?? '',
  start_date: p.start_date,
  price_chf: String(p.price_chf),
  version: p.version,
});

/** The programme's name, description, start date and price, editable; its totals beside. */
export function ProgrammeHeader({ programme }: { programme: SpecialProgrammeDetail }) {
  const { t, i18n } = useTranslation('special-programmes');
  const update = useUpdateSpecialProgramme();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<Values>({
    schema: updateSpecialProgrammeRequest,
    defaultValues: valuesOf(programme),
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ ...values, id: programme.special_programme_id });
      notify(t('edit.done', { name: saved.name }), 'success');
    } catch (caught) {
      setError(applyServerErrors(caught, form.setError).message);
    }
  });

  const money = (n: number) => formatChf(n, i18n.language);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('edit.title')}>
        <SpecialProgrammeFields control={form.control} direction="row" />
        {error ? (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip label={t('totals.customers', { count: programme.customer_count })} />
          <Chip label={t('totals.orders', { count: programme.order_count })} />
          <Chip color="primary" label={t('totals.value', { value: money(programme.value) })} />
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('edit.submit')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
