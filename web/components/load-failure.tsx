// What a section shows when its data could not be loaded: says so, says why if it can, offers Retry
// (web/lib/use-load.ts). Never zeros or "nothing found" in its place.
import { loadFailureReason, type Load } from '../lib/use-load.ts';

export function LoadFailure<T>({
  what,
  load,
  className,
}: {
  /** The thing that failed, as a sentence's subject: "The members directory". */
  what: string;
  load: Load<T>;
  className?: string;
}) {
  if (load.state.status !== 'failed') return null;
  const { error, retrying } = load.state;
  return (
    <div className={`load-failure${className ? ` ${className}` : ''}`}>
      <p className="load-failure__text" role="alert">
        <strong>{`${what} could not be loaded.`}</strong> {loadFailureReason(error)}
      </p>
      <button
        type="button"
        className={`btn btn-outline-primary btn-sm${retrying ? ' disabled' : ''}`}
        // Only looks disabled while retrying: a disabled button would drop the keyboard focus.
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) load.retry();
        }}
      >
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}
