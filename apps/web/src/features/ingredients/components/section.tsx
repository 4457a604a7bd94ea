import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of the ingredient page, with an optional hint under the title. */
export function Section(props: { title: string; hint?: string; children: ReactNode; action?: ReactNode }) {
  const id = `section-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {props.title}
        </Typography>
        {props.action}
      </Box>
      {props.hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {props.hint}
        </Typography>
      ) : null}
      {props.children}
    </Box>
  );
}
