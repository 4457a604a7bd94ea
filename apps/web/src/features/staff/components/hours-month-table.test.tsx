import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HoursMonth } from '@brigade/domain/schemas/staff';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { HoursMonthTable } from './hours-month-table.tsx';
import { UploadPreviewTable } from './upload-preview-table.tsx';

const row = {
  hours_id: 7,
  employee_id: 1,
  date: '2031-03-07',
  paid_date: '2031-03-10',
  lag_days: 3,
  week_id: '2031_11',
  period: 'DAY' as const,
  total_hours: 8,
  extra_hours: 1,
  break_hours: 0.5,
  net_hours: 8.5,
  cost_chf: 340,
  source: 'MANUAL' as const,
  version: 1,
};
const totals = { total_hours: 8, extra_hours: 1, break_hours: 0.5, net_hours: 8.5, cost_chf: 340 };
const month: HoursMonth = {
  year: 2031,
  month: 3,
  employees: [
    {
      employee_id: 1,
      first_name: 'Anna',
      last_name: 'Muster',
      role: 'Chef',
      kind: 'STAFF',
      active: true,
      rows: [row],
      totals,
    },
  ],
  totals,
};

describe('the hours month', () => {
  it('shows the original and the shifted date, the week, net hours and the month total; a row opens the dialog', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<HoursMonthTable data={month} onEdit={onEdit} />);
    const cells = within(screen.getByTestId('hours-row'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 8)).toEqual([
      '07/03/2031',
      '10/03/2031 (+3)',
      '2031_11',
      'Day',
      '8',
      '1',
      '0.5',
      '8.5',
    ]);
    expect(screen.getByTestId('hours-month-total')).toHaveTextContent('Month total');
    await userEvent.click(screen.getByRole('button', { name: 'Edit hours' }));
    expect(onEdit).toHaveBeenCalledWith({ row });
  });
});

describe('the upload preview', () => {
  it('shows each row as written with its status and its problems', () => {
    renderWithProviders(
      <UploadPreviewTable
        preview={{
          variant: 'STAFF',
          counts: { new: 1, update: 0, unchanged: 0, error: 1 },
          error_codes: null,
          rows: [
            {
              line: 1,
              cells: ['01/04/2031', '60', '30', 'Anna Muster', '1'],
              date: '2031-04-01',
              mins: 60,
              chf: 30,
              name: 'Anna Muster',
              is_am: true,
              employee_id: 1,
              status: 'new',
              errors: [],
            },
            {
              line: 2,
              cells: ['01/04/2031', '60', '30', 'Zoe X', '1'],
              date: '2031-04-01',
              mins: 60,
              chf: 30,
              name: 'Zoe X',
              is_am: true,
              employee_id: null,
              status: 'error',
              errors: ['Unable to find id for Zoe_X.'],
            },
          ],
        }}
      />,
    );
    const bad = within(screen.getByTestId('upload-row-error'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(bad).toEqual([
      '2',
      '01/04/2031',
      '60',
      '30',
      'Zoe X',
      '1',
      'error',
      'Unable to find id for Zoe_X.',
    ]);
    expect(screen.getByTestId('upload-row-new')).toHaveTextContent('new');
  });
});
