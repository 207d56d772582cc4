// Giving online on the public pages (docs/product.md#giving-online), in the code those pages load
// first only as far as it must be: the form is loaded when it is opened, and what /philanthropy
// shows (its section and the banner back from Stripe) once the page is up, so the pages' first
// JavaScript stays within its budget. Nothing is drawn before the page is up: the prerendered page
// and the browser's first drawing stay the same.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { GiveForm } from './give-form.tsx';

const LazyForm = lazy(() => import('./give-form.tsx').then((m) => ({ default: m.GiveForm })));
const LazyReturn = lazy(() => import('./gift-return.tsx').then((m) => ({ default: m.GiftReturn })));

/** The give-online form, loaded the first time it is opened. */
export function GiveOnline(props: ComponentProps<typeof GiveForm>) {
  return (
    <Suspense fallback={<output className="d-block my-3">Loading the form...</output>}>
      <LazyForm {...props} />
    </Suspense>
  );
}

/** With `?gift=<attempt>` in the address (read once the page is up): how that gift stands. */
export function GiftReturnBanner({ className }: { className?: string }) {
  const gift = useHydrated() ? new URLSearchParams(window.location.search).get('gift') : null;
  if (!gift) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <LazyReturn key={gift} attemptId={gift} />
      </Suspense>
    </div>
  );
}
