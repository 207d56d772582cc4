// An audit entry's details for people: `{"role":{"from":"member","to":"alumni"}}` becomes
// "role: member → alumni". Secrets are never in them (the server leaves them out).

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : 'none';
  if (typeof value === 'object')
    // {"accounts":20000,"pictures":2029} → "accounts 20000, pictures 2029", which wraps on a phone.
    return Object.entries(value)
      .map(([key, inner]) => `${key} ${shown(inner)}`)
      .join(', ');
  return String(value);
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'from' in value &&
  'to' in value &&
  Object.keys(value).length === 2;

/** One line per detail: "role: member → alumni", "uses: 1". */
export function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([key, value]) =>
    isChange(value)
      ? `${key}: ${shown(value.from)} → ${shown(value.to)}`
      : `${key}: ${shown(value)}`,
  );
}
