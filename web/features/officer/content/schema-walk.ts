// The content editors' rules, free of React (docs/product.md#officer-console): a content
// document's zod schema (contract/content.ts) walked into a tree of fields — texts, numbers,
// choices, pictures, groups, lists — so every document gets its editor from its schema, with
// labels made from the field names; values changed by path (lists: add, remove, move), and the
// problems of a check (the browser's or the server's 400) put at the fields by path.
import { isImageField, isMultilineField, isUrlField } from '../../../../contract/content.ts';

/** The part of a zod 4 schema the walk reads (`schema.def`). */
interface SchemaLike {
  def: SchemaDef;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}
interface SchemaDef {
  type: string;
  innerType?: SchemaLike;
  /** A pipe's (a preprocessed schema's) result. */
  out?: SchemaLike;
  shape?: Record<string, SchemaLike>;
  element?: SchemaLike;
  options?: SchemaLike[];
  valueType?: SchemaLike;
  entries?: Record<string, string | number>;
  /** zod 4 keeps a check's definition under `_zod` only. */
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
}

export type FieldNode =
  | {
      kind: 'text';
      optional: boolean;
      /** A textarea rather than a line. */
      long: boolean;
      inputType: 'text' | 'email' | 'url';
      maxLength?: number;
    }
  | { kind: 'number'; optional: boolean; integer: boolean; min?: number; max?: number }
  | { kind: 'boolean'; optional: boolean }
  | { kind: 'choice'; optional: boolean; options: string[] }
  | { kind: 'image'; optional: boolean }
  | { kind: 'group'; optional: boolean; fields: { key: string; node: FieldNode }[] }
  | { kind: 'list'; optional: boolean; item: FieldNode; min: number; max?: number }
  | { kind: 'map'; optional: boolean; value: FieldNode }
  | { kind: 'fixed'; optional: boolean; value: null }
  | { kind: 'unsupported'; optional: boolean; type: string };

const defOf = (schema: unknown) => (schema as SchemaLike).def;

