import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayTask } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWeeks } from './patch-week.ts';

/** DELETE /production/days/:date/tasks/:taskId?version= (level 1). */
export function deleteDayTask({ date, task }: { date: string; task: DayTask }) {
  return apiRequest(`/production/days/${date}/tasks/${task.task_id}`, {
    method: 'DELETE',
    query: { version: task.version },
  });
}

export function useDeleteDayTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDayTask, onSettled: () => refreshWeeks(queryClient) });
}
