import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAllergenRequest } from '@brigade/domain/schemas/allergens';
import { messages } from '@brigade/domain/messages/catalogue';
import { ApiError } from '../lib/api-error.ts';
import { i18n } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormTextField } from './form-fields.tsx';

function renderDialog(onSubmit: (values: unknown) => Promise<unknown>, onClose = vi.fn()) {
  renderWithProviders(
    <FormDialog
      open
      title="Add allergen"
      schema={createAllergenRequest}
      defaultValues={{ name: '', name_de: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="English name" />
          <FormTextField control={control} name="name_de" label="German name" />
        </>
      )}
    </FormDialog>,
  );
  return onClose;
}

describe('form dialog', () => {
  it('shows the schema messages under the fields and does not submit', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderDialog(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(messages.nameRequired)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    // The first invalid field takes the focus, so a long form scrolls to what needs fixing.
    await waitFor(() => expect(screen.getByLabelText('English name')).toHaveFocus());
  });

  it('translates field messages in German', async () => {
    await i18n.changeLanguage('de');
    renderDialog(vi.fn(async () => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Name ist erforderlich')).toHaveLength(2);
  });

  it('disables submit while saving, then closes', async () => {
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('English name'), 'Lupin');
    await userEvent.type(screen.getByLabelText('German name'), 'Lupine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lupin', name_de: 'Lupine' });
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('maps a 400 onto its fields and shows other failures above the buttons, keeping the input', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('x', 400, 'VALIDATION_ERROR', { name_de: messages.nameTooLong }))
      .mockRejectedValueOnce(new ApiError(messages.allergenNameTaken, 409, 'CONFLICT'));
    const onClose = renderDialog(onSubmit);
    await userEvent.type(screen.getByLabelText('English name'), 'Milk');
    await userEvent.type(screen.getByLabelText('German name'), 'Milch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.nameTooLong)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.allergenNameTaken);
    expect(screen.getByLabelText('English name')).toHaveValue('Milk');
    expect(onClose).not.toHaveBeenCalled();
  });
});
