import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { MdiIcon } from '../../../components/mdi-icon.tsx';

/** Removes an entry of a list (a checklist item, an HTML block, a layer); the label names the entry. */
export function RemoveEntryButton({
  label,
  onClick,
  top,
}: {
  label: string;
  onClick: () => void;
  top?: boolean;
}) {
  return (
    <IconButton
      aria-label={label}
      color="error"
      onClick={onClick}
      sx={top ? { alignSelf: 'flex-start' } : undefined}
    >
      <MdiIcon path={mdiDeleteOutline} size={0.8} />
    </IconButton>
  );
}

/** Adds an entry at the end of a list. */
export function AddEntryButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button startIcon={<MdiIcon path={mdiPlus} size={0.8} />} onClick={onClick}>
      {label}
    </Button>
  );
}
