import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import {
  createPostcodeRequest,
  updatePostcodeRequest,
  type Postcode,
} from '@brigade/domain/schemas/postcodes';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormSelectField, FormTextField } from '../../../components/form-fields.tsx';
import { useCrudSaveDialog } from '../../../lib/use-save-dialog.ts';
import { postcodesApi } from '../api/postcodes.ts';
import { zonesApi } from '../api/zones.ts';

function formValues(editing: Postcode | null) {
  return {
    ...(editing ? { version: editing.version } : { postcode: '' }),
    place: editing?.place ?? '',
    postcode_zone_id: String(editing?.postcode_zone_id ?? -1),
  };
}

/** Add or edit a postcode: its place and zone (UNKNOWN, id -1, for none). */
export function PostcodeDialog({
  postcode,
  onClose,
}: {
  postcode: Postcode | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('delivery');
  const zones = useQuery({
    ...zonesApi.listOptions({ start: 0, length: 100, sort_by: 'zone', sort_dir: 'asc' }),
    enabled: postcode !== null,
  });
  const { editing, dialog } = useCrudSaveDialog(postcodesApi, {
    target: postcode,
    schemas: { create: createPostcodeRequest, update: updatePostcodeRequest },
    formValues,
    done: (saved, edited) =>
      t(edited ? 'postcodes.edit.done' : 'postcodes.add.done', { name: saved.postcode }),
  });
  const options = [
    { value: '-1', label: t('postcodes.unknown') },
    ...(zones.data?.items ?? []).map((z) => ({ value: String(z.postcode_zone_id), label: z.zone })),
  ];
  return (
    <FormDialog
      {...dialog}
      open={dialog.open && Boolean(zones.data)}
      onClose={onClose}
      title={editing ? t('postcodes.edit.title', { name: editing.postcode }) : t('postcodes.add.title')}
      submitLabel={editing ? undefined : t('postcodes.add.submit')}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1, minWidth: { sm: 360 } }}>
          {editing ? null : (
            <FormTextField
              control={control}
              name="postcode"
              label={t('postcodes.field.postcode')}
              required
              autoFocus
            />
          )}
          <FormTextField control={control} name="place" label={t('postcodes.field.place')} />
          <FormSelectField
            control={control}
            name="postcode_zone_id"
            label={t('postcodes.field.zone')}
            options={options}
          />
        </Box>
      )}
    </FormDialog>
  );
}
