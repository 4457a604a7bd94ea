import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import type { InventoryGroup } from '@brigade/domain/schemas/inventory';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { ToolDialog } from '../../../components/tool-dialog.tsx';
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
 * The week recipes toolbar's 'inventory' dialog: the kitchen's stock by group (ADR 052). Every chef records
 * what came in, what was used and what was counted; level 0–1 users also add and rename groups and items (the
 * server enforces the same).
 */
export function InventoryDialog({ open, onClose }: Props) {
  // Mounted only while open, so each opening reads the stock afresh and starts on the first group.
  return open ? <OpenInventoryDialog onClose={onClose} /> : null;
}

function OpenInventoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const canSetUp = useCurrentUser().level <= 1;
  const groups = useInventoryGroups();
  const [selected, setSelected] = useState<number | null>(null);
  const [groupForm, setGroupForm] = useState<{ group: InventoryGroup | null } | null>(null);

  const list = groups.data?.items ?? [];
  const current = list.find((g) => g.inventoryGroupId === selected) ?? list[0];

  return (
    <>
      <ToolDialog
        id="inventory"
        title={t('title')}
        onClose={onClose}
        contentSx={{ minHeight: 320, px: { xs: 1, sm: 3 } }}
        actions={
          canSetUp ? (
            <Button
              startIcon={<MdiIcon path={mdiPlus} size={0.8} />}
              onClick={() => setGroupForm({ group: null })}
            >
              {t('addGroup')}
            </Button>
          ) : null
        }
      >
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
      </ToolDialog>
      <GroupFormDialog
        open={groupForm !== null}
        group={groupForm?.group ?? null}
        onClose={() => setGroupForm(null)}
        onSaved={(saved) => setSelected(saved.inventoryGroupId)}
      />
    </>
  );
}
