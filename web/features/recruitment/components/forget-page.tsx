// /recruitment/forget?token=… (docs/product.md#recruitment): the link in every email to a
// prospective member. It says what goes, and deletes only when he presses the button: mail
// scanners open links, and opening one must never delete anything.
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { forgetMe } from '../api.ts';
import { BackToForm, LinkPage, useAddressValue, waiting } from './link-page.tsx';

type Outcome = { kind: 'deleted'; message: string } | { kind: 'refused' | 'failed'; text: string };

export function ForgetPage() {
  const token = useAddressValue('token');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'deleted')
    return (
      <LinkPage title="Your details are deleted">
        <output className="d-block">
          <p className="lead mb-0">{outcome.message}</p>
        </output>
      </LinkPage>
    );

  const forget = () => {
    if (!token) return;
    setBusy(true);
    forgetMe(token).then(
      (answer) => setOutcome({ kind: 'deleted', message: answer.message }),
      (error: unknown) => {
        setBusy(false);
        setOutcome(
          error instanceof ApiRequestError && error.status === 400
            ? {
                kind: 'refused',
                text: 'This link has expired or is not ours, so nothing was deleted. If you registered, use the link in the latest email we sent you. After recruitment your details are deleted anyway.',
              }
            : {
                kind: 'failed',
                text:
                  error instanceof ApiRequestError && !error.isNetworkError
                    ? 'Nothing was deleted: the server had a problem. Try again in a moment.'
                    : 'Nothing was deleted: the server could not be reached. Check your connection and try again.',
              },
        );
      },
    );
  };

  return (
    <LinkPage title="Delete my details">
      <p>
        This deletes everything the chapter keeps about you for recruitment, now: your name, email,
        phone, class year, major and how you heard of us, the rush events you checked in at, and the
        brothers&rsquo; notes about you. Any bid or invite you have stops working.
      </p>
      <p>We keep no copy. You can fill in the interest form again any time.</p>
      {token === undefined ? (
        waiting
      ) : token === '' ? (
        <p className="alert alert-warning" role="alert">
          This link is not complete. Open it again from the email.
        </p>
      ) : (
        <>
          {outcome ? (
            <p className="alert alert-danger" role="alert">
              {outcome.text}
            </p>
          ) : null}
          <button type="button" className="btn btn-danger" disabled={busy} onClick={forget}>
            {busy ? 'Deleting...' : 'Delete my details now'}
          </button>
        </>
      )}
      <p className="mt-4 mb-0">
        <BackToForm>Back to recruitment</BackToForm>
      </p>
    </LinkPage>
  );
}
