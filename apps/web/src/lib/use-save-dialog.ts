import { useQueryClient } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { crudResource } from './crud-resource.ts';
import { notify } from './notifications.ts';

/** A request schema shared with the server; its input is an object of fields. */
type Schema = z.ZodType<unknown, FieldValues>;
/** The form holds the request of its mode: the add or the update request (with the version). */
type FormValues<C extends Schema, U extends Schema> = z.input<C> | z.input<U>;

interface SaveDialogOptions<Item, C extends Schema, U extends Schema, Saved> {
  /** null: the dialog is closed; 'new': it adds a record; a record: it edits that one. */
  target: Item | 'new' | null;
  /** Adding checks the form with `create`, editing with `update` (which holds the version read). */
  schemas: { create: C; update: U };
  /** The form's values of the record edited, or of a new one (null). */
  formValues: (editing: Item | null) => NoInfer<DefaultValues<FormValues<C, U>>>;
  /** Reads the record again after a 409, for 'Reload current record'; no reload without it. */
  reload?: (editing: Item) => Promise<Item>;
  create: (values: z.input<C>) => Promise<Saved>;
  update: (editing: Item, values: z.input<U>) => Promise<Saved>;
  /** The success message (none without it); `edited` tells an edit from an add. */
  done?: (saved: Saved, edited: boolean) => string;
}

/**
 * The save of an add-or-edit dialog: what `FormDialog` needs to add a record, or to edit one with the version
 * it read (a 409 keeps the input and offers the current record), and to say so once saved.
 */
export function useSaveDialog<Item, C extends Schema, U extends Schema, Saved>(
  options: SaveDialogOptions<Item, C, U, Saved>,
) {
  const { target, schemas, formValues, reload, create, update, done } = options;
  const editing = target !== null && target !== 'new' ? target : null;
  const dialog = {
    open: target !== null,
    schema: editing ? schemas.update : schemas.create,
    defaultValues: formValues(editing),
    reloadOnConflict: editing && reload ? async () => formValues(await reload(editing)) : undefined,
    onSubmit: async (values: FormValues<C, U>) => {
      // The schema of the dialog's mode has checked the form: its values are that request.
      const saved = editing
        ? await update(editing, values as z.input<U>)
        : await create(values as z.input<C>);
      if (done) notify(done(saved, editing !== null), 'success');
    },
  };
  return { editing, dialog };
}

type CrudApi<Item, Key extends number | string> = Pick<
  ReturnType<typeof crudResource<Item, Key>>,
  'keyOf' | 'detailOptions' | 'useCreate' | 'useUpdate'
>;

type CrudSaveDialogOptions<Item, C extends Schema, U extends Schema> = Omit<
  SaveDialogOptions<Item, C, U, Item>,
  'reload' | 'create' | 'update'
>;

/** useSaveDialog for a record of a crudResource: it is created, updated and read again there. */
export function useCrudSaveDialog<Item, Key extends number | string, C extends Schema, U extends Schema>(
  api: CrudApi<Item, Key>,
  options: CrudSaveDialogOptions<Item, C, U>,
) {
  const create = api.useCreate<z.input<C>>();
  const update = api.useUpdate<z.input<U>>();
  const queryClient = useQueryClient();
  return useSaveDialog({
    ...options,
    reload: (item) => queryClient.fetchQuery({ ...api.detailOptions(api.keyOf(item)), staleTime: 0 }),
    create: create.mutateAsync,
    update: (item, body) => update.mutateAsync({ key: api.keyOf(item), body }),
  });
}
