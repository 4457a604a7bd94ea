import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { useConfirm, type ConfirmOptions } from './confirm-dialog.tsx';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm(options)))}>ask</button>
      <output>{answer}</output>
    </>
  );
}

describe('confirmation dialog', () => {
  it("asks 'Are you sure?' with Yes and No by default, and Yes resolves true", async () => {
    renderWithProviders(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('No resolves false', async () => {
    renderWithProviders(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });

  it('closes 100 ms after the answer, not before', async () => {
    renderWithProviders(<Asker />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('none');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('hides No when its label is empty and shows custom text', async () => {
    renderWithProviders(<Asker options={{ text: 'Delete it?', noLabel: '', yesLabel: 'OK' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete it?');
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });
});
