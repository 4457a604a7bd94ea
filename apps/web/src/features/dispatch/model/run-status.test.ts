import { describe, expect, it } from 'vitest';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { DispatchRun } from '@brigade/domain/schemas/dispatch';
import { countStatuses, isOfRun, withTrackingEvent } from './run-status.ts';

const run: DispatchRun = {
  stop_order_version: 1,
  published_version: 1,
  published_at: '2026-12-07T09:00:00Z',
  published_tracking: true,
  published_mode: 'testing',
  statuses: [
    { code: 'A', status: 1, at: '2026-12-07T09:00:00Z', detail: null },
    { code: 'B', status: 7, at: '2026-12-07T11:00:00Z', detail: 'nobody_home' },
    // A stop that left the plan at a re-publish: not on the board any more.
    { code: 'Z', status: 8, at: '2026-12-07T09:00:00Z', detail: null },
  ],
};
const board = { run } as ConsignmentsResponse;
const ref = { team: 'ultrakurier', date: '2026-12-07', identifier: 'PM-0' } as const;

describe('the status board', () => {
  it('counts the planned stops per status, and those not published', () => {
    const counts = countStatuses(['A', 'B', 'C'], run);
    expect(counts.unpublished).toBe(1);
    expect(counts.byStatus[1]).toBe(1);
    expect(counts.byStatus[7]).toBe(1);
    expect(counts.byStatus[8]).toBe(0);
  });

  it("puts a stop's new status on the board and keeps the others", () => {
    const next = withTrackingEvent(board, { ...ref, code: 'A', status: 3, at: '2026-12-07T10:00:00Z' });
    expect(next.run.statuses.find((s) => s.code === 'A')).toEqual({
      code: 'A',
      status: 3,
      at: '2026-12-07T10:00:00Z',
      detail: null,
    });
    expect(next.run.statuses.find((s) => s.code === 'B')?.status).toBe(7);
    expect(board.run.statuses[0]?.status).toBe(1);
  });

  it('adds the status of a stop published since the board was read', () => {
    const next = withTrackingEvent(board, { ...ref, code: 'C', status: 1, at: '2026-12-07T10:00:00Z' });
    expect(countStatuses(['A', 'B', 'C'], next.run).unpublished).toBe(0);
  });

  it('ignores an event older than the status shown (events can cross a fresh read)', () => {
    const next = withTrackingEvent(board, { ...ref, code: 'B', status: 3, at: '2026-12-07T10:30:00Z' });
    expect(next).toBe(board);
  });

  it('listens only to its own run', () => {
    expect(isOfRun({ ...ref }, ref)).toBe(true);
    expect(isOfRun({ ...ref, identifier: 'AM-0' }, ref)).toBe(false);
    expect(isOfRun({ ...ref, team: 'rico' }, ref)).toBe(false);
  });
});
