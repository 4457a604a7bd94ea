import type { DayTask } from '@brigade/domain/schemas/production';
import { mdiDeleteOutline } from '@mdi/js';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useDeleteDayTask } from '../api/delete-day-task.ts';
import { useUpdateDayTask } from '../api/update-day-task.ts';
import { AddTaskForm } from './add-task-form.tsx';

interface Props {
  date: string;
  tasks: DayTask[];
  /** Level 1 adds and deletes tasks; everyone ticks them off. */
  canEdit: boolean;
}

/** The day's tasks: ticked off once the server confirms, one request at a time. */
export function DayTasks({ date, tasks, canEdit }: Props) {
  const { t } = useTranslation('production');
  const update = useUpdateDayTask();
  const remove = useDeleteDayTask();
  const confirm = useConfirm();
  const busy = update.isPending || remove.isPending;

  const onDelete = async (task: DayTask) => {
    if (await confirm({ text: t('tasks.deleteConfirm', { name: task.name }), destructive: true }))
      remove.mutate({ date, task });
  };

  return (
    <section aria-label={t('tasks.title')}>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1rem', mt: 3 }}>
        {t('tasks.title')}
      </Typography>
      {tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {t('tasks.none')}
        </Typography>
      ) : (
        <List dense>
          {tasks.map((task) => (
            <ListItem
              key={task.task_id}
              disableGutters
              secondaryAction={
                canEdit ? (
                  <IconButton
                    edge="end"
                    aria-label={t('tasks.delete', { name: task.name })}
                    disabled={busy}
                    onClick={() => void onDelete(task)}
                  >
                    <MdiIcon path={mdiDeleteOutline} />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={task.is_done}
                  disabled={busy}
                  onChange={(event) =>
                    update.mutate({ date, task: { ...task, is_done: event.target.checked } })
                  }
                  slotProps={{ input: { 'aria-label': t('tasks.doneOf', { name: task.name }) } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={task.name}
                secondary={task.text || undefined}
                sx={task.is_done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit ? <AddTaskForm date={date} /> : null}
    </section>
  );
}
