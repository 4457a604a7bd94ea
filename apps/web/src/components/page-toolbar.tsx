import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from './mdi-icon.tsx';
import { useToolbarSlot } from './toolbar-slot.ts';

interface PageToolbarProps {
  /** The toolbar's green add button (opens an add dialog or goes to a new record). */
  onAdd?: () => void;
  addLabel?: string;
  /** Further actions (refresh, copy week, …). */
  children?: ReactNode;
}

/** A screen's toolbar actions, shown in the app bar beside the title (or inline outside the default layout). */
export function PageToolbar({ onAdd, addLabel, children }: PageToolbarProps) {
  const { t } = useTranslation('common');
  const slot = useToolbarSlot();
  const label = addLabel ?? t('add');
  const actions = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {children}
      {onAdd ? (
        <Tooltip title={label}>
          <Fab size="small" color="success" aria-label={label} onClick={onAdd} sx={{ boxShadow: 'none' }}>
            <MdiIcon path={mdiPlus} />
          </Fab>
        </Tooltip>
      ) : null}
    </Stack>
  );
  return slot ? createPortal(actions, slot) : actions;
}
