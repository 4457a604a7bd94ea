import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { movedRange, WeekRangePicker } from './week-range-picker.tsx';

describe('the week range', () => {
  it('moves an end to the Monday of the date picked, keeping the range forwards and at most maxWeeks', () => {
    const range = { from: '2031-03-10', to: '2031-04-28' };
    expect(movedRange(range, 'from', '2031-03-05', 26)).toEqual({ from: '2031-03-03', to: '2031-04-28' });
    expect(movedRange(range, 'from', '2031-05-07', 26)).toEqual({ from: '2031-05-05', to: '2031-05-05' });
    expect(movedRange(range, 'to', '2031-03-01', 26)).toEqual({ from: '2031-02-24', to: '2031-02-24' });
    // 2031-10-27 is 34 weeks after 2031-03-10: the first week follows to 25 weeks before it.
    expect(movedRange(range, 'to', '2031-10-29', 26)).toEqual({ from: '2031-05-05', to: '2031-10-27' });
    // With 156 weeks the same move keeps the first week.
    expect(movedRange(range, 'to', '2031-10-29', 156)).toEqual({ from: '2031-03-10', to: '2031-10-27' });
  });

  it('asks for the range of the date typed, or for the last N weeks up to the anchor', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <WeekRangePicker
        from="2031-03-10"
        to="2031-04-28"
        maxWeeks={156}
        shortcuts={[12, 26, 52, 104]}
        anchor="2031-06-02"
        onChange={onChange}
      />,
    );
    expect(screen.getByTestId('range-heading')).toHaveTextContent('8 weeks: 10/03/2031 – 04/05/2031');
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '2031-03-19' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2031-03-17', to: '2031-04-28' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 weeks' }));
    // 2031-06-02 less 11 weeks.
    expect(onChange).toHaveBeenLastCalledWith({ from: '2031-03-17', to: '2031-06-02' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 104 weeks' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2029-06-11', to: '2031-06-02' });
  });
});