/** The field tree of a zod schema. */
export function fieldNodeOf(schema: unknown, optional = false): FieldNode {
  const def = defOf(schema);
  // oxlint-disable-next-line no-underscore-dangle -- zod 4's introspection of checks
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  switch (def.type) {
    case 'optional':
      return fieldNodeOf(def.innerType, true);
    // A document read through a step first (the officers' page drops its former list): its fields
    // are the step's result's.
    case 'pipe':
      return fieldNodeOf(def.out, optional);
    case 'string': {
      if (isImageField(schema)) return { kind: 'image', optional };
      const max = checks.find((check) => check.check === 'max_length')?.maximum;
      return {
        kind: 'text',
        optional,
        // The schema says which texts may hold line breaks (paragraphs): those get a textarea,
        // where Enter types one; a one-line field refuses them.
        long: isMultilineField(schema),
        inputType:
          def.format === 'email'
            ? 'email'
            : isUrlField(schema) || def.format === 'url'
              ? 'url'
              : 'text',
        ...(max === undefined ? {} : { maxLength: max }),
      };
    }
    case 'union': {
      const options = def.options ?? [];
      if (options.length > 0 && options.every((option) => defOf(option).type === 'string'))
        return { kind: 'text', optional, long: false, inputType: 'text' };
      return { kind: 'unsupported', optional, type: 'union' };
    }
    case 'number': {
      let min: number | undefined;
      let max: number | undefined;
      for (const check of checks) {
        if (check.check === 'greater_than') min = check.value;
        if (check.check === 'less_than') max = check.value;
      }
      return {
        kind: 'number',
        optional,
        integer: def.format === 'safeint' || def.format === 'int32',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case 'boolean':
      return { kind: 'boolean', optional };
    case 'enum':
      return { kind: 'choice', optional, options: Object.values(def.entries ?? {}).map(String) };
    case 'object':
      return {
        kind: 'group',
        optional,
        fields: Object.entries(def.shape ?? {}).map(([name, field]) => ({
          key: name,
          node: fieldNodeOf(field),
        })),
      };
    case 'array': {
      let min = 0;
      let max: number | undefined;
      for (const check of checks) {
        if (check.check === 'min_length') min = check.minimum ?? 0;
        if (check.check === 'max_length') max = check.maximum;
        if (check.check === 'length_equals') min = max = check.length ?? 0;
      }
      return {
        kind: 'list',
        optional,
        item: fieldNodeOf(def.element),
        min,
        ...(max === undefined ? {} : { max }),
      };
    }
    case 'record':
      return { kind: 'map', optional, value: fieldNodeOf(def.valueType) };
    case 'null':
      return { kind: 'fixed', optional, value: null };
    default:
      return { kind: 'unsupported', optional, type: def.type };
  }
}

/** Labels where a field's name says too little or too much. */
const labelOverrides: Record<string, string> = {
  href: 'Link',
  img: 'Picture',
  image: 'Picture',
  logo: 'Logo',
  desc: 'Description',
  linkedin: 'LinkedIn address',
  eyebrow: 'Eyebrow (the small line above the title)',
  touchText: 'Text for touch screens',
  alumniText: 'Text for alumni',
  loginPrompt: 'Text for visitors who are not logged in',
  siteName: 'Site name',
  timeZone: 'Time zone',
  nextSteps: 'Next steps',
  ticketPrice: 'Ticket price (US dollars)',
  price: 'Price (US dollars)',
  goal: 'Goal (US dollars)',
  contactSubject: 'Subject of the contact email',
  eventType: 'Event type (the RSVP follows the next event of this type)',
  rsvp: 'RSVP',
  id: 'Id (keep it when the name changes)',
  social: 'Social links',
  newsletterSignup: 'Newsletter sign-up',
  stayConnected: 'Stay connected',
  endDate: 'End date',
  pastHeading: 'Heading of past events',
  linkLabel: 'Link label',
};

/** "alumniText" → "Alumni text"; the override where the name is cryptic. */
export function labelOf(key: string): string {
  const override = labelOverrides[key];
  if (override) return override;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** What one item of a list is called, for "Add officer". */
const itemNouns: Record<string, string> = {
  social: 'social link',
  gallery: 'picture',
  carousel: 'slide',
  stats: 'figure',
  currentEvents: 'current event',
  pastEvents: 'past event',
  achievements: 'achievement',
  categories: 'category',
  values: 'value',
  items: 'item',
  officers: 'officer',
  pages: 'page',
};

export function itemNounOf(key: string): string {
  const noun = itemNouns[key];
  if (noun) return noun;
  const label = labelOf(key).toLowerCase();
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s')) return label.slice(0, -1);
  return `${label} item`;
}

/** A new, empty value for a field (what "Add" puts in a list). */
export function emptyValueOf(node: FieldNode): unknown {
  switch (node.kind) {
    case 'text':
    case 'image':
      return '';
    case 'number':
      return node.min !== undefined && node.min > 0 ? Math.ceil(node.min) : 0;
    case 'boolean':
      return false;
    case 'choice':
      return node.options[0] ?? '';
    case 'group': {
      const value: Record<string, unknown> = {};
      for (const field of node.fields)
        if (!field.node.optional) value[field.key] = emptyValueOf(field.node);
      return value;
    }
    case 'list':
      return Array.from({ length: node.min }, () => emptyValueOf(node.item));
    case 'map':
      return {};
    case 'fixed':
      return node.value;
    case 'unsupported':
      return null;
  }
}

export type Path = readonly (string | number)[];

/** `officers.2.title`: the path as the server's problems name it. */
export const pathKey = (path: Path): string => path.join('.');

/** An element id for the field at `path` (unique within the editor). */
export const fieldIdOf = (path: Path): string =>
  `cf-${path.map((part) => String(part).replace(/[^A-Za-z0-9_-]/g, '_')).join('-') || 'document'}`;

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/**
 * `root` with the value at `path` replaced (copies along the path only). `undefined` removes an
 * object's key (an optional field left empty).
 */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(root[head as number], rest, value);
    return copy;
  }
  const object = (root && typeof root === 'object' ? root : {}) as Record<string, unknown>;
  const next = setAt(object[head as string], rest, value);
  if (next === undefined && rest.length === 0) {
    const { [head as string]: _removed, ...others } = object;
    return others;
  }
  return { ...object, [head as string]: next };
}

/** A list's operations, each giving a new list. */
export const listOps = {
  add: <T>(list: readonly T[], item: T): T[] => [...list, item],
  remove: <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index),
  move: <T>(list: readonly T[], from: number, to: number): T[] => {
    if (to < 0 || to >= list.length || from === to) return [...list];
    const copy = [...list];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item!);
    return copy;
  },
};

