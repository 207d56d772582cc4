// The form kit's rules, free of React: a schema (any Standard Schema, e.g. the contract's zod
// schemas) checks the form's values and its issues become one message per field; a server's 400
// that names a field becomes that field's message.
import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The part of the Standard Schema interface (standardschema.dev) the kit uses. zod's schemas have
 * it, so the kit calls them without importing zod: only a route whose form names a schema loads it.
 */
export interface FormSchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
  };
}

type PathSegment = PropertyKey | { readonly key: PropertyKey };
export type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PathSegment> | undefined;
      }>;
    };

/** The key under which problems that belong to no single field are kept. */
export const formLevel = '';

export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors };

const keyOf = (segment: PathSegment | undefined): string =>
  segment === undefined ? formLevel : String(typeof segment === 'object' ? segment.key : segment);

/** Checks `value` with `schema`; on failure, the first message of each top-level field. */
export async function check<Output>(
  schema: FormSchema<Output>,
  value: unknown,
): Promise<Checked<Output>> {
  const result = await schema['~standard'].validate(value);
  if (!result.issues) return { ok: true, value: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = keyOf(issue.path?.[0]);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * `errors` with the message of one field replaced by what a check of the whole form says about it
 * (on blur only that field's message changes; the others wait for their own blur or the submit).
 */
export function withFieldResult<Output>(
  errors: FieldErrors,
  field: string,
  checked: Checked<Output>,
): FieldErrors {
  const message = checked.ok ? undefined : checked.errors[field];
  if (errors[field] === message) return errors;
  const { [field]: _old, ...rest } = errors;
  return message === undefined ? rest : { ...rest, [field]: message };
}

/** A refusal of the server that names one of the form's fields (docs/api.md#errors), else null. */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.serverMessage)
    return null;
  const field = (error.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' && fields.includes(field)
    ? { field, message: error.serverMessage }
    : null;
}

/**
 * Why a submit failed, for the person: the server's own words when it answered, else what the
 * browser knows ("could not be reached"). `action` says what did not happen: "Your changes were not saved".
 */
export function failureText(error: unknown, action: string): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError)
      return `${action}: the server could not be reached. Check your connection and try again.`;
    if (error.status >= 500) return `${action}: the server had a problem. Try again in a moment.`;
    if (error.serverMessage) return `${action}: ${error.serverMessage}`;
    return `${action} (the server answered ${error.status}).`;
  }
  return `${action}: ${error instanceof Error ? error.message : String(error)}`;
}

/** A number field as typed: empty is 0; what is not a number goes as typed (the contract says why). */
export const typedNumber = (text: string): number | string => {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
};
