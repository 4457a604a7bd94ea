import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { FormFooter } from './form-footer.tsx';

describe('form footer', () => {
  it('submits its form with Save and offers Delete for a stored record', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onDelete = vi.fn();
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <FormFooter saving={false} onDelete={onDelete} deleteLabel="Delete recipe" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Delete recipe' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('has no Delete for a new record and disables Save while saving', () => {
    renderWithProviders(<FormFooter saving />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
