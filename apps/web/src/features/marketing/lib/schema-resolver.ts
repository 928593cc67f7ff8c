import type { FieldIssue } from '@shuttle/contracts';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type Validation<T> = { success: true; data: T } | { success: false; issues: FieldIssue[] };

export const zodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/** Puts each field's first message at its (dotted) path, as react-hook-form reads errors. */
function toFieldErrors<T extends FieldValues>(issues: FieldIssue[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const keys = path.split('.');
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys.at(-1) ?? '';
    node[last] ??= { type: 'validation', message } satisfies FieldError;
  }
  return errors as FieldErrors<T>;
}

/**
 * A resolver for forms whose values are shaped into the contract before it checks them (the
 * charter's composed fields, the programme form's per-scope fields).
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  validate: (values: TValues) => Validation<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = validate(values);
    return result.success
      ? { values: result.data, errors: {} }
      : { values: {}, errors: toFieldErrors<TValues>(result.issues) };
  };
}
