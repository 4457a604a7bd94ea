import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dayTask } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshWeeks } from './patch-week.ts';

export interface CreateTaskInput {
  date: string;
  name: string;
  text: string;
}

/** POST /production/days/:date/tasks (level 1). */
export function createDayTask({ date, name, text }: CreateTaskInput) {
  return apiRequest(`/production/days/${date}/tasks`, {
    method: 'POST',
    body: { name, text },
    schema: dayTask,
  });
}

/** The form shows its own error; a task list is short, so the week is simply read again. */
export function useCreateDayTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDayTask,
    meta: { inlineErrors: true },
    onSuccess: () => refreshWeeks(queryClient),
  });
}
