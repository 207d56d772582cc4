import { describe, expect, it } from 'vitest';
import { consolePaths, consoleRouteAt } from '../components/console-kit/console-routes.ts';
import { consolePages } from '../features/officer/console/console-pages.ts';
import { consolePageLoads } from './officers.tsx';

describe("the console's pages", () => {
  it('gives every address its own page', () => {
    const paths = Object.values(consolePaths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(
      Object.entries(consolePaths).filter(([key, path]) => consoleRouteAt(path).key !== key),
    ).toEqual([]);
  });

  it('has a component for every page of the navigation and every address', () => {
    const withoutPage = [
      ...consolePages.map((page) => page.key),
      ...Object.keys(consolePaths),
    ].filter((key) => !Object.hasOwn(consolePageLoads, key));
    expect(withoutPage).toEqual([]);
    expect(
      consolePages
        .filter((page) => consoleRouteAt(page.to).key !== page.key)
        .map((page) => page.to),
    ).toEqual([]);
  });

  it('loads a component for each page', { timeout: 30_000 }, async () => {
    const loaded = await Promise.all(
      Object.entries(consolePageLoads).map(async ([key, load]) => [key, typeof (await load())]),
    );
    expect(loaded.filter(([, type]) => type !== 'function')).toEqual([]);
    expect(loaded.length).toBeGreaterThan(20);
  });
});
