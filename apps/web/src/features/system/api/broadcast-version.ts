import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appVersion, type BroadcastVersionRequest } from '@brigade/domain/schemas/system';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** POST /system/version (SUPER): every open client compares it with its own and may offer a reload. */
export function broadcastVersion(body: BroadcastVersionRequest) {
  return apiRequest('/system/version', { method: 'POST', body, schema: appVersion });
}

export function useBroadcastVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: broadcastVersion,
    meta: { inlineErrors: true },
    onSuccess: (version) => queryClient.setQueryData(systemKeys.detail('version'), version),
  });
}
