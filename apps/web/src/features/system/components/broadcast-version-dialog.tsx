import { broadcastVersionRequest } from '@brigade/domain/schemas/system';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useBroadcastVersion } from '../api/broadcast-version.ts';

export function BroadcastVersionDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const broadcast = useBroadcastVersion();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('broadcast.title')}
      submitLabel={t('broadcast.submit')}
      schema={broadcastVersionRequest}
      defaultValues={{ new_version: current }}
      onSubmit={async (values) => {
        const sent = await broadcast.mutateAsync({ new_version: values.new_version });
        notify(t('broadcast.done', { version: sent.version }), 'success');
      }}
    >
      {({ control }) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('broadcast.explanation')}
          </Typography>
          <FormTextField
            control={control}
            name="new_version"
            label={t('broadcast.field')}
            autoFocus
            required
          />
        </>
      )}
    </FormDialog>
  );
}
