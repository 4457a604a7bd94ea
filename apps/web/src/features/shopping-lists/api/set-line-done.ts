import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineDoneResponse, type ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

interface LineDoneInput {
  id: number;
  lineKey: string;
  isDone: boolean;
}

/** PUT /shopping-lists/:id/lines/:lineKey/done: the tick shows once the server confirms. */
export function setLineDone({ id, lineKey, isDone }: LineDoneInput) {
  return apiRequest(`/shopping-lists/${id}/lines/${encodeURIComponent(lineKey)}/done`, {
    method: 'PUT',
    body: { is_done: isDone },
    schema: lineDoneResponse,
  });
}

function marked(list: ShoppingListDetail, key: string, isDone: boolean): ShoppingListDetail {
  return {
    ...list,
    groups: list.groups.map((g) => ({
      ...g,
      lines: g.lines.map((l) => (l.line_key === key ? { ...l, is_done: isDone } : l)),
    })),
    unconverted: list.unconverted.map((l) => (l.line_key === key ? { ...l, is_done: isDone } : l)),
  };
}

export function useSetLineDone(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<LineDoneInput, 'id'>) => setLineDone({ id, ...input }),
    onSuccess: (done) =>
      queryClient.setQueryData<ShoppingListDetail>(shoppingListKeys.detail(id), (list) =>
        list ? marked(list, done.line_key, done.is_done) : list,
      ),
  });
}
