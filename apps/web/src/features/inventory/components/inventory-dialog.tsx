import { useState } from 'react';
import { mdiClose, mdiPlus } from '@mdi/js';
import type { InventoryGroup } from '@brigade/domain/schemas/inventory';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useInventoryGroups } from '../api/get-inventory-groups.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { InventoryGroupPanel } from './inventory-group-panel.tsx';
import { groupPanelId, groupTabId } from './tab-ids.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 week recipes toolbar 'inventory' dialog: the kitchen's stock by group. Every chef records what came
 * in, what was used and what was counted; level 0–1 users also add and rename groups and items (the server
 * enforces the same).
 */
export function InventoryDialog({ open, onClose }: Props) {
  // Mounted only while open, so each opening reads the stock afresh and starts on the first group.
  return open ? <OpenInventoryDialog onClose={onClose} /> : null;
}

function OpenInventoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const { t: common } = useTranslation('common');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const canSetUp = useCurrentUser().level <= 1;
  const groups = useInventoryGroups();
  const [selected, setSelected] = useState<number | null>(null);
  const [groupForm, setGroupForm] = useState<{ group: InventoryGroup | null } | null>(null);

  const list = groups.data?.items ?? [];
  const current = list.find((g) => g.inventoryGroupId === selected) ?? list[0];

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="inventory-title"
    >
      <DialogTitle id="inventory-title" sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={common('close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <MdiIcon path={mdiClose} />
      </IconButton>
      <DialogContent dividers sx={{ minHeight: 320, px: { xs: 1, sm: 3 } }}>
        {groups.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Stack>
        ) : groups.isError ? (
          <Alert severity="error">{groups.error.message}</Alert>
        ) : !current ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <>
            <Tabs
              value={current.inventoryGroupId}
              onChange={(_event, id: number) => setSelected(id)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={t('groups')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {list.map((group) => {
                const low = group.items.filter((i) => i.belowMin).length;
                return (
                  <Tab
                    key={group.inventoryGroupId}
                    value={group.inventoryGroupId}
                    id={groupTabId(group.inventoryGroupId)}
                    aria-controls={groupPanelId(group.inventoryGroupId)}
                    label={low > 0 ? t('tabWithLow', { name: group.name, count: low }) : group.name}
                    sx={low > 0 ? { color: 'warning.dark' } : undefined}
                  />
                );
              })}
            </Tabs>
            <InventoryGroupPanel
              key={current.inventoryGroupId}
              group={current}
              groups={list}
              canSetUp={canSetUp}
              onEditGroup={() => setGroupForm({ group: current })}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {canSetUp ? (
          <Button
            startIcon={<MdiIcon path={mdiPlus} size={0.8} />}
            onClick={() => setGroupForm({ group: null })}
          >
            {t('addGroup')}
          </Button>
        ) : null}
        <Stack sx={{ flex: 1 }} />
        <Button onClick={onClose}>{common('close')}</Button>
      </DialogActions>
      <GroupFormDialog
        open={groupForm !== null}
        group={groupForm?.group ?? null}
        onClose={() => setGroupForm(null)}
        onSaved={(saved) => setSelected(saved.inventoryGroupId)}
      />
    </Dialog>
  );
}
