import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface FormSectionProps {
  title: string;
  /** A line under the title that says what the section is for. */
  hint?: string;
  /** A button or menu beside the title (e.g. 'Add'). */
  action?: ReactNode;
  /** 'card' (default): an outlined card, as on the customer and recipe pages; 'plain': a titled block. */
  variant?: 'card' | 'plain';
  children: ReactNode;
}

/** A titled part of a form or detail page; its title names the region for screen readers. */
export function FormSection({ title, hint, action, variant = 'card', children }: FormSectionProps) {
  const id = useId();
  const body = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: hint ? 1 : 2 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </>
  );
  return variant === 'card' ? (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      {body}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      {body}
    </Box>
  );
}
