import { useState } from 'react';
import { mdiAccountRemoveOutline } from '@mdi/js';
import { messages } from '@brigade/domain/messages/catalogue';
import type { CustomerGroup } from '@brigade/domain/schemas/groups';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import type { CustomerPicker, PickedCustomer } from '../../../components/customer-picker.ts';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { useAddGroupMember, useGroupMembers, useRemoveGroupMember } from '../api/group-members.ts';

const report = (error: unknown) => {
  if (!isApiError(error) || !error.endsSession)
    notify(error instanceof Error ? error.message : String(error), 'error');
};

/** A group's members: add with the customer search (moving one from another group after asking), remove. */
export function MembersDialog({
  group,
  onClose,
  Picker,
}: {
  group: CustomerGroup;
  onClose: () => void;
  Picker: CustomerPicker;
}) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const members = useGroupMembers(group.group_id);
  const add = useAddGroupMember();
  const remove = useRemoveGroupMember();
  const [picked, setPicked] = useState<PickedCustomer | null>(null);

  const addPicked = async () => {
    if (!picked) return;
    const args = { id: group.group_id, customerId: picked.customer_id };
    try {
      await add.mutateAsync(args);
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) return report(error);
      const text = `${translateMessage(messages.groupMemberElsewhere)}\n\n${t('members.moveConfirm', { name: picked.name, group: group.name })}`;
      if (!(await confirm({ text, yesLabel: t('members.move') }))) return;
      try {
        await add.mutateAsync({ ...args, move: true });
      } catch (again) {
        return report(again);
      }
    }
    notify(t('members.added', { name: picked.name, group: group.name }), 'success');
    setPicked(null);
  };

  const removeMember = async (customerId: number, name: string) => {
    if (
      !(await confirm({ text: t('members.removeConfirm', { name, group: group.name }), destructive: true }))
    )
      return;
    remove.mutate(
      { id: group.group_id, customerId },
      { onSuccess: () => notify(t('members.removed', { name, group: group.name }), 'success') },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="members-title">
      <DialogTitle id="members-title">{t('members.title', { name: group.name })}</DialogTitle>
      <DialogContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ pt: 1, mb: 2, alignItems: { sm: 'center' } }}
        >
          <Picker value={picked} onChange={setPicked} label={t('members.find')} disabled={add.isPending} />
          <Button
            variant="contained"
            disabled={!picked || add.isPending}
            onClick={() => void addPicked()}
            sx={{ flexShrink: 0 }}
          >
            {t('members.add')}
          </Button>
        </Stack>
        {!members.data ? (
          <CircularProgress aria-label="loading" />
        ) : members.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('members.none')}</Typography>
        ) : (
          <List dense aria-label={t('members.list')}>
            {members.data.items.map((m) => {
              const name = `${m.first_name} ${m.last_name}`;
              return (
                <ListItem
                  key={m.customer_id}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      aria-label={t('members.removeLabel', { name })}
                      onClick={() => void removeMember(m.customer_id, name)}
                    >
                      <MdiIcon path={mdiAccountRemoveOutline} />
                    </IconButton>
                  }
                >
                  <ListItemText primary={name} secondary={m.email || null} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('members.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
