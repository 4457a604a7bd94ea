import { useState } from 'react';
import TextField from '@mui/material/TextField';

/**
 * A number field that saves when left or on Enter, once per typed value: a field that loses focus while its
 * save runs (it is disabled meanwhile) must not send the same change again with the old version.
 */
export function CommitField({
  label,
  value,
  onCommit,
  disabled,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (shown !== value) {
    // The saved value changed (a save, a reset, someone else): show it.
    setShown(value);
    setText(value);
    setSent(null);
  }
  const commit = () => {
    const next = text.trim();
    const same = next === value || (next !== '' && value !== '' && Number(next) === Number(value));
    if (same || next === sent) return;
    setSent(next);
    onCommit(next);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        setSent(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { 'aria-label': label, min: 0, step: 'any' } }}
      sx={{
        width: 84,
        '& input': { MozAppearance: 'textfield' },
        '& input::-webkit-inner-spin-button': { display: 'none' },
      }}
    />
  );
}
