// /recruitment/check-in?event=…&c=… (docs/product.md#recruitment): where a prospective member at a
// rush event checks in, from the QR code on the door's screen (through the brothers' check-in page)
// or the address typed in. The event and the code are read from the address once the page runs.
import { lazy, Suspense } from 'react';
import { LinkPage, useAddressValue, waiting } from './link-page.tsx';

const CheckInForm = lazy(() => import('./check-in-form.tsx'));

export function CheckInPage() {
  const eventId = useAddressValue('event');
  const code = useAddressValue('c') ?? '';
  return (
    <LinkPage title="Check in at a rush event">
      {eventId === undefined ? (
        waiting
      ) : eventId === '' ? (
        <p className="alert alert-warning" role="alert">
          Open this page from the QR code on the screen at the door.
        </p>
      ) : (
        <Suspense fallback={waiting}>
          <CheckInForm eventId={eventId} code={code} />
        </Suspense>
      )}
    </LinkPage>
  );
}
