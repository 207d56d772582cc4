// /philanthropy's giving online (docs/product.md#giving-online), at the end of the page: the banner
// back from Stripe (brought into view), and "Give to our causes", shown only when the chapter takes
// gifts online; its button opens the give-online form for the initiatives the alumni page publishes (as
// the server's totals name them: the page does not carry the alumni page's text).
import { useRef, useState } from 'react';
import { useLoad } from '../../lib/use-load.ts';
import { loadGiving } from './api.ts';
import { GiftReturnBanner, GiveOnline } from './give-online.tsx';

export default function GiveSection() {
  const giving = useLoad(loadGiving).data;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const initiatives = giving?.initiatives ?? [];
  const banner = <GiftReturnBanner className="container mt-4" />;
  if (!giving?.online || initiatives.length === 0) return banner;
  return (
    <section className="section section--paper" aria-labelledby="give-heading">
      <div className="container">
        <GiftReturnBanner className="mb-4" />
        <h2 id="give-heading" className="section-title text-center">
          Give to our causes
        </h2>
        <p className="text-center mx-auto measure">
          Give to one of the chapter&rsquo;s initiatives online, by card or bank account: every
          dollar goes to the cause.
        </p>
        {open ? (
          <GiveOnline
            initiatives={initiatives}
            from="philanthropy"
            onCancel={() => {
              setOpen(false);
              requestAnimationFrame(() => button.current?.focus());
            }}
          />
        ) : (
          <p className="text-center mb-0">
            <button
              ref={button}
              type="button"
              className="btn btn-primary"
              onClick={() => setOpen(true)}
            >
              Give online
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
