// The form kit's hook: a schema from contract/ checks a field when it loses focus and the whole form
// on submit; each error shows at its field; a 400 that names a field lands there too; a busy state,
// a result message, and whether anything differs from what is saved (for the unsaved-change guard).
import { useEffect, useId, useRef, useState } from 'react';
import { useTimedMessage, type TimedMessage } from '../../lib/use-timed-message.ts';
import {
  check,
  failureText,
  formLevel,
  serverFieldError,
  withFieldResult,
  type FieldErrors,
  type FormSchema,
} from './validation.ts';

export type FormValues = object;

export interface FormOptions<Values extends FormValues, Output> {
  /** Checks the form (a zod schema of contract/, or any Standard Schema). */
  schema: FormSchema<Output>;
  /** The saved values: the form is dirty while its values differ from these. */
  initial: Values;
  /** Values to start from instead (e.g. unsaved edits kept over a new login); still dirty. */
  start?: Values | null;
  /** What the schema checks, made from the values (by default the values themselves). */
  toInput?: (values: Values) => unknown;
  /** Applied to a field's value when it loses focus, before it is checked (e.g. completing an address). */
  normalize?: { [K in keyof Values]?: (value: Values[K]) => Values[K] };
}

/** What a submit's `send` may give back: a message to show, and the values now saved. */
export interface Sent<Values> {
  message?: string;
  values?: Values;
}

export interface SubmitOptions {
  /** What did not happen when it fails, as the start of a sentence: "Your changes were not saved". */
  failure: string;
  /** The whole text of a failure that is not about one field (instead of `failure` and the reason). */
  describeFailure?: (error: unknown) => string;
  /** Takes a failure over (e.g. a 401 that ends the session); true when nothing more is to be said. */
  onError?: (error: unknown) => boolean;
  /** How long the success message stays (for good when not given). */
  successMs?: number;
  /** How long the failure message stays (for good when not given). */
  failureMs?: number;
}

/** The props a field component spreads: value, events, and the error wiring for assistive technology. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  error: string | undefined;
  /** The id of the element that shows the error (refer to it with aria-describedby). */
  errorId: string;
  /** Give it to the element that takes the focus (`ref={field.attach}`), so a wrong field can be focused. */
  attach: (element: HTMLElement | null) => void;
}

export interface Form<Values extends FormValues, Output> {
  values: Values;
  errors: FieldErrors;
  dirty: boolean;
  /** True when this field differs from the saved value. */
  changed: (name: keyof Values & string) => boolean;
  busy: boolean;
  result: TimedMessage | null;
  showResult: (message: TimedMessage, ms?: number) => void;
  field: (name: keyof Values & string) => FieldProps;
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void;
  /** Saved values (and the form's values) become `values`: nothing is left unsaved. */
  reset: (values: Values) => void;
  /** Puts the saved values back: the changes are thrown away. */
  discard: () => void;
  /**
   * Takes in what was typed before the page started (KitForm's `onTypedBeforeStart`): each text
   * value named like a field of the form becomes its value.
   */
  adopt: (typed: Record<string, string>) => void;
  /**
   * Checks the whole form as a submit does, without sending: the errors at their fields and the
   * first of them focused; the checked output, or null (e.g. before asking "Send this?").
   */
  validate: () => Promise<Output | null>;
  /** Sends the form if it checks out; true when `send` succeeded. */
  submit: (
    send: (output: Output) => Promise<Sent<Values> | void>,
    options: SubmitOptions,
  ) => Promise<boolean>;
}

const differs = (a: unknown, b: unknown) => !Object.is(a, b);

