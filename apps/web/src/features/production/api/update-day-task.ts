import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayTask, type DayTask } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { patchDay, refreshWeeks } from './patch-week.ts';

/** PUT /production/days/:date/tasks/:taskId (level 2): chefs tick tasks off. */
export function updateDayTask({ date, task }: { date: string; task: DayTask }) {
  const { task_id: id, name, text, is_done, version } = task;
  return apiRequest(`/production/days/${date}/tasks/${id}`, {
    method: 'PUT',
    body: { name, text, is_done, version },
    schema: dayTask,
  });
}

/** Like a production stage, the tick shows once the server has confirmed it. */
export function useUpdateDayTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDayTask,
    onSuccess: (saved, { date }) =>
      patchDay(queryClient, date, (day) => ({
        ...day,
        tasks: day.tasks.map((t) => (t.task_id === saved.task_id ? saved : t)),
      })),
    onError: () => refreshWeeks(queryClient),
  });
}
