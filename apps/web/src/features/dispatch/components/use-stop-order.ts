import { useState } from 'react';
import { applyStopOrder } from '@brigade/domain/logistics/tracking-flow';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notifications.ts';
import { useSaveStopOrder } from '../api/dispatch-api.ts';
import type { Run } from '../model/run-prefs.ts';
import { moveCode, sameOrder } from '../model/stop-order.ts';

/**
 * The stop order being edited: the server's order until the dispatcher moves a stop, then their draft (stops
 * planned since keep their place at the end) until it is saved or undone. A stale save (409) says so and shows
 * the order the server keeps now.
 */
export function useStopOrder(run: Run, data: ConsignmentsResponse) {
  const { t } = useTranslation('dispatch');
  const [draft, setDraft] = useState<string[] | null>(null);
  const save = useSaveStopOrder(run);
  const serverCodes = data.consignments.map((c) => c.code);
  const stops = draft ? applyStopOrder(data.consignments, draft) : data.consignments;
  const codes = stops.map((c) => c.code);
  const dirty = !sameOrder(codes, serverCodes);

  const move = (from: number, to: number) => setDraft(moveCode(codes, from, to));
  const submit = () =>
    save.mutate(
      { codes, version: data.run.stop_order_version },
      {
        onSuccess: () => {
          setDraft(null);
          notify(t('stops.saved'), 'success');
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setDraft(null);
            notify(t('stops.conflict'), 'warning');
          } else if (!(isApiError(error) && error.endsSession)) {
            notify(error.message, 'error');
          }
        },
      },
    );
  return { stops, dirty, move, save: submit, undo: () => setDraft(null), saving: save.isPending };
}
