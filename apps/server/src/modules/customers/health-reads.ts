import type { AuditService } from '../audit/service.ts';

/**
 * A read of customers' health data (allergies, warnings, dislikes, birthday) is recorded in the audit trail: one
 * entry per request naming whose data was shown (a list names every customer of its page), never one per row.
 */
export function recordHealthRead(
  audit: AuditService,
  actorId: number,
  read: { via: string; key: string | number; customerIds: readonly number[] },
): Promise<void> {
  if (read.customerIds.length === 0) return Promise.resolve();
  return audit.record({
    userId: actorId,
    action: 'read',
    entity: 'customer_health',
    entityId: read.key,
    change: { via: read.via, customer_ids: [...new Set(read.customerIds)].sort((a, b) => a - b) },
  });
}
