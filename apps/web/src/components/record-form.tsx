import type { BaseSyntheticEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FormFooter } from './form-footer.tsx';
import { SaveErrorAlert } from './save-error-alert.tsx';

/** The save of a record's page (a feature's use…Save hook). */
export interface RecordSave {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failed save. */
  error: Error | null;
  /** A saved record only: reads it again after a 409. */
  reload?: () => Promise<void>;
  /** A saved record only: deletes it after asking. */
  remove?: () => Promise<void>;
}

interface RecordFormProps {
  save: RecordSave;
  /** While the form is being saved (react-hook-form's isSubmitting). */
  saving: boolean;
  /** The form's name: the record's, or 'New …'. */
  label: string;
  deleteLabel: string;
  maxWidth: number;
  children: ReactNode;
  /**
   * What the page shows under the form, outside it: a dialog's submit bubbles through the React tree (portals
   * too) and would otherwise save the record as well.
   */
  after?: ReactNode;
}

/** A record's page: its form (the fields, a failed save's message, Save and Delete), then what goes with it. */
export function RecordForm({ save, saving, label, deleteLabel, maxWidth, children, after }: RecordFormProps) {
  const { remove } = save;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth }}>
      <Box
        component="form"
        noValidate
        onSubmit={save.submit}
        aria-label={label}
        sx={{ display: 'grid', gap: 2 }}
      >
        {children}
        <SaveErrorAlert error={save.error} onReload={save.reload} />
        <FormFooter
          saving={saving}
          onDelete={remove ? () => void remove() : undefined}
          deleteLabel={deleteLabel}
        />
      </Box>
      {after}
    </Box>
  );
}
