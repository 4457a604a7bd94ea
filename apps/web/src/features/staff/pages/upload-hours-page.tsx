import { mdiContentSave, mdiUpload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type {
  HoursUploadPreview,
  HoursUploadRequest,
  HoursUploadResult,
} from '@brigade/domain/schemas/staff';
import type { HoursVariant } from '@brigade/domain/staff/hours-upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { previewUpload, useSaveUpload } from '../api/staff-api.ts';
import { UploadPreviewTable } from '../components/upload-preview-table.tsx';

/** A chosen file as the upload request: CSV as text, .xlsx as base64. */
async function requestOf(file: File, variant: HoursVariant): Promise<HoursUploadRequest> {
  if (/\.xlsx$/i.test(file.name)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return { variant, file_name: file.name, format: 'xlsx', content: btoa(binary) };
  }
  return { variant, file_name: file.name, format: 'csv', content: await file.text() };
}

/**
 * /analytics/labour/upload_hours: choose staff or express-courier hours and a file (CSV or .xlsx with the
 * headers date, mins, chf, name, is_am); every row is previewed with its problems before anything is saved;
 * 'Save' stores all rows or none, and the same file twice adds nothing.
 */
export default function UploadHoursPage() {
  const { t } = useTranslation('staff');
  const [variant, setVariant] = useState<HoursVariant>('STAFF');
  const [request, setRequest] = useState<HoursUploadRequest | null>(null);
  const [preview, setPreview] = useState<HoursUploadPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<HoursUploadResult | null>(null);
  const save = useSaveUpload();

  const check = async (next: HoursUploadRequest) => {
    setRequest(next);
    setSaved(null);
    setError(null);
    setPreview(null);
    try {
      setPreview(await previewUpload(next));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const errors = preview?.counts.error ?? 0;
  return (
    <>
      <PageToolbar />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={variant}
          onChange={(_e, v: HoursVariant | null) => {
            if (!v) return;
            setVariant(v);
            if (request) void check({ ...request, variant: v });
          }}
          aria-label={t('upload.variant')}
        >
          <ToggleButton value="STAFF">{t('upload.staff')}</ToggleButton>
          <ToggleButton value="EXPRESS_COURIER">{t('upload.courier')}</ToggleButton>
        </ToggleButtonGroup>
        <Button component="label" variant="outlined" startIcon={<MdiIcon path={mdiUpload} size={0.9} />}>
          {t('upload.choose')}
          <input
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv"
            data-testid="hours-file"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) await check(await requestOf(file, variant));
            }}
          />
        </Button>
        {request ? <Typography variant="body2">{request.file_name}</Typography> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('upload.help')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="upload-saved">
          {t('upload.saved', saved)}
        </Alert>
      ) : null}
      {preview && !saved ? (
        <>
          <Alert severity={errors > 0 ? 'error' : 'info'} sx={{ mb: 2 }} data-testid="upload-summary">
            {errors > 0 ? t('upload.hasErrors', { count: errors }) : t('upload.ready', preview.counts)}
          </Alert>
          <Button
            variant="contained"
            sx={{ mb: 2 }}
            disabled={errors > 0 || save.isPending}
            startIcon={<MdiIcon path={mdiContentSave} size={0.9} />}
            onClick={async () => {
              try {
                setSaved(await save.mutateAsync(request!));
              } catch (e) {
                setError((e as Error).message);
              }
            }}
          >
            {t('upload.save')}
          </Button>
          <UploadPreviewTable preview={preview} />
        </>
      ) : null}
    </>
  );
}
