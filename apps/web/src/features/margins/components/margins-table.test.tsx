import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { marginRange, marginWeek } from '@brigade/domain/margins/margin-table';
import type { ProgrammeCounts } from '@brigade/domain/margins/programme-meals';
import type { MarginsResponse } from '@brigade/domain/schemas/margins';
import { formatChf } from '../../../lib/format.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MarginsNotes } from './margins-notes.tsx';
import { MarginsTable } from './margins-table.tsx';

// Two weeks: 2031_11 with a STRONG and a LEAN flex order, lunch 3 portions at 3.25 (one the kitchen's), 12
// meals without a recipe; 2031_12 empty.
const ordered = (entries: Record<string, number>) => new Map(Object.entries(entries)) as ProgrammeCounts;
const first = marginWeek(
  { week_id: '2031_11', start_date: '2031-03-10', meals_without_recipe: 12 },
  [
    { type: 'STRONG', is_flex: false, day_trial: false, num_days: 5, week_price: 295 },
    { type: 'LEAN', is_flex: true, day_trial: false, num_days: 5, week_price: 200 },
  ],
  [{ portions: 3, costPerPortion: 3.25, ordered: ordered({ STRONG: 1, 'LEAN flex': 1 }) }],
);
const second = marginWeek({ week_id: '2031_12', start_date: '2031-03-17', meals_without_recipe: 0 }, [], []);
const data: MarginsResponse = {
  from: '2031-03-10',
  to: '2031-03-17',
  weeks: [first, second],
  ...marginRange([first, second]),
  uncosted: [{ ingredient_id: 4, name: 'Salt', reason: 'NO_SUPPLIER_PRICE' }],
  available: { labour: false, delivery: false },
};

describe('the margins table', () => {
  it('shows each week’s programmes with figures and its total, then the programmes over all weeks', () => {
    renderWithProviders(<MarginsTable data={data} />);
    const rows = screen
      .getAllByTestId(/margin-(row|total)/)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(rows).toEqual([
      'LEAN flex',
      'STRONG',
      'Kitchen (adjustments, extras)',
      'Total W11 2031',
      'Total W12 2031',
      'LEAN flex',
      'STRONG',
      'Kitchen (adjustments, extras)',
      'Total of all weeks',
    ]);
    expect(screen.getByText('W11 2031 · 10 Mar – 16 Mar')).toBeInTheDocument();
    expect(screen.getByText('All weeks')).toBeInTheDocument();
  });

  it('works out revenue, food cost and margin, and says labour and delivery are not available yet', () => {
    renderWithProviders(<MarginsTable data={data} />);
    const strong = screen.getAllByTestId('margin-row')[1]!;
    const cells = within(strong)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // STRONG: 1 order, 5 days, 1 portion; 295.00 − 3.25 = 291.75, 98.9 %.
    expect(cells.slice(1)).toEqual([
      '1',
      '5',
      '1',
      formatChf(295, 'en'),
      formatChf(3.25, 'en'),
      formatChf(291.75, 'en'),
      '98.9 %',
      '–',
      '–',
    ]);
    expect(within(strong).getAllByRole('cell')[8]).toHaveAccessibleName('not available yet');
    const head = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(head.slice(-2)).toEqual(['Labournot available yet', 'Deliverynot available yet']);
    const kitchen = screen.getAllByTestId('margin-row')[2]!;
    expect(within(kitchen).getAllByRole('cell')[6]).toHaveTextContent(formatChf(-3.25, 'en'));
    expect(screen.getByTestId('meals-without-recipe')).toHaveTextContent(
      '12 meals of this week have no recipe assigned',
    );
    expect(screen.getAllByTestId('meals-without-recipe')).toHaveLength(1);
  });

  it('names the ingredients left out of the food cost', () => {
    renderWithProviders(<MarginsNotes data={data} />);
    expect(screen.getByTestId('margins-uncosted')).toHaveTextContent(
      '1 ingredient has no cost and is left out of the food cost: Salt (no supplier price)',
    );
    expect(screen.getByText(/Labour: not available yet/)).toBeInTheDocument();
  });
});
