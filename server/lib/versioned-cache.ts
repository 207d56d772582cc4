// A value built from the database and kept while the data it was built from is unchanged: the
// caller passes the data's current version (server/db/data-versions.ts) on every use.

export interface VersionedCache<T> {
  /** The value for `version`: the kept one (no promise), or one build shared by concurrent callers. */
  get(version: number): T | Promise<T>;
}

export function versionedCache<T>(build: () => Promise<T>): VersionedCache<T> {
  let kept: { version: number; value: T } | undefined;
  let building: { version: number; value: Promise<T> } | undefined;
  return {
    get(version) {
      if (kept?.version === version) return kept.value;
      if (building?.version === version) return building.value;
      const value = build().then((built) => {
        // Versions only grow: a slow build for an older version never replaces a newer value.
        if (!kept || kept.version < version) kept = { version, value: built };
        return built;
      });
      const entry = { version, value };
      building = entry;
      const settle = () => {
        if (building === entry) building = undefined;
      };
      value.then(settle, settle);
      return value;
    },
  };
}
