import { useRef } from 'react';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ProductionSlot, ProductionStage } from '@brigade/domain/schemas/production';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notifications.ts';
import { usePutProductionStage } from '../api/put-production-stage.ts';

export interface StageChange {
  production_stage?: ProductionStage;
  is_done?: boolean;
}

/**
 * One update at a time per meal (ADR 045), and a second request while loading is refused. The ref refuses it
 * at once (before React has re-rendered the disabled control); the values shown stay the server's.
 */
export function useStageControl(date: string, slot: ProductionSlot) {
  const mutation = usePutProductionStage();
  const busy = useRef(false);

  const update = (change: StageChange): boolean => {
    if (busy.current) {
      notify(translateMessage(messages.productionStageBusy), 'warning');
      return false;
    }
    busy.current = true;
    mutation.mutate(
      {
        date,
        slot: slot.slot,
        production_stage: change.production_stage ?? slot.production_stage,
        is_done: change.is_done ?? slot.is_done,
        version: slot.version,
      },
      {
        onSettled: () => {
          busy.current = false;
        },
      },
    );
    return true;
  };

  return { pending: mutation.isPending, update };
}
