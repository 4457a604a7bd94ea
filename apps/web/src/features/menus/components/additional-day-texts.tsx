import { useState } from 'react';
import { MAX_HTML_LENGTH, type AdditionalDay } from '@brigade/domain/schemas/menus';
import { mdiContentSave } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';

type Texts = Pick<AdditionalDay, 'before_meals_html' | 'after_meals_html'>;

interface Props {
  day: AdditionalDay;
  saving: boolean;
  /** Saves the day with these texts; a 400's messages land under the fields. */
  onSave: (texts: Texts) => Promise<void>;
}

/** The HTML shown before and after the additional meals of the date. */
export function AdditionalDayTexts({ day, saving, onSave }: Props) {
  const { t } = useTranslation('menus');
  const [texts, setTexts] = useState<Texts>({
    before_meals_html: day.before_meals_html,
    after_meals_html: day.after_meals_html,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Texts, string>>>({});
  const changed =
    texts.before_meals_html !== day.before_meals_html || texts.after_meals_html !== day.after_meals_html;

  const submit = async () => {
    setErrors({});
    try {
      await onSave(texts);
    } catch (error) {
      if (isApiError(error) && error.details) setErrors(error.details);
    }
  };

  const field = (name: keyof Texts, label: string) => (
    <TextField
      label={label}
      value={texts[name]}
      onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
      multiline
      minRows={2}
      maxRows={8}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name] ? translateMessage(errors[name]) : t('day.htmlHint')}
      slotProps={{ htmlInput: { maxLength: MAX_HTML_LENGTH } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {field('before_meals_html', t('day.before'))}
        {field('after_meals_html', t('day.after'))}
      </Stack>
      <div>
        <Button
          variant="outlined"
          disabled={!changed || saving}
          onClick={() => void submit()}
          startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
        >
          {t('day.saveTexts')}
        </Button>
      </div>
    </Stack>
  );
}
