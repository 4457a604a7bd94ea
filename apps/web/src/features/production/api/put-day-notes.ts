import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayNotesResponse, type PutDayNotesRequest } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { patchDay, refreshWeeks } from './patch-week.ts';

/** PUT /production/days/:date/notes (level 2): the day notes and chef notes, with the day's version. */
export function putDayNotes({ date, ...body }: PutDayNotesRequest & { date: string }) {
  return apiRequest(`/production/days/${date}/notes`, { method: 'PUT', body, schema: dayNotesResponse });
}

export function usePutDayNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDayNotes,
    meta: { inlineErrors: true },
    onSuccess: (saved) =>
      patchDay(queryClient, saved.date, (day) => ({
        ...day,
        notes: saved.notes,
        notes_chef: saved.notes_chef,
        version: saved.version,
      })),
    onError: () => refreshWeeks(queryClient),
  });
}
