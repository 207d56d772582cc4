// The page an unsubscribe link opens (docs/product.md#newsletter): it asks, and only its button
// unsubscribes — opening the link changes nothing, as mail scanners open every link they see. Done,
// it goes on to the page that says so; a link that is not valid goes to the page that says that.
// Plain elements with Bootstrap's classes, not react-bootstrap's: the public pages' JS budget.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export interface UnsubscribeConfirmProps {
  /** What the button stops, in a sentence. */
  lead: string;
  /** The button's words. */
  action: string;
  /** Unsubscribes; resolves to the page that says it is done (none yet: the button waits). */
  unsubscribe: (() => Promise<string>) | undefined;
  /** The page for a link that is not valid. */
  invalidPath: string;
}

export function UnsubscribeConfirm({
  lead,
  action,
  unsubscribe,
  invalidPath,
}: UnsubscribeConfirmProps) {
  const started = useHydrated();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const messageId = useId();

  async function onClick() {
    if (!unsubscribe) return;
    setBusy(true);
    setFailure(null);
    try {
      // The link's token leaves the address bar and the history with this page.
      await navigate(await unsubscribe(), { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        await navigate(invalidPath, { replace: true });
        return;
      }
      setFailure(
        error instanceof ApiRequestError && error.isNetworkError
          ? 'You are still subscribed: the server could not be reached. Check your connection and try again.'
          : error instanceof ApiRequestError && error.serverMessage && error.status < 500
            ? `You are still subscribed: ${error.serverMessage}`
            : 'You are still subscribed: the server had a problem. Try again in a moment.',
      );
      setBusy(false);
    }
  }

  return (
    <>
      <p className="lead">{lead}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!started || !unsubscribe || busy}
        aria-describedby={failure ? messageId : undefined}
        onClick={() => void onClick()}
      >
        {busy ? 'Unsubscribing...' : action}
      </button>
      <div className="mt-3" aria-live="polite">
        {failure ? (
          <p id={messageId} className="alert alert-danger mb-0" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </>
  );
}
