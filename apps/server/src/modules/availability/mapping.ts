import type { BlockedDate } from '@brigade/domain/schemas/availability';
import type { BlockedDateRow } from './repository.ts';

export const toBlockedDate = (row: BlockedDateRow): BlockedDate => ({
  date: row.date,
  created_at: row.createdAt.toISOString(),
});
