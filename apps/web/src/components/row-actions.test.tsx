import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentNotices, dismissAll } from '../lib/notifications.ts';
import { renderWithProviders } from '../test/render.tsx';
import { useRowActions, type DeleteRowAction } from './row-actions.tsx';

interface Row {
  name: string;
  locked: boolean;
}

const locked = (row: Row) => row.locked;

/** The row's actions as plain buttons, as the DataTable's action column shows them. */
function Actions({
  row,
  onEdit,
  run,
}: {
  row: Row;
  onEdit?: (row: Row) => void;
  run: DeleteRowAction<Row>['run'];
}) {
  const actions = useRowActions<Row>({
    onEdit,
    onDelete: {
      confirmText: (r) => `Delete ${r.name}?`,
      doneText: (r) => `${r.name} deleted`,
      run,
      disabled: locked,
    },
  });
  return (
    <>
      {actions.map((action) => (
        <button
          key={action.label}
          onClick={() => action.onClick(row)}
          disabled={action.disabled?.(row) ?? false}
        >
          {action.label}
        </button>
      ))}
    </>
  );
}

afterEach(() => dismissAll());

describe('row actions', () => {
  it('edits, and deletes only after a yes, then says so', async () => {
    const onEdit = vi.fn();
    const run = vi.fn((_row: Row, onDone: () => void) => onDone());
    const row = { name: 'Lupin', locked: false };
    renderWithProviders(<Actions row={row} onEdit={onEdit} run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(row);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete Lupin?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith(row, expect.any(Function)));
    expect(currentNotices().map((n) => n.message)).toContain('Lupin deleted');
  });

  it('has no Edit without onEdit, and greys out Delete for a row that may not go', () => {
    renderWithProviders(<Actions row={{ name: 'Default', locked: true }} run={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
