// Every form of the site (docs/product.md#validation): posted, never sent as a GET (so a password or
// a code never lands in an address, a history or a log), sent only by its page's script, and what a
// person typed into the prerendered form before the page started is handed to the form's state as
// it starts (React keeps such a value on screen at hydration, but not in the state it sends).
import { useLayoutEffect, useRef, type FormEvent, type FormHTMLAttributes } from 'react';

/** The fields of a form as the DOM has them (an interface, so the rule is tested without a DOM). */
interface FieldLike {
  name: string;
  type: string;
  value: string;
  defaultValue: string;
}

/** Types whose value is not typed: their state is the page's own. */
const notTyped = new Set([
  'checkbox',
  'radio',
  'submit',
  'button',
  'reset',
  'image',
  'file',
  'hidden',
]);

/**
 * What was typed into the named text fields under `root` and differs from what the page rendered
 * (a field's `defaultValue` is the value React rendered): by name.
 */
export function typedBeforeStart(
  root: { querySelectorAll: (selector: string) => Iterable<FieldLike> } | null,
): Record<string, string> {
  const typed: Record<string, string> = {};
  if (!root) return typed;
  for (const field of root.querySelectorAll('input[name], textarea[name]')) {
    if (notTyped.has(field.type) || field.value === field.defaultValue) continue;
    typed[field.name] = field.value;
  }
  return typed;
}

export type KitFormProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'method' | 'action'
> & {
  /** Sends the form (the browser's own submission is always prevented). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What was typed before the page started, by field name, once, as the form starts. */
  onTypedBeforeStart?: (typed: Record<string, string>) => void;
};

export function KitForm({ onSubmit, onTypedBeforeStart, children, ...props }: KitFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const adopt = useRef(onTypedBeforeStart);
  // Once, before the first paint of the running page: the fields are still the prerendered ones.
  useLayoutEffect(() => {
    const typed = typedBeforeStart(ref.current);
    if (Object.keys(typed).length > 0) adopt.current?.(typed);
  }, []);
  return (
    <form
      ref={ref}
      // Posted to this page's own address should the browser ever send it (the page's script sends
      // it instead; the server keeps no body of a page request): never a GET with the fields in it.
      method="post"
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
