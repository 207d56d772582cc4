// Back from Stripe with `?gift=<attempt>` (docs/product.md#giving-online): how the gift stands, as
// the server says it (never as the address says), asked again every two seconds while it is open.
import { useEffect, useRef } from 'react';
import { useCheckoutStatus } from '../../lib/use-checkout-status.ts';
import { failureText } from '../form-kit/validation.ts';
import { loadGift } from './api.ts';
import { giftBanner } from './words.ts';

export function GiftReturn({ attemptId }: { attemptId: string }) {
  const { answer, error, gaveUp } = useCheckoutStatus(
    async (id, signal) => (await loadGift(id, signal)).attempt,
    attemptId,
  );
  const banner = useRef<HTMLDivElement>(null);
  // The banner may be far down a long page: it is brought into view once. (In braces: a browser's
  // scrollIntoView may answer a promise, which React would take for the effect's cleanup.)
  useEffect(() => {
    void banner.current?.scrollIntoView({ block: 'center' });
  }, []);
  const said = answer ? giftBanner(answer, gaveUp) : null;
  return (
    <div ref={banner} aria-live="polite">
      {said ? (
        <p className={`alert alert-${said.tone} mb-0`}>{said.text}</p>
      ) : error ? (
        <p className="alert alert-warning mb-0">
          {failureText(error, 'Your gift could not be checked')}
        </p>
      ) : (
        <output className="alert alert-info d-block mb-0">Checking your gift with Stripe...</output>
      )}
    </div>
  );
}
