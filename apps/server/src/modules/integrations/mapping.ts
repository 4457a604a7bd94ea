import type { IntegrationStatus } from '@brigade/domain/schemas/operations';
import type { IntegrationStatusRow } from './repository.ts';

export function toIntegrationStatus(
  name: string,
  mode: IntegrationStatus['mode'],
  row: IntegrationStatusRow | undefined,
): IntegrationStatus {
  return {
    name,
    mode,
    last_success_at: row?.lastSuccessAt?.toISOString() ?? null,
    last_failure_at: row?.lastFailureAt?.toISOString() ?? null,
    last_failure: row?.lastFailure ?? null,
  };
}
