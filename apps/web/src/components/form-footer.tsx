import { mdiContentSave, mdiDeleteOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from './mdi-icon.tsx';

interface FormFooterProps {
  /** Save is disabled while the form is being saved (react-hook-form's isSubmitting). */
  saving: boolean;
  /** Deletes the record (asking first is the caller's part); a new record has no Delete button. */
  onDelete?: () => void;
  /** The Delete button's name when it should say what it deletes (default 'Delete'). */
  deleteLabel?: string;
  deleteDisabled?: boolean;
  sx?: SxProps<Theme>;
}

/** The Save (submits the form it is in) and Delete buttons under a detail page's form. */
export function FormFooter({ saving, onDelete, deleteLabel, deleteDisabled, sx }: FormFooterProps) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      <Button
        type="submit"
        variant="contained"
        disabled={saving}
        startIcon={<MdiIcon path={mdiContentSave} size={0.8} />}
      >
        {t('save')}
      </Button>
      {onDelete ? (
        <Button
          color="error"
          startIcon={<MdiIcon path={mdiDeleteOutline} size={0.8} />}
          onClick={onDelete}
          disabled={deleteDisabled}
        >
          {deleteLabel ?? t('delete')}
        </Button>
      ) : null}
    </Stack>
  );
}
