import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiUpload } from '@mdi/js';
import { bulkPostcodeZonesRequest } from '@brigade/domain/schemas/postcodes';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useBulkPostcodeZones } from '../api/postcode-extras.ts';

/** Bulk update of postcode zone codes: paste 'postcode, zone' lines or load them from a CSV file. */
export function BulkZonesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('delivery');
  const bulk = useBulkPostcodeZones();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('postcodes.bulk.title')}
      submitLabel={t('postcodes.bulk.submit')}
      schema={bulkPostcodeZonesRequest}
      defaultValues={{ text: '' }}
      onSubmit={async (values) => {
        const result = await bulk.mutateAsync(values);
        notify(t('postcodes.bulk.done', result), 'success');
      }}
    >
      {({ control, setValue }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 440 } }}>
          <Typography variant="body2" color="text.secondary">
            {t('postcodes.bulk.help')}
          </Typography>
          <Controller
            control={control}
            name="text"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label={t('postcodes.bulk.text')}
                multiline
                minRows={6}
                maxRows={14}
                placeholder={'8001;ZH1\n8400;WIN'}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? translateMessage(fieldState.error.message) : undefined
                }
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
            )}
          />
          <Button
            component="label"
            variant="outlined"
            startIcon={<MdiIcon path={mdiUpload} size={0.8} />}
            sx={{ justifySelf: 'start' }}
          >
            {t('postcodes.bulk.upload')}
            <input
              hidden
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (file) setValue('text', await file.text(), { shouldValidate: true });
                event.target.value = '';
              }}
            />
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}
