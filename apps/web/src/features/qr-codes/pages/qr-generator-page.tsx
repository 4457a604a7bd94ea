import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { QrDownloads } from '../components/qr-downloads.tsx';
import { QrPreview } from '../components/qr-preview.tsx';
import { ERROR_LEVELS, QR_SIZES, type ErrorLevel } from '../model/qr-image.ts';
import { useQrResult } from '../model/use-qr-result.ts';

interface GeneratorValues {
  text: string;
  size: number;
  level: ErrorLevel;
}

/**
 * /qr-code/generator 'QR Codes': a text or address becomes a QR code, previewed as it is typed and
 * downloaded as PNG (for documents and print shops) or SVG (sharp at any size).
 */
export default function QrGeneratorPage() {
  const { t } = useTranslation('qr-codes');
  const { control } = useForm<GeneratorValues>({ defaultValues: { text: '', size: 512, level: 'M' } });
  const [text, size, level] = useWatch({ control, name: ['text', 'size', 'level'] });
  const result = useQrResult(text, { level, size: Number(size) });
  const empty = text.trim() === '';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%', maxWidth: 640 }}>
        <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
          <Typography color="text.secondary">{t('generator.intro')}</Typography>
          <FormTextField
            control={control}
            name="text"
            label={t('generator.text')}
            multiline
            minRows={3}
            maxRows={10}
            autoFocus
            hint={t('generator.textHint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name="size"
              label={t('generator.size')}
              options={QR_SIZES.map((px) => ({ value: px, label: t('generator.sizeOption', { px }) }))}
            />
            <FormSelectField
              control={control}
              name="level"
              label={t('generator.level')}
              options={ERROR_LEVELS.map((value) => ({ value, label: t(`generator.levels.${value}`) }))}
            />
          </Stack>
          <QrDownloads result={empty ? { kind: 'empty' } : result} />
        </Stack>
      </Paper>
      <QrPreview result={empty ? { kind: 'empty' } : result} text={text} />
    </Stack>
  );
}
