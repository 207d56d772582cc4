// Directory order (docs/product.md#directory): members with a real picture first, then by name.

/** A picture someone uploaded, not a default logo or avatar (legacy sites stored those paths). */
export function hasRealPicture(picture: string | null): boolean {
  if (!picture) return false;
  return !/(^|\/)(default[-_]?(avatar|logo|profile)|logo|avatar|placeholder)\.[a-z]+$/i.test(
    picture,
  );
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function compareForDirectory(
  a: { name: string; profilePicture: string | null },
  b: { name: string; profilePicture: string | null },
): number {
  const pictures =
    Number(hasRealPicture(b.profilePicture)) - Number(hasRealPicture(a.profilePicture));
  return pictures !== 0 ? pictures : byName.compare(a.name, b.name);
}
