import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAllergenRequest } from '@brigade/domain/schemas/allergens';
import { currentNotices, dismissAll } from '../lib/notifications.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ActionDialog } from './action-dialog.tsx';
import { FormTextField } from './form-fields.tsx';

afterEach(() => dismissAll());

function renderDialog(run: (values: { name: string; name_de: string }) => Promise<{ id: number }>) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithProviders(
    <ActionDialog
      open
      onClose={onClose}
      ns="allergens"
      texts="add"
      schema={createAllergenRequest}
      defaultValues={{ name: '', name_de: '' }}
      run={run}
      done={(created) => ({ name: `#${created.id}` })}
      onDone={onDone}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="English name" />
          <FormTextField control={control} name="name_de" label="German name" />
        </>
      )}
    </ActionDialog>,
  );
  return { onClose, onDone };
}

describe('action dialog', () => {
  it("is named by the feature's texts; once the action succeeded it says so, then closes", async () => {
    const run = vi.fn(async () => ({ id: 7 }));
    const { onClose, onDone } = renderDialog(run);
    expect(screen.getByRole('dialog', { name: 'Add allergen' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('English name'), 'Lupin');
    await userEvent.type(screen.getByLabelText('German name'), 'Lupine');
    await userEvent.click(screen.getByRole('button', { name: 'Add allergen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(run).toHaveBeenCalledWith({ name: 'Lupin', name_de: 'Lupine' });
    expect(onDone).toHaveBeenCalledWith({ id: 7 });
    expect(currentNotices()).toEqual([
      expect.objectContaining({ message: 'Allergen #7 added.', severity: 'success' }),
    ]);
  });

  it('a failed action keeps the dialog open and says nothing of success', async () => {
    const run = vi.fn(async () => Promise.reject(new Error('Server down')));
    const { onClose, onDone } = renderDialog(run);
    await userEvent.type(screen.getByLabelText('English name'), 'Lupin');
    await userEvent.type(screen.getByLabelText('German name'), 'Lupine');
    await userEvent.click(screen.getByRole('button', { name: 'Add allergen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(onClose).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(currentNotices()).toEqual([]);
  });
});
