import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, users } from '../../../test/render.tsx';

const sheets = () => screen.getAllByTestId('reset-sheet');

describe('reset labels', () => {
  it('explains reset labels and links to both variants', async () => {
    renderApp('/de/printable/a4/reset-labels', users.super);
    expect(await screen.findByRole('heading', { name: 'Reset-Etiketten' })).toBeInTheDocument();
    expect(screen.getByText(/wiederverwendbaren Beutels oder einer Box/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einfache Reset-Etiketten' })).toHaveAttribute(
      'href',
      '/de/printable/a4/reset-labels/simple',
    );
    expect(screen.getByRole('link', { name: 'Reset-Etiketten mit QR-Code' })).toHaveAttribute(
      'href',
      '/de/printable/a4/reset-labels/qr-code',
    );
  });

  it('prints 24 simple labels a sheet with lines for name, day and meals, and no codes', async () => {
    renderApp('/printable/a4/reset-labels/simple', users.super);
    expect(await screen.findByRole('heading', { name: 'Simple reset labels' })).toBeInTheDocument();
    expect(sheets()).toHaveLength(1);
    const labels = within(sheets()[0]!).getAllByTestId('reset-label');
    expect(labels).toHaveLength(24);
    expect(labels[0]).toHaveTextContent(/^BrigadeNameDayMeals$/);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('carries RESET as a barcode and a QR code on every QR label, and prints as many sheets as asked', async () => {
    const user = userEvent.setup();
    renderApp('/printable/a4/reset-labels/qr-code', users.super);
    expect(await screen.findByRole('heading', { name: 'Reset labels with QR code' })).toBeInTheDocument();
    const labels = within(sheets()[0]!).getAllByTestId('reset-label');
    expect(labels).toHaveLength(24);
    for (const label of labels) {
      expect(within(label).getByRole('img', { name: 'QR code RESET' })).toHaveAttribute(
        'data-value',
        'RESET',
      );
      expect(within(label).getByRole('img', { name: 'Barcode RESET' })).toHaveAttribute(
        'data-value',
        'RESET',
      );
    }

    const count = screen.getByRole('spinbutton', { name: 'Sheets' });
    await user.clear(count);
    await user.type(count, '3');
    expect(sheets()).toHaveLength(3);
    expect(screen.getAllByTestId('reset-label')).toHaveLength(72);
    expect(screen.getByText('72 labels')).toBeInTheDocument();

    await user.clear(count);
    await user.type(count, '21');
    expect(screen.getByText('A whole number from 1 to 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
