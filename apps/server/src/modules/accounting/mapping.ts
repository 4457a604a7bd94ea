import { messages } from '@brigade/domain/messages/catalogue';
import type { AccountingStatus } from '@brigade/domain/schemas/accounting';
import type { ConnectionRow } from './repository.ts';

/** The connection as the browser may see it: never a token. */
export function toAccountingStatus(mode: 'local' | 'live', row: ConnectionRow | undefined): AccountingStatus {
  return {
    mode,
    connected: row !== undefined,
    organisation: row?.organisation ?? null,
    expires_at: row?.expiresAt.toISOString() ?? null,
    connected_at: row?.connectedAt.toISOString() ?? null,
    connected_by: row?.connectedByName ?? null,
    message:
      mode === 'local' ? messages.accountingNotConnected : row ? null : messages.accountingLoginRequired,
  };
}
