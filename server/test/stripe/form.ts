// Stripe's API takes form-encoded parameters with bracketed keys, in POST bodies and in GET query
// strings alike: `line_items[0][price_data][unit_amount]=500`, `expand[0]=payment_intent`,
// `created[gte]=1790000000`. The official package writes them that way (its utils.ts), so the
// stand-in reads them back into the nested objects and arrays they were made from.

/** A decoded parameter value: a string, or an object or array of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Splits `a[b][0][c]` into `['a', 'b', '0', 'c']`; null when the brackets do not pair. */
function pathOf(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = segment.exec(rest)) !== null) {
    parts.push(match[1]!);
    consumed = segment.lastIndex;
  }
  return consumed === rest.length && parts[0] !== '' ? parts : null;
}

/**
 * Turns objects whose keys are exactly 0, 1, 2… into arrays, as the package's indexed arrays were.
 * Metadata keeps its keys as they are: a key may be any string, digits included.
 */
function arraysOf(value: FormValue, underMetadata: boolean): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key]!, key === 'metadata')] as const);
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (indexed && !underMetadata) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

/** Decodes a form body or query string; throws on a key whose brackets do not pair. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = pathOf(key);
    if (!path) throw new Error(`Invalid parameter name: ${key}`);
    let node: FormObject = root;
    for (const [index, named] of path.entries()) {
      // `expand[]=a&expand[]=b`: an empty index is the next one.
      const part = named === '' && index > 0 ? String(Object.keys(node).length) : named;
      if (index === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const created: FormObject = {};
        node[part] = created;
        node = created;
      } else node = next;
    }
  }
  return arraysOf(root, false) as FormObject;
}
