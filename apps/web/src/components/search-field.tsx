import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { mdiMagnify } from '@mdi/js';
import { MdiIcon } from './mdi-icon.tsx';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

export function SearchField({ value, onChange, label }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      margin="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={label}
      sx={{ maxWidth: { sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <MdiIcon path={mdiMagnify} size={0.9} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
