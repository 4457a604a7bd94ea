import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCreateDayTask } from '../api/create-day-task.ts';

/** A superchef adds a task to the day (name required, details optional). */
export function AddTaskForm({ date }: { date: string }) {
  const { t } = useTranslation('production');
  const create = useCreateDayTask();
  const [name, setName] = useState('');
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { date, name, text },
      {
        onSuccess: () => {
          setName('');
          setText('');
        },
      },
    );
  };

  const error = create.error ? translateMessage(create.error.message) : undefined;
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate>
      <TextField
        size="small"
        label={t('tasks.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        sx={{ width: { sm: 260 } }}
      />
      <TextField
        size="small"
        label={t('tasks.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: { sm: 1 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={create.isPending}
        sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('tasks.add')}
      </Button>
    </Stack>
  );
}
