// /recruitment/bid?token=… (docs/product.md#recruitment): a prospective member's bid. He reads it,
// then accepts (then "Create your account", through the invite the answer carries) or declines,
// which asks once more first; an answered or expired bid says so.
import { useState } from 'react';
import type { BidView } from '../../../../contract/api/recruitment.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { answerBid, loadBid } from '../api.ts';
import { LinkPage, TryAgain, useAddressValue, waiting } from './link-page.tsx';

export function BidPage() {
  const token = useAddressValue('token');
  return (
    <LinkPage title="Your bid">
      {token === undefined ? waiting : token ? <Bid token={token} /> : <NotFound />}
    </LinkPage>
  );
}

function NotFound() {
  return (
    <p className="alert alert-warning" role="alert">
      We could not find this bid: open the link again from the email, or ask the recruitment chair.
    </p>
  );
}

function Bid({ token }: { token: string }) {
  const load = useLoad((signal) => loadBid(token, signal), { deps: [token] });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (load.state.status === 'failed') {
    const { error } = load.state;
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      return <NotFound />;
    return <TryAgain text="Your bid could not be loaded." load={load} />;
  }
  const bid = load.data;
  if (!bid) return waiting;

  const answer = (accept: boolean) => {
    setBusy(true);
    setProblem(null);
    answerBid(token, accept).then(
      (answered) => {
        setBusy(false);
        setConfirming(false);
        load.setData(() => answered);
      },
      (error: unknown) => {
        setBusy(false);
        setConfirming(false);
        // Answered elsewhere, or expired meanwhile: the bid as it is now says which.
        if (error instanceof ApiRequestError && error.status === 409) load.retry();
        else
          setProblem(
            error instanceof ApiRequestError && !error.isNetworkError
              ? 'Your answer was not sent: the server had a problem. Try again in a moment.'
              : 'Your answer was not sent: the server could not be reached. Check your connection and try again.',
          );
      },
    );
  };

  return (
    <>
      <p className="lead">{bid.name},</p>
      <BidState bid={bid} />
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      {bid.status !== 'extended' ? null : confirming ? (
        <fieldset>
          <legend className="h6 mb-1">Decline the bid?</legend>
          <p>You cannot change your answer afterwards.</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={() => answer(false)}
            >
              {busy ? 'Sending...' : 'Yes, decline'}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              Back
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => answer(true)}
          >
            {busy ? 'Sending...' : 'Accept the bid'}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Decline
          </button>
        </div>
      )}
    </>
  );
}

function BidState({ bid }: { bid: BidView }) {
  const by = formatDay(bid.expiresOn);
  switch (bid.status) {
    case 'extended':
      return (
        <p>
          The chapter offers you a bid: an invitation to join as a new member. Answer by{' '}
          <strong>{by}</strong>.
        </p>
      );
    case 'accepted':
      return (
        <output className="d-block">
          <p>You accepted the bid. Welcome!</p>
          {bid.signupUrl ? (
            <p>
              <a className="btn btn-primary" href={bid.signupUrl}>
                Create your account
              </a>
            </p>
          ) : (
            <p>The link to create your account is in the email we sent you when you accepted.</p>
          )}
        </output>
      );
    case 'declined':
      return (
        <output className="d-block mb-3">
          You declined this bid. Thank you for letting us know, and for the time you spent with us.
        </output>
      );
    case 'expired':
      return (
        <output className="d-block mb-3">
          This bid could be answered until {by}, and that day is past. If you still want to join,
          talk to the recruitment chair.
        </output>
      );
  }
}
