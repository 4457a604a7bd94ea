import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { mdiDeleteOutline, mdiPencilOutline } from '@mdi/js';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notifications.ts';
import { useConfirm } from './confirm-dialog.tsx';
import type { RowAction } from './data-table.tsx';
import { MdiIcon } from './mdi-icon.tsx';

export interface DeleteRowAction<R> {
  /** The question asked first, naming the row. */
  confirmText: (row: R) => string;
  /** Deletes the row and calls onDone once the server agreed (a refusal shows in the snackbar). */
  run: (row: R, onDone: () => void) => void;
  /** The success message, naming the row. */
  doneText: (row: R) => string;
  /**
   * A row that may not be deleted gets a greyed-out button (the server refuses it too). Keep it stable
   * (module level or useCallback): it decides how the grid draws.
   */
  disabled?: (row: R) => boolean;
}

interface RowActionsOptions<R> {
  /** Actions shown before Edit (e.g. Members); keep the array stable (useMemo). */
  before?: RowAction<R>[];
  /** Opens the row for editing; keep it stable (useCallback). No Edit button without it. */
  onEdit?: (row: R) => void;
  /** Delete after a confirmation, then a success message. No Delete button without it. */
  onDelete?: DeleteRowAction<R>;
}

/**
 * The Edit and Delete icon buttons of a DataTable row, the same on every list: 'Edit' opens the row, 'Delete'
 * asks first, deletes and says so.
 */
export function useRowActions<R>({ before, onEdit, onDelete }: RowActionsOptions<R>): RowAction<R>[] {
  const { t } = useTranslation('common');
  const confirm = useConfirm();
  // The texts and the delete call are read when clicked, so the grid's columns need not change with them.
  const latest = useRef(onDelete);
  useLayoutEffect(() => {
    latest.current = onDelete;
  });
  const deletable = onDelete !== undefined;
  const disabled = onDelete?.disabled;

  const remove = useCallback(
    async (row: R) => {
      const action = latest.current;
      if (!action || !(await confirm({ text: action.confirmText(row), destructive: true }))) return;
      action.run(row, () => notify(action.doneText(row), 'success'));
    },
    [confirm],
  );

  return useMemo(
    () => [
      ...(before ?? []),
      ...(onEdit ? [{ label: t('edit'), icon: mdiPencilOutline, onClick: onEdit }] : []),
      ...(deletable ? [{ label: t('delete'), icon: mdiDeleteOutline, disabled, onClick: remove }] : []),
    ],
    [t, before, onEdit, deletable, disabled, remove],
  );
}

interface EditDeleteButtonsProps {
  /** The buttons' names, e.g. 'Edit' or 'Rename group A'. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  /** Asks first (useConfirm) and deletes. */
  onDelete: () => void;
}

/** Edit and Delete icon buttons for a row of a plain table or list (a DataTable uses useRowActions). */
export function EditDeleteButtons({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Tooltip title={editLabel}>
        <IconButton aria-label={editLabel} onClick={onEdit}>
          <MdiIcon path={mdiPencilOutline} size={0.8} />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} onClick={onDelete}>
          <MdiIcon path={mdiDeleteOutline} size={0.8} />
        </IconButton>
      </Tooltip>
    </>
  );
}
