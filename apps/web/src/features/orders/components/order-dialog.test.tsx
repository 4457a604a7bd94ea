import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_MEAL_TYPE_SELECTION_MESSAGE } from '@brigade/domain/programmes/programme-selection';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrderDialog } from './order-dialog.tsx';

/** The option lists the dialog loads (delivery types, pick-up points): empty. */
function stubLists() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], total: 0 }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

/** As the dialog shows it (en-CH: "CHF" and a no-break space). */
const chf = (amount: number) =>
  new Intl.NumberFormat('en-CH', { style: 'currency', currency: 'CHF' }).format(amount);
const rate = () => screen.getByTestId('order-day-rate').textContent;
const chip = (name: string) => screen.getByRole('button', { name });

describe('order dialog', () => {
  it(
    'follows the meal-type selection: the meals left out give the programme and its day rate',
    { timeout: 30_000 },
    async () => {
      stubLists();
      renderWithProviders(<OrderDialog open orderId={null} onClose={vi.fn()} />, { me: null });
      // LEAN leaves out the power shake: breakfast 16 + shot 7 + lunch 30 + treat 7 + dinner 24 (model 3).
      expect(rate()).toBe(chf(84));
      await userEvent.click(screen.getByLabelText('Flex'));
      expect(rate()).toBe(chf(60));
      expect(chip('Dinner')).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(chip('Power shake')); // dinner alone → STRONG flex
      expect(rate()).toBe(chf(76));
      expect(screen.getByRole('combobox', { name: 'Programme type' })).toHaveTextContent('STRONG');
      await userEvent.click(chip('Dinner')); // none → STRONG
      expect(rate()).toBe(chf(100));
      expect(screen.getByLabelText('Flex')).not.toBeChecked();

      await userEvent.click(chip('Lunch')); // lunch alone is no programme: refused, nothing changes
      expect(screen.getByText(INVALID_MEAL_TYPE_SELECTION_MESSAGE)).toBeInTheDocument();
      expect(chip('Lunch')).toHaveAttribute('aria-pressed', 'false');
      expect(rate()).toBe(chf(100));

      await userEvent.click(chip('Power shake'));
      await userEvent.click(chip('Breakfast')); // power shake + breakfast → LEAN flex (variant flag)
      expect(screen.getByLabelText('Flex')).toBeChecked();
      expect(rate()).toBe(chf(7 + 30 + 7 + 24));
    },
  );

  it(
    'prices a week of the chosen weekdays, and a 1-day trial at its trial price on one day',
    { timeout: 30_000 },
    async () => {
      stubLists();
      renderWithProviders(<OrderDialog open orderId={null} onClose={vi.fn()} />, { me: null });
      expect(screen.getByTestId('order-week-price').textContent).toBe(chf(420));
      await userEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
      expect(screen.getByText(/Week \(4 days\)/)).toBeInTheDocument();
      expect(screen.getByTestId('order-week-price').textContent).toBe(chf(336));
      await userEvent.click(screen.getByLabelText('1-day trial'));
      expect(screen.getByTestId('order-week-price').textContent).toBe(chf(60));
      expect(screen.getByText(/Trial price/)).toBeInTheDocument();
      const pressed = screen
        .getAllByRole('button', { pressed: true })
        .filter((b) => /day$/.test(b.getAttribute('aria-label') ?? ''));
      expect(pressed.map((b) => b.getAttribute('aria-label'))).toEqual(['Monday']);
      await waitFor(() => expect(screen.getByLabelText('Subscription')).toBeDisabled());
    },
  );
});
