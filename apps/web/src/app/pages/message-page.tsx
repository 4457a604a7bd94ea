import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  actions?: ReactNode;
  /** h2 inside the default layout (the app bar holds the h1); h1 when the page stands alone. */
  heading?: 'h1' | 'h2';
}

/** A centred card for not-found, forbidden, not-built and error pages. */
export function MessagePage({ icon, title, text, actions, heading = 'h2' }: MessagePageProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}
      >
        <Box sx={{ color: 'primary.main', mb: 2, display: 'flex', justifyContent: 'center' }}>{icon}</Box>
        <Typography variant="h1" component={heading} sx={{ mb: text ? 1 : 3 }}>
          {title}
        </Typography>
        {text ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {text}
          </Typography>
        ) : null}
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}