export function useForm<Values extends FormValues, Output>({
  schema,
  initial,
  start,
  toInput = (values) => values,
  normalize = {},
}: FormOptions<Values, Output>): Form<Values, Output> {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState<Values>(start ?? initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [result, showResult, clearResult] = useTimedMessage();
  const formId = useId();
  // The latest values for checks that finish after more typing, and the elements to focus.
  const current = useRef(values);
  const elements = useRef(new Map<string, HTMLElement>());
  const names = Object.keys(initial) as (keyof Values & string)[];

  const checkField = async (name: string, next: Values) => {
    const checked = await check(schema, toInput(next));
    setErrors((now) => withFieldResult(now, name, checked));
  };

  const update = (next: Values) => {
    current.current = next;
    setValues(next);
  };

  const setValue = <K extends keyof Values & string>(name: K, value: Values[K]) => {
    const next = { ...current.current, [name]: value };
    update(next);
    // A field that shows an error is checked as it is corrected, so the error goes once it is right.
    if (errors[name] !== undefined) void checkField(name, next);
  };

  const field = (name: keyof Values & string): FieldProps => {
    const error = errors[name];
    const raw = values[name];
    return {
      id: `${formId}-${name}`,
      name,
      value: raw === null || raw === undefined ? '' : String(raw),
      onChange: (value) => setValue(name, value as Values[typeof name]),
      onBlur: () => {
        const fix = normalize[name];
        let next = current.current;
        if (fix) {
          const fixed = fix(next[name]);
          if (differs(fixed, next[name])) {
            next = { ...next, [name]: fixed };
            update(next);
          }
        }
        void checkField(name, next);
      },
      invalid: error !== undefined,
      error,
      errorId: `${formId}-${name}-error`,
      attach: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  };

  // Focused after the errors are drawn: a field may only then have become an input.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const name = pendingFocus.current;
    if (name === null) return;
    pendingFocus.current = null;
    elements.current.get(name)?.focus();
  });
  const focusFirst = (problems: FieldErrors) => {
    pendingFocus.current = names.find((name) => problems[name] !== undefined) ?? null;
  };

  /** The values normalized and checked; the errors shown (and the first focused) when they fail. */
  const checkAll = async (failureMs?: number) => {
    const next = { ...current.current };
    for (const name of names) {
      const fix = normalize[name];
      if (fix) next[name] = fix(next[name]);
    }
    update(next);
    const checked = await check(schema, toInput(next));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      const general = checked.errors[formLevel];
      if (general) showResult({ kind: 'danger', text: general }, failureMs);
      return null;
    }
    setErrors({});
    return { next, output: checked.value };
  };

  const validate = async () => (await checkAll())?.output ?? null;

  const submit: Form<Values, Output>['submit'] = async (send, options) => {
    if (busy) return false;
    const checked = await checkAll(options.failureMs);
    if (checked === null) return false;
    const { next } = checked;
    clearResult();
    setBusy(true);
    try {
      const sent = await send(checked.output);
      const nowSaved = sent?.values ?? next;
      setSaved(nowSaved);
      if (sent?.values) update(sent.values);
      if (sent?.message) showResult({ kind: 'success', text: sent.message }, options.successMs);
      return true;
    } catch (error) {
      if (options.onError?.(error)) return false;
      const atField = serverFieldError(error, names);
      if (atField) {
        const problems = { [atField.field]: atField.message };
        setErrors(problems);
        focusFirst(problems);
        showResult(
          { kind: 'danger', text: `${options.failure}: check the field marked in red.` },
          options.failureMs,
        );
      } else {
        const text = options.describeFailure?.(error) ?? failureText(error, options.failure);
        showResult({ kind: 'danger', text }, options.failureMs);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    dirty: names.some((name) => differs(values[name], saved[name])),
    changed: (name) => differs(values[name], saved[name]),
    busy,
    result,
    showResult,
    field,
    setValue,
    reset: (next) => {
      setSaved(next);
      update(next);
      setErrors({});
    },
    discard: () => {
      update(saved);
      setErrors({});
      clearResult();
    },
    adopt: (typed) => {
      const next = { ...current.current };
      for (const name of names)
        if (typeof next[name] === 'string' && typed[name] !== undefined)
          next[name] = typed[name] as Values[typeof name];
      update(next);
    },
    validate,
    submit,
  };
}