/** The field names a list item is known by, in the order they are tried. */
const titleKeys = ['name', 'title', 'label', 'heading', 'caption', 'value', 'id', 'year'];

/** "Ethan Caldwell" for an officer, the text of a paragraph, else "Officer 3". */
export function itemTitleOf(item: unknown, noun: string, index: number): string {
  const fallback = `${noun[0]!.toUpperCase()}${noun.slice(1)} ${index + 1}`;
  if (typeof item === 'string') {
    const text = item.trim();
    return text ? (text.length > 60 ? `${text.slice(0, 57)}…` : text) : fallback;
  }
  if (item && typeof item === 'object') {
    for (const key of titleKeys) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return fallback;
}

export interface Problem {
  path: string;
  message: string;
}

/** The problems of a check by path, each field's messages in order. */
export function problemsByPath(problems: readonly Problem[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const problem of problems) {
    const messages = byPath.get(problem.path) ?? [];
    messages.push(problem.message);
    byPath.set(problem.path, messages);
  }
  return byPath;
}

/** The problems of a zod check (`schema.safeParse(draft).error.issues`), by dotted path. */
export const problemsOfIssues = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Problem[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Every path the editor draws a field or a group for, given the schema's tree and the draft (lists
 * have as many items as the draft): the places a problem can be shown.
 */
export function fieldPaths(node: FieldNode, value: unknown, path: Path = []): Set<string> {
  const found = new Set<string>([pathKey(path)]);
  const add = (child: FieldNode, childValue: unknown, childPath: Path) => {
    for (const key of fieldPaths(child, childValue, childPath)) found.add(key);
  };
  if (node.kind === 'group') {
    for (const field of node.fields)
      add(field.node, getAt(value, [field.key]), [...path, field.key]);
  } else if (node.kind === 'list' && Array.isArray(value)) {
    value.forEach((item, index) => add(node.item, item, [...path, index]));
  } else if (node.kind === 'map' && value && typeof value === 'object') {
    for (const key of Object.keys(value)) found.add(pathKey([...path, key]));
  }
  return found;
}

/** Where a problem at `path` is shown: the field itself, or the nearest group that holds it. */
export function anchorOf(path: string, known: ReadonlySet<string>): string {
  const parts = path ? path.split('.') : [];
  while (parts.length > 0 && !known.has(parts.join('.'))) parts.pop();
  return parts.join('.');
}

/** The paths where `a` and `b` differ (the leaves), at most `limit` of them. */
const isObject = (v: unknown) => v !== null && typeof v === 'object';

export function differences(a: unknown, b: unknown, limit = 20, path: Path = []): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return [pathKey(path)];
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  const found: string[] = [];
  for (const key of keys) {
    if (found.length >= limit) break;
    const part = Array.isArray(a) ? Number(key) : key;
    found.push(
      ...differences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        limit - found.length,
        [...path, part],
      ),
    );
  }
  return found.slice(0, limit);
}

/** "Officers › 3 › Title": a path for people. */
export function readablePath(path: string): string {
  if (!path) return 'The whole page';
  return path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelOf(part)))
    .join(' › ');
}
