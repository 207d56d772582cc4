// /philanthropy's giving online, loaded once the page is up (./give-section.tsx): the page's first
// JavaScript holds only this.
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

const Later = lazy(() => import('./give-section.tsx'));

export function PhilanthropyGiving() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Later />
    </Suspense>
  ) : null;
}
