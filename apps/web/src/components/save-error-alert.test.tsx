import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@brigade/domain/messages/catalogue';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render.tsx';
import { SaveErrorAlert } from './save-error-alert.tsx';

describe('SaveErrorAlert', () => {
  it('shows nothing for a 400 whose messages sit under the fields', () => {
    const error = new ApiError('Invalid input', 400, 'VALIDATION_ERROR', { name: messages.nameRequired });
    renderWithProviders(<SaveErrorAlert error={error} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("offers 'Reload current record' after a 409 and calls back", async () => {
    const onReload = vi.fn();
    renderWithProviders(
      <SaveErrorAlert error={new ApiError(messages.staleVersion, 409, 'CONFLICT')} onReload={onReload} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.staleVersion);
    await userEvent.click(screen.getByRole('button', { name: 'Reload current record' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("shows a 422's per-line details, and no reload without a record", () => {
    const error = new ApiError('Line 2 (Butter): not allowed', 422, 'BUSINESS_RULE', {
      'lines.1.ingredient_id': messages.nameRequired,
    });
    renderWithProviders(<SaveErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.nameRequired);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
