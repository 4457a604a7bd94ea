import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  createDeliveryGroupRequest,
  type DeliveryGroup,
  type SpecialProgrammeDetail,
} from '@brigade/domain/schemas/special-programmes';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { EditDeleteButtons } from '../../../components/row-actions.tsx';
import { notify } from '../../../lib/notifications.ts';
import { useDeleteDeliveryGroup, useSaveDeliveryGroup } from '../api/delivery-groups.ts';

/** The programme's delivery groups: add, rename, delete (their customers stay, in no group). */
export function DeliveryGroupsPanel({ programme }: { programme: SpecialProgrammeDetail }) {
  const { t } = useTranslation('special-programmes');
  const confirm = useConfirm();
  const save = useSaveDeliveryGroup();
  const remove = useDeleteDeliveryGroup();
  // undefined: closed; null: adding; a group: renaming it.
  const [editing, setEditing] = useState<DeliveryGroup | null | undefined>(undefined);
  const id = programme.special_programme_id;

  const removeGroup = async (g: DeliveryGroup) => {
    const text = t('groups.deleteConfirm', { name: g.delivery_group, count: g.customers.length });
    if (!(await confirm({ text, destructive: true }))) return;
    remove.mutate(
      { id, groupId: g.delivery_group_id, version: g.version },
      { onSuccess: () => notify(t('groups.deleted', { name: g.delivery_group }), 'success') },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="delivery-groups-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="delivery-groups-title" variant="h6" sx={{ flex: 1 }}>
          {t('groups.title')}
        </Typography>
        <Button startIcon={<MdiIcon path={mdiPlus} size={0.8} />} onClick={() => setEditing(null)}>
          {t('groups.add')}
        </Button>
      </Stack>
      {programme.delivery_groups.length === 0 ? (
        <Typography color="text.secondary">{t('groups.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {programme.delivery_groups.map((g) => (
            <ListItem
              key={g.delivery_group_id}
              disableGutters
              secondaryAction={
                <EditDeleteButtons
                  editLabel={t('groups.renameLabel', { name: g.delivery_group })}
                  deleteLabel={t('groups.deleteLabel', { name: g.delivery_group })}
                  onEdit={() => setEditing(g)}
                  onDelete={() => void removeGroup(g)}
                />
              }
            >
              <ListItemText
                primary={g.delivery_group}
                secondary={
                  g.customers.length === 0
                    ? t('groups.empty')
                    : g.customers.map((c) => `${c.first_name} ${c.last_name}`).join(', ')
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <FormDialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('groups.renameTitle') : t('groups.addTitle')}
        submitLabel={editing ? t('groups.renameSubmit') : t('groups.add')}
        schema={createDeliveryGroupRequest}
        defaultValues={{ delivery_group: editing?.delivery_group ?? '' }}
        onSubmit={async (values) => {
          // A failure reads 'Unable to create/update delivery group on special programme. <reason>' (ADR 076).
          const saved = await save.mutateAsync({
            id,
            delivery_group: values.delivery_group,
            ...(editing ? { groupId: editing.delivery_group_id, version: editing.version } : {}),
          });
          notify(t('groups.saved', { name: saved.delivery_group }), 'success');
        }}
      >
        {({ control }) => (
          <FormTextField
            control={control}
            name="delivery_group"
            label={t('groups.name')}
            autoFocus
            required
          />
        )}
      </FormDialog>
    </Paper>
  );
}
