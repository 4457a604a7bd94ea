import { useRef } from 'react';
import { messages } from '@brigade/domain/messages/catalogue';
import type { DayRecipeLine } from '@brigade/domain/schemas/day-recipes';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { usePutDayLine, type DayLineChange } from '../api/put-day-line.ts';

type WithoutVersion<C> = C extends { kind: infer K; body: infer B }
  ? { kind: K; body: Omit<B, 'version'> }
  : never;

/**
 * One update at a time per line (ADR 074, as production stages: ADR 045): a second one while the first runs
 * is refused at once; what the line shows stays the server's answer.
 */
export function useDayLine(date: string, recipeId: number, line: DayRecipeLine) {
  const mutation = usePutDayLine(date, recipeId);
  const busy = useRef(false);

  const change = (next: WithoutVersion<DayLineChange>) => {
    if (busy.current) {
      notify(translateMessage(messages.dayLineBusy), 'warning');
      return;
    }
    busy.current = true;
    const body = { ...next.body, version: line.version };
    mutation.mutate(
      { ...next, body, date, recipeId, uid: line.uid } as Parameters<typeof mutation.mutate>[0],
      {
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return { pending: mutation.isPending, change };
}
