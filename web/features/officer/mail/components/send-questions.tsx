// The questions of the compose page: "Send this email?", "Send it again to N people?" (the same
// subject went out within the hour) and "Discard this draft?".
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { peopleCount, sendLabel } from '../draft.ts';
import type { Compose } from '../use-compose.ts';

export function SendQuestions({
  compose,
  active,
  audienceLabel,
}: {
  compose: Compose;
  active: number | null;
  audienceLabel?: string | undefined;
}) {
  const subject = compose.form.values.subject.trim();
  const { duplicate } = compose;
  return (
    <>
      <ConfirmDialog
        show={compose.confirming}
        title="Send this email?"
        confirmLabel={active === null ? 'Send' : sendLabel(active, audienceLabel)}
        busyLabel="Sending..."
        busy={compose.busy === 'send'}
        onConfirm={() => void compose.confirmSend()}
        onCancel={compose.cancelSend}
        onExited={compose.firstQuestionGone}
      >
        <p className="compose-confirm__text">
          &quot;{subject}&quot; goes to{' '}
          {active === null
            ? 'every active subscriber'
            : sendLabel(active, audienceLabel).replace(/^Send to /, '')}
          , each with their own unsubscribe link. It cannot be called back once sent.
        </p>
        {compose.preview === null || compose.previewStale ? (
          <p className="mb-0">You have not looked at the preview of this text yet.</p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        show={compose.askingAgain}
        title={`Send it again to ${peopleCount(duplicate?.recipients ?? 0)}?`}
        confirmLabel="Send it again"
        busyLabel="Sending..."
        busy={compose.busy === 'send'}
        onConfirm={() => void compose.confirmSend(true)}
        onCancel={compose.cancelAgain}
        onExited={compose.forgetDuplicate}
      >
        <p className="compose-confirm__text">
          &ldquo;{subject}&rdquo; went out
          {duplicate ? ` at ${formatDateTime(duplicate.sentAt)}` : ''}, less than an hour ago (see
          Sends below). Everyone on the list would get it a second time.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={compose.discarding}
        title="Discard this draft?"
        confirmLabel="Discard the draft"
        busyLabel="Discarding..."
        onConfirm={compose.discard}
        onCancel={compose.cancelDiscard}
      >
        <p className="mb-0">The subject and text are thrown away. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
