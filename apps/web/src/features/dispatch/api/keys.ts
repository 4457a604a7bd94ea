import { createQueryKeys } from '../../../lib/query-keys.ts';
import type { RunRef } from '../model/run-status.ts';

const dispatchKeys = createQueryKeys('dispatch');

/** One run's board (consignments, unplaced, totals, stop order, statuses). */
export const runKey = (run: RunRef) => dispatchKeys.detail(`${run.team}/${run.date}/${run.identifier}`);

export const labelLinkKeys = createQueryKeys('label-links');
