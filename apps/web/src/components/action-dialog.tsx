import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notifications.ts';
import { FormDialog, type FormDialogProps, type Schema } from './form-dialog.tsx';

type TextValues = Record<string, unknown>;

type ActionDialogProps<S extends Schema, Values extends FieldValues, Result> = Omit<
  FormDialogProps<S, Values>,
  'title' | 'submitLabel' | 'onSubmit' | 'reloadOnConflict'
> & {
  /** The feature's namespace, and the key of the dialog's texts there: `${texts}.title`, `.submit`, `.done`. */
  ns: string;
  texts: string;
  /** What the texts name, e.g. { username }. */
  values?: TextValues;
  /** The action (creating a record, setting a password); throw (an ApiError) to keep the dialog open. */
  run: (values: Values) => Promise<Result>;
  /** More values of the success message, taken from the action's result (what was created). */
  done?: (result: Result) => TextValues;
  /** After the success message, e.g. to open what was created. */
  onDone?: (result: Result) => unknown;
};

/** A FormDialog named by the feature's texts that runs one action and, once it succeeded, says so. */
export function ActionDialog<S extends Schema, Values extends FieldValues = z.input<S>, Result = unknown>({
  ns,
  texts,
  values,
  run,
  done,
  onDone,
  ...props
}: ActionDialogProps<S, Values, Result>) {
  const { t } = useTranslation(ns);
  return (
    <FormDialog
      {...props}
      title={t(`${texts}.title`, values)}
      submitLabel={t(`${texts}.submit`)}
      onSubmit={async (form) => {
        const result = await run(form);
        notify(t(`${texts}.done`, { ...values, ...done?.(result) }), 'success');
        await onDone?.(result);
      }}
    />
  );
}
