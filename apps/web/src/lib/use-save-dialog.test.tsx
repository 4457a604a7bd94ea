import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAllergenRequest, updateAllergenRequest } from '@brigade/domain/schemas/allergens';
import { FormDialog } from '../components/form-dialog.tsx';
import { FormTextField } from '../components/form-fields.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { currentNotices, dismissAll } from './notifications.ts';
import { useSaveDialog } from './use-save-dialog.ts';

interface Item {
  id: number;
  name: string;
  name_de: string;
  version: number;
}

const lupin: Item = { id: 3, name: 'Lupin', name_de: 'Lupine', version: 4 };

afterEach(() => dismissAll());

function Dialog(props: {
  target: Item | 'new' | null;
  create: (values: unknown) => Promise<Item>;
  update: (editing: Item, values: unknown) => Promise<Item>;
  reload?: (editing: Item) => Promise<Item>;
}) {
  const { editing, dialog } = useSaveDialog({
    ...props,
    schemas: { create: createAllergenRequest, update: updateAllergenRequest },
    formValues: (r) =>
      r ? { name: r.name, name_de: r.name_de, version: r.version } : { name: '', name_de: '' },
    done: (saved, edited) => `${saved.name} ${edited ? 'saved' : 'added'}`,
  });
  return (
    <FormDialog {...dialog} onClose={() => undefined} title={editing ? `Edit ${editing.name}` : 'Add'}>
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="English name" />
          <FormTextField control={control} name="name_de" label="German name" />
        </>
      )}
    </FormDialog>
  );
}

describe('useSaveDialog', () => {
  it('null keeps the dialog closed', () => {
    renderWithProviders(<Dialog target={null} create={vi.fn()} update={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'new' adds a record from empty fields and says so", async () => {
    const create = vi.fn(async () => lupin);
    const update = vi.fn();
    renderWithProviders(<Dialog target="new" create={create} update={update} />);
    await userEvent.type(screen.getByLabelText('English name'), 'Lupin');
    await userEvent.type(screen.getByLabelText('German name'), 'Lupine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ name: 'Lupin', name_de: 'Lupine' }));
    expect(update).not.toHaveBeenCalled();
    expect(currentNotices()).toEqual([
      expect.objectContaining({ message: 'Lupin added', severity: 'success' }),
    ]);
  });

  it('a record is edited with the version read, and a 409 offers its current values', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Changed meanwhile', 409, 'CONFLICT'))
      .mockResolvedValueOnce({ ...lupin, name: 'Lupins', version: 6 });
    const reload = vi.fn(async () => ({ ...lupin, name_de: 'Lupinen', version: 5 }));
    renderWithProviders(<Dialog target={lupin} create={vi.fn()} update={update} reload={reload} />);
    expect(screen.getByRole('dialog', { name: 'Edit Lupin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reload current record' }));
    await waitFor(() => expect(screen.getByLabelText('German name')).toHaveValue('Lupinen'));
    expect(reload).toHaveBeenCalledWith(lupin);
    await userEvent.type(screen.getByLabelText('English name'), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenLastCalledWith(lupin, { name: 'Lupins', name_de: 'Lupinen', version: 5 }),
    );
    expect(currentNotices()).toEqual([expect.objectContaining({ message: 'Lupins saved' })]);
  });
});
