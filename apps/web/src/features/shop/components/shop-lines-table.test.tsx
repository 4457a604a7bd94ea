import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShopLinesTable } from './shop-lines-table.tsx';

const line = {
  line_item_id: 71,
  title: 'LEAN programme',
  variant_title: '2 weeks',
  product_id: 9,
  variant_id: 5,
  quantity: 1,
  price: '289.00',
  start_week: '2026_50',
  kind: 'programme' as const,
  order_id: 40,
  processed: true,
  processed_override: null,
  product_url: null,
  variant_url: null,
};
const detail = { currency: 'CHF', lines: [line] } as unknown as ShopOrderDetail;

describe('the lines of a shop order', () => {
  it("shows each line's override (automatic here) and sends the one chosen", async () => {
    const onOverride = vi.fn();
    renderWithProviders(<ShopLinesTable detail={detail} busy={false} onOverride={onOverride} />);
    const row = screen.getByTestId('shop-line');
    expect(row).toHaveTextContent('LEAN programme – 2 weeks');
    expect(row).toHaveTextContent('Now: processed');
    const group = within(row).getByRole('group', { name: 'Processed: LEAN programme' });
    expect(within(group).getByRole('button', { name: 'Automatic' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Not processed' }));
    expect(onOverride).toHaveBeenCalledWith(71, false);
    await userEvent.click(within(group).getByRole('button', { name: 'Processed' }));
    expect(onOverride).toHaveBeenLastCalledWith(71, true);
    // Clicking the chosen one again unselects nothing: the line keeps an answer.
    await userEvent.click(within(group).getByRole('button', { name: 'Automatic' }));
    expect(onOverride).toHaveBeenCalledTimes(2);
  });
});
