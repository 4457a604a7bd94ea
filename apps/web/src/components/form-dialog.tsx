import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { mdiRefresh } from '@mdi/js';
import { isApiError, type ApiError } from '../lib/api-error.ts';
import { MdiIcon } from './mdi-icon.tsx';
import { applyServerErrors } from '../lib/form-errors.ts';
import { useSchemaForm } from '../lib/use-schema-form.ts';

/** A request schema shared with the server; its input is an object of fields. */
export type Schema = z.ZodType<unknown, FieldValues>;

/**
 * `Values` are the form's values: the schema's input unless the form keeps its own shape (give the type by
 * annotating `children`'s form). They stay as typed: the server parses the request with the same schema.
 */
export interface FormDialogProps<S extends Schema, Values extends FieldValues> {
  open: boolean;
  title: string;
  schema: S;
  /** The request the values become, when they differ from it: the schema checks that request. */
  toRequest?: (values: Values) => z.input<S>;
  defaultValues: NoInfer<DefaultValues<Values>>;
  /** Throw (an ApiError) to keep the dialog open; 400 details land under their fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: (form: UseFormReturn<Values>) => ReactNode;
  submitLabel?: string;
  /**
   * Edits send the version they read; after a 409 the user's input stays, and this offers 'Reload current
   * record': it gives the record's current values (new version) so the change can be applied again.
   */
  reloadOnConflict?: () => Promise<NoInfer<DefaultValues<Values>>>;
}

/** A dialog around a react-hook-form form validated by a shared zod schema (field errors under fields). */
export function FormDialog<S extends Schema, Values extends FieldValues = z.input<S>>(
  props: FormDialogProps<S, Values>,
) {
  // Remounting the form each time the dialog opens resets it to its default values.
  return props.open ? <OpenFormDialog {...props} /> : null;
}

function OpenFormDialog<S extends Schema, Values extends FieldValues>(props: FormDialogProps<S, Values>) {
  const {
    title,
    schema,
    toRequest,
    defaultValues,
    onSubmit,
    onClose,
    children,
    submitLabel,
    reloadOnConflict,
  } = props;
  const { t } = useTranslation('common');
  const [error, setError] = useState<ApiError | Error | null>(null);
  const [reloading, setReloading] = useState(false);
  const form = useSchemaForm<Values>({
    schema,
    toRequest,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const saving = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (caught) {
      setError(applyServerErrors(caught, form.setError));
    }
  });

  const reload = async () => {
    if (!reloadOnConflict) return;
    setReloading(true);
    try {
      form.reset(await reloadOnConflict());
      setError(null);
    } catch {
      // The API layer has told the user why the reload failed; the input stays.
    } finally {
      setReloading(false);
    }
  };
  const conflict = reloadOnConflict && isApiError(error) && error.status === 409;

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby="form-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {children(form)}
          {error && !(isApiError(error) && error.details) ? (
            <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
              {error.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {conflict ? (
            <Button
              startIcon={<MdiIcon path={mdiRefresh} size={0.8} />}
              disabled={reloading}
              onClick={reload}
            >
              {t('reloadCurrent')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={close} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel ?? t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
