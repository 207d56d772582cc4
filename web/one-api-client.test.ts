// The web app calls the server only through web/lib/api-client.ts (and its uploads and downloads,
// web/lib/api-transfer.ts): no `fetch`, `XMLHttpRequest`
// or `EventSource` anywhere else, so headers, errors, the 401 and the end of a session are handled
// in one place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = import.meta.dirname;
/** The client: its calls, and its uploads and downloads (loaded only by the pages that use them). */
const client = [path.join(web, 'lib', 'api-client.ts'), path.join(web, 'lib', 'api-transfer.ts')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '+types' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The ways around the client a source has: its `fetch(` calls and its requests' constructors. */
export const sideDoorsIn = (source: string): string[] =>
  [
    ...source.matchAll(
      /\bfetch\s*\(|\bnew\s+(XMLHttpRequest|EventSource)\b|\bnavigator\.sendBeacon\b/g,
    ),
  ].map((match) => match[0]);

describe('one API client', () => {
  it('is the only code of the web app that calls the server', () => {
    const doors = sources(web)
      .filter((file) => !client.includes(file))
      .flatMap((file) =>
        sideDoorsIn(readFileSync(file, 'utf8')).map(
          (door) => `${path.relative(web, file)}: ${door}`,
        ),
      );
    expect(doors).toEqual([]);
  });

  it('finds a side door (the check itself can fail)', () => {
    expect(sideDoorsIn("const r = await fetch('/api/x');")).toEqual(['fetch(']);
    expect(sideDoorsIn('const request = new XMLHttpRequest();')).toEqual(['new XMLHttpRequest']);
    for (const file of client)
      expect(sideDoorsIn(readFileSync(file, 'utf8')).length).toBeGreaterThan(0);
  });
});
