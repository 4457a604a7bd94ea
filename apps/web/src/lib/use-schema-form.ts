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
      const path = issue.path.map(String).join('.');
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
