import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface DevSectionProps {
  id: string;
  title: string;
  /** Beside the title: a filter, a refresh. */
  actions?: ReactNode;
  loading?: boolean;
  error?: Error | null;
  children: ReactNode;
}

/** One section of the developers' tools: a titled panel, named for assistive technology by its heading. */
export function DevSection({ id, title, actions, loading, error, children }: DevSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ overflowX: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ p: 2, pb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {loading ? <LinearProgress aria-label={title} /> : null}
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {error.message}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}
