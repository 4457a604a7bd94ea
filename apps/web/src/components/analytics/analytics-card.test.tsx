import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { AnalyticsCard } from './analytics-card.tsx';

const columns = [
  { key: 'week', label: 'Week', value: (r: { week: string; n: number }) => r.week },
  { key: 'n', label: 'Customers', numeric: true, value: (r: { week: string; n: number }) => r.n },
];

describe('an analytics card', () => {
  it('shows its chart and table, and downloads what is shown with the same query', () => {
    renderWithProviders(
      <AnalyticsCard
        title="Active customers"
        chart={<div>the chart</div>}
        columns={columns}
        rows={[
          { week: 'W10 2031', n: 3 },
          { week: 'W11 2031', n: 5 },
        ]}
        rowKey={(r) => r.week}
        exportPath="/analytics/customers/weekly"
        query={{ from: '2031-03-03', to: '2031-03-10', programme: 'flex' }}
        emptyMessage="No customers"
        testId="weekly"
      />,
    );
    const table = screen.getByTestId('weekly-table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['WeekCustomers', 'W10 20313', 'W11 20315']);
    expect(within(screen.getByTestId('weekly-chart')).getByText('the chart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/analytics/customers/weekly/export.csv?from=2031-03-03&to=2031-03-10&programme=flex',
    );
    expect(screen.getByRole('link', { name: 'Export .xlsx' })).toHaveAttribute(
      'href',
      '/api/v1/analytics/customers/weekly/export.xlsx?from=2031-03-03&to=2031-03-10&programme=flex',
    );
  });

  it('says so when there is nothing to show, without chart, table or downloads', () => {
    renderWithProviders(
      <AnalyticsCard
        title="Active customers"
        chart={<div>the chart</div>}
        columns={columns}
        rows={[]}
        rowKey={(r) => r.week}
        exportPath="/analytics/customers/weekly"
        query={{}}
        emptyMessage="No customers in these weeks"
        testId="weekly"
      />,
    );
    expect(screen.getByText('No customers in these weeks')).toBeInTheDocument();
    expect(screen.queryByTestId('weekly-table')).toBeNull();
    expect(screen.queryByText('the chart')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});
