import { toNestErrors } from '@hookform/resolvers';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaFormOptions<Values extends FieldValues> {
  /** The request schema the server checks too (from @brigade/domain). */
  schema: z.ZodType;
  /**
   * The request the form's values become (texts to numbers, blank parts left out), when they differ from it:
   * the schema checks that request, so the form refuses exactly what the server would.
   */
  toRequest?: (values: Values) => unknown;
  defaultValues: DefaultValues<Values>;
  mode?: UseFormProps<Values>['mode'];
  reValidateMode?: UseFormProps<Values>['reValidateMode'];
}

/**
 * A react-hook-form form checked by a shared zod schema. A field's first issue is shown under that field;
 * on success the form keeps its own values (the server parses the request with the same schema).
 */
export function useSchemaForm<Values extends FieldValues>(
  options: SchemaFormOptions<Values>,
): UseFormReturn<Values> {
  const { schema, toRequest } = options;
  const resolver: Resolver<Values> = async (values, _context, resolverOptions) => {
    const result = await schema.safeParseAsync(toRequest ? toRequest(values) : values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = fieldPath(values, issue.path);
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, resolverOptions) };
  };
  return useForm<Values>({
    resolver,
    defaultValues: options.defaultValues,
    mode: options.mode,
    reValidateMode: options.reValidateMode,
  });
}

/**
 * The form field an issue belongs to: its path, cut where the form's value stops being an object (a list of
 * e-mail addresses typed as one text gets the error of its 3rd address under that text).
 */
function fieldPath(values: unknown, path: readonly PropertyKey[]): string {
  const kept: string[] = [];
  let value = values;
  for (const key of path) {
    if (kept.length > 0 && (typeof value !== 'object' || value === null)) break;
    kept.push(String(key));
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[String(key)]
        : undefined;
  }
  return kept.join('.');
}
