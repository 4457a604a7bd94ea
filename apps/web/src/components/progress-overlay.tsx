import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProgressOverlayProps {
  open: boolean;
  /** The stage being worked on ('Creating labels…'). */
  stage?: string;
  /** An icon for the stage, instead of or beside the text. */
  icon?: ReactNode;
  /** 0–100 when known; otherwise the bar runs indeterminate. */
  percent?: number;
}

/** A progress overlay with stage text or icon, over the content area. */
export function ProgressOverlay({ open, stage, icon, percent }: ProgressOverlayProps) {
  return (
    <Backdrop
      open={open}
      sx={{
        position: 'absolute',
        zIndex: (theme) => theme.zIndex.drawer - 1,
        bgcolor: 'rgba(245,246,244,0.7)',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: 3, minWidth: 260, textAlign: 'center' }}
        role="status"
        aria-live="polite"
      >
        {icon ? <Box sx={{ mb: 1, color: 'primary.main' }}>{icon}</Box> : null}
        {stage ? <Typography sx={{ mb: 2 }}>{stage}</Typography> : null}
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={stage}
        />
      </Paper>
    </Backdrop>
  );
}

interface BlockingOverlayProps {
  open: boolean;
  text?: string;
}

/** A full-screen overlay that blocks all input while something must finish. */
export function BlockingOverlay({ open, text }: BlockingOverlayProps) {
  return (
    <Backdrop
      open={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
    >
      <CircularProgress color="inherit" aria-label={text} />
      {text ? <Typography role="status">{text}</Typography> : null}
    </Backdrop>
  );
}
