// Send a newsletter (area `communications`, docs/product.md#officer-console): subject and text
// with simple formatting, a preview of the email exactly as the server builds it (in a sandboxed
// frame: nothing in it runs), a test to oneself, then "Send to N active subscribers" after a
// question — and, when the same subject went out within the hour, "Send it again to N people?".
// The draft — with the Idempotency-Key made when it started (decision 014) — is kept in
// this tab's session storage, so a reload loses nothing and a repeated send is the same send.
// Below: the progress of the sends, newest first, 20 to a page (its page in the address), asked
// again until each is done.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import {
  composeRequest,
  type DuplicateSendError,
  type PreviewResponse,
  type SendProgress,
} from '../../../../contract/api/communications.ts';
import { limits } from '../../../../contract/limits.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import {
  check,
  failureText,
  serverFieldError,
  type FieldErrors,
} from '../../../components/form-kit/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/console-kit/dates.ts';
import { pageParam, serverPager, showingText } from '../../../lib/console-kit/table-paging.ts';
import { readDraft, saveDraft } from '../../../lib/drafts.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import {
  loadSends,
  loadSubscribers,
  previewNewsletter,
  sendNewsletter,
  sendTestNewsletter,
} from '../api.ts';
import {
  draftKey,
  formattingHints,
  hasContent,
  isDraft,
  newDraft,
  peopleCount,
  sendLabel,
  type NewsletterDraft,
} from '../draft.ts';
import { progressText, stateText } from '../sends.ts';
import { NewsletterTabs } from './newsletter-tabs.tsx';
import { SendProgressPanel } from './send-progress.tsx';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';

type Field = 'subject' | 'body';
const fields: readonly Field[] = ['subject', 'body'];
const sendsPageSize = 20;
const sendsNoun = { one: 'newsletter', many: 'newsletters' };

const sendColumns = (delivering: boolean): Column<SendProgress>[] => [
  { key: 'subject', header: 'Subject', primary: true, cell: (send) => send.subject },
  {
    key: 'by',
    header: 'Sent',
    cell: (send) => (
      <>
        {formatDateTime(send.createdAt)}
        <span className="data-table__sub">{send.createdBy.replace(/\s*<[^<>]*>$/, '')}</span>
      </>
    ),
  },
  {
    key: 'recipients',
    header: 'Recipients',
    cell: (send) => send.recipients.toLocaleString('en-US'),
  },
  {
    key: 'progress',
    header: 'Progress',
    cell: (send) => (
      <>
        <span className={send.done ? 'status-badge' : 'status-badge status-badge--officer'}>
          {stateText(send, delivering)}
        </span>
        <span className="data-table__sub">{progressText(send)}</span>
      </>
    ),
  },
];

export function ComposePage() {
  const user = useStoredUser();
  const owner = user?.email ?? '';
  const [draft, setDraft] = useState<NewsletterDraft>(
    () => readDraft(draftKey, owner, isDraft) ?? newDraft(),
  );
  // Kept at every change (the key with it), so a reload or a new login gives it back.
  useEffect(() => {
    if (owner) saveDraft(draftKey, owner, draft);
  }, [draft, owner]);
  const guard = useUnsavedChangesGuard(hasContent(draft));

  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<(PreviewResponse & { of: string }) | null>(null);
  const [busy, setBusy] = useState<'preview' | 'test' | 'send' | null>(null);
  const [result, showResult] = useTimedMessage();
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [keyReused, setKeyReused] = useState(false);
  /** The server's question when the subject went out within the hour (409 `duplicate_send`). */
  const [duplicate, setDuplicate] = useState<{ recipients: number; sentAt: string } | null>(null);
  // Asked once the first question has gone (its focus back on Send), so this one takes the focus.
  const [askingAgain, setAskingAgain] = useState(false);
  const sending = useRef(false);
  const subjectId = useId();
  const bodyId = useId();
  const hintId = `${bodyId}-hint`;

  const [version, setVersion] = useState(0);
  // Only the counts are wanted: they come with a page of one subscriber.
  const counts = useLoad((signal) => loadSubscribers({}, { page: 1, pageSize: 1 }, signal), {
    deps: [version],
  });
  // The sends' page is in the address (`?page=2`), like every console list's.
  const [params, setParams] = useSearchParams();
  const sendsPage = pageParam(params.get('page'));
  const sends = useLoad(
    (signal) => loadSends({ page: sendsPage, pageSize: sendsPageSize }, signal),
    { deps: [version, sendsPage] },
  );
  const showSends = (page: number) =>
    setParams(page > 1 ? { page: String(page) } : {}, { replace: true });
  const active = counts.data?.counts.active ?? null;
  const [following, setFollowing] = useState<SendProgress | null>(null);
  // A send still going (this one, or one started before a reload or by another officer): the
  // newest sends are on the first page.
  const going =
    following ?? (sendsPage === 1 ? sends.data?.sends.find((send) => !send.done) : null) ?? null;
  const sendsTotal = sends.data?.total ?? 0;
  const onDone = useCallback(() => setVersion((n) => n + 1), []);

  const compose = { subject: draft.subject, body: draft.body };
  const fingerprint = `${draft.subject}\n\u0000${draft.body}`;

  const change = (field: Field, value: string) => {
    setDraft((now) => ({ ...now, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    setKeyReused(false);
  };

  const checkField = async (field: Field) => {
    const checked = await check(composeRequest, compose);
    setErrors((now) => {
      const message = checked.ok ? undefined : checked.errors[field];
      const { [field]: _old, ...rest } = now;
      return message ? { ...rest, [field]: message } : rest;
    });
  };

  /** Checks both fields; on a problem shows it at its field and focuses the first. */
  const checkAll = async (): Promise<boolean> => {
    const checked = await check(composeRequest, compose);
    if (checked.ok) {
      setErrors({});
      return true;
    }
    setErrors(checked.errors);
    const first = fields.find((field) => checked.errors[field]);
    document.getElementById(first === 'body' ? bodyId : subjectId)?.focus();
    return false;
  };

  /** A refusal at its field, or said in the result line. */
  const showFailure = (error: unknown, action: string) => {
    const atField = serverFieldError(error, fields);
    if (atField) {
      setErrors((now) => ({ ...now, [atField.field]: atField.message }));
      document.getElementById(atField.field === 'body' ? bodyId : subjectId)?.focus();
      return;
    }
    showResult({ kind: 'danger', text: failureText(error, action) });
  };

  const showPreview = async () => {
    if (!(await checkAll())) return;
    setBusy('preview');
    try {
      const answer = await previewNewsletter(compose);
      setPreview({ ...answer, of: fingerprint });
    } catch (error) {
      showFailure(error, 'The preview could not be made');
    } finally {
      setBusy(null);
    }
  };

  const sendTest = async () => {
    if (!(await checkAll())) return;
    setBusy('test');
    try {
      const answer = await sendTestNewsletter(compose);
      showResult({ kind: 'success', text: answer.message }, 15_000);
    } catch (error) {
      showFailure(error, 'The test email was not sent');
    } finally {
      setBusy(null);
    }
  };

  const askToSend = async () => {
    if (!(await checkAll())) return;
    setConfirming(true);
  };

  const confirmSend = async (confirmDuplicate = false) => {
    // One request at a time; a second click (or a retry after a lost answer) reuses the key, so
    // the server answers with the same send instead of sending again.
    if (sending.current) return;
    sending.current = true;
    setBusy('send');
    try {
      const answer = await sendNewsletter(
        confirmDuplicate ? { ...compose, confirmDuplicate } : compose,
        draft.key,
      );
      setConfirming(false);
      setAskingAgain(false);
      showResult({ kind: 'success', text: answer.message });
      setFollowing({
        id: answer.sendId,
        subject: draft.subject.trim(),
        createdAt: new Date().toISOString(),
        createdBy: owner,
        recipients: answer.queued,
        queued: answer.queued,
        stored: 0,
        sent: 0,
        failed: 0,
        bounced: 0,
        nextAt: null,
        done: false,
      });
      setPreview(null);
      setDraft(newDraft());
      setVersion((n) => n + 1);
    } catch (error) {
      setConfirming(false);
      setAskingAgain(false);
      if (error instanceof ApiRequestError && error.code === 'duplicate_send') {
        // The same subject went out within the hour: asked once more, with how many it reaches.
        const { recipients, sentAt } = error.body as DuplicateSendError;
        setDuplicate({ recipients, sentAt });
      } else if (error instanceof ApiRequestError && error.code === 'idempotency_key_reused') {
        setKeyReused(true);
        showResult({
          kind: 'danger',
          text: 'Nothing was sent: this draft already went out with another subject or text (its first send is listed below). To send the changed text as well, choose "Send as a new newsletter".',
        });
      } else {
        showFailure(error, 'The newsletter was not sent');
        if (error instanceof ApiRequestError && error.status === 409) setVersion((n) => n + 1);
      }
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  const sendsFailure =
    sends.state.status === 'failed' ? <ConsoleLoadFailure what="The sends" load={sends} /> : null;
  const countsFailure =
    counts.state.status === 'failed' ? (
      <ConsoleLoadFailure what="The number of active subscribers" load={counts} />
    ) : null;
  const previewStale = preview !== null && preview.of !== fingerprint;
  const subjectError = errors.subject;
  const bodyError = errors.body;

  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Send a newsletter</h1>
        <p className="console-header__lead">
          Write it, look at the preview, send yourself a test, then send it to every active
          subscriber. Each email has its reader&apos;s own one-click unsubscribe link.
        </p>
      </header>
      <NewsletterTabs />

      <section className="console-section" aria-labelledby="compose-heading">
        <h2 id="compose-heading" className="console-section__title">
          Write
        </h2>
        {countsFailure}
        <KitForm
          noValidate
          className="console-form compose-form"
          onSubmit={(event) => {
            event.preventDefault();
            void showPreview();
          }}
        >
          <Form.Group className="form-field mb-3">
            <Form.Label htmlFor={subjectId}>Subject</Form.Label>
            <Form.Control
              id={subjectId}
              name="subject"
              value={draft.subject}
              onChange={(event) => change('subject', event.target.value)}
              onBlur={() => void checkField('subject')}
              isInvalid={subjectError !== undefined}
              aria-invalid={subjectError !== undefined || undefined}
              maxLength={limits.newsletter.subjectMaxLength + 50}
              autoComplete="off"
              required
              {...(subjectError ? { 'aria-describedby': `${subjectId}-error` } : {})}
            />
            {subjectError ? (
              <p id={`${subjectId}-error`} className="field-error">
                {subjectError}
              </p>
            ) : null}
          </Form.Group>
          <Form.Group className="form-field mb-3">
            <Form.Label htmlFor={bodyId}>Text</Form.Label>
            <Form.Control
              as="textarea"
              rows={12}
              id={bodyId}
              name="body"
              value={draft.body}
              onChange={(event) => change('body', event.target.value)}
              onBlur={() => void checkField('body')}
              isInvalid={bodyError !== undefined}
              aria-invalid={bodyError !== undefined || undefined}
              required
              aria-describedby={[hintId, bodyError ? `${bodyId}-error` : '']
                .filter(Boolean)
                .join(' ')}
            />
            {bodyError ? (
              <p id={`${bodyId}-error`} className="field-error">
                {bodyError}
              </p>
            ) : null}
            <div id={hintId} className="form-text compose-form__hint">
              <p className="mb-1">
                Simple formatting ({draft.body.length.toLocaleString('en-US')} of{' '}
                {limits.newsletter.bodyMaxLength.toLocaleString('en-US')} characters):
              </p>
              <ul className="compose-form__marks">
                {formattingHints.map((hint) => (
                  <li key={hint.mark}>
                    <code>{hint.mark}</code> {hint.gives}
                  </li>
                ))}
              </ul>
            </div>
          </Form.Group>
          <FormResult result={result} className="mb-3" />
          {keyReused ? (
            <p>
              <Button
                variant="outline-primary"
                onClick={() => {
                  setDraft((now) => ({ ...newDraft(), subject: now.subject, body: now.body }));
                  setKeyReused(false);
                  showResult({
                    kind: 'info',
                    text: 'This is now a new newsletter: send it when it is ready.',
                  });
                }}
              >
                Send as a new newsletter
              </Button>
            </p>
          ) : null}
          <div className="compose-form__actions">
            <Button type="submit" variant="outline-primary" disabled={busy !== null}>
              {busy === 'preview' ? 'Making the preview...' : 'Preview'}
            </Button>
            <Button
              variant="outline-primary"
              disabled={busy !== null}
              onClick={() => void sendTest()}
            >
              {busy === 'test' ? 'Sending the test...' : 'Send a test to me'}
            </Button>
            <Button
              variant="primary"
              disabled={busy !== null || !active}
              onClick={() => void askToSend()}
            >
              {active === null ? 'Send to active subscribers' : sendLabel(active)}
            </Button>
            {hasContent(draft) ? (
              <Button
                variant="link"
                className="compose-form__discard"
                disabled={busy !== null}
                onClick={() => setDiscarding(true)}
              >
                Discard the draft
              </Button>
            ) : null}
          </div>
          {active === 0 ? (
            <p className="form-text mt-2">
              There is no active subscriber yet: nothing can be sent.
            </p>
          ) : null}
          <p className="form-text mt-2 mb-0">
            The test goes to {user?.email ?? 'your own address'}, its subject starting
            &quot;[Test]&quot;. The draft is kept in this tab until it is sent or discarded.
          </p>
        </KitForm>
      </section>

      {preview ? (
        <section className="console-section" aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="console-section__title">
            Preview
          </h2>
          {previewStale ? (
            <p className="console-notice">
              <span>The text changed after this preview.</span>
              <Button
                variant="outline-primary"
                size="sm"
                disabled={busy !== null}
                onClick={() => void showPreview()}
              >
                Preview again
              </Button>
            </p>
          ) : null}
          <p className="email-preview__subject">
            <span className="text-body-secondary">Subject:</span> {preview.subject}
          </p>
          <iframe
            className="email-preview"
            title={`Preview of the email "${preview.subject}"`}
            sandbox=""
            srcDoc={preview.html}
          />
          <details className="email-preview__text">
            <summary>The plain-text part</summary>
            <pre>{preview.text}</pre>
          </details>
        </section>
      ) : null}

      <section className="console-section" aria-labelledby="sends-heading">
        <h2 id="sends-heading" className="console-section__title">
          Sends
        </h2>
        {sends.data?.pace ? (
          <p className="form-text">
            Emails leave at most at {sends.data.pace} (the pace set for this site).
          </p>
        ) : null}
        {going ? <SendProgressPanel key={going.id} first={going} onDone={onDone} /> : null}
        <DataTable
          caption="Newsletters sent"
          columns={sendColumns(sends.data?.delivering ?? true)}
          rows={sends.data?.sends ?? null}
          stale={sends.stale}
          rowKey={(send) => send.id}
          summary={
            sends.data ? showingText(sendsPage, sendsPageSize, sendsTotal, sendsNoun) : undefined
          }
          failure={sendsFailure ?? undefined}
          emptyText="No newsletter has been sent yet."
          pager={{
            ...serverPager(sendsPage, sendsPageSize, sendsTotal, showSends),
            previousLabel: 'Newer',
            nextLabel: 'Older',
          }}
        />
      </section>

      <ConfirmDialog
        show={confirming}
        title="Send this newsletter?"
        confirmLabel={active === null ? 'Send' : sendLabel(active)}
        busyLabel="Sending..."
        busy={busy === 'send'}
        onConfirm={() => void confirmSend()}
        onCancel={() => setConfirming(false)}
        onExited={() => {
          if (duplicate) setAskingAgain(true);
        }}
      >
        <p className="compose-confirm__text">
          &quot;{draft.subject.trim()}&quot; goes to{' '}
          {active === null ? 'every active subscriber' : sendLabel(active).replace(/^Send to /, '')}
          , each with their own unsubscribe link. It cannot be called back once sent.
        </p>
        {preview === null || previewStale ? (
          <p className="mb-0">You have not looked at the preview of this text yet.</p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        show={askingAgain}
        title={`Send it again to ${peopleCount(duplicate?.recipients ?? 0)}?`}
        confirmLabel="Send it again"
        busyLabel="Sending..."
        busy={busy === 'send'}
        onConfirm={() => void confirmSend(true)}
        onCancel={() => setAskingAgain(false)}
        onExited={() => setDuplicate(null)}
      >
        <p className="compose-confirm__text">
          &ldquo;{draft.subject.trim()}&rdquo; went out
          {duplicate ? ` at ${formatDateTime(duplicate.sentAt)}` : ''}, less than an hour ago (see
          Sends below). Everyone on the list would get it a second time.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={discarding}
        title="Discard this draft?"
        confirmLabel="Discard the draft"
        busyLabel="Discarding..."
        onConfirm={() => {
          setDraft(newDraft());
          setPreview(null);
          setErrors({});
          setKeyReused(false);
          setDiscarding(false);
        }}
        onCancel={() => setDiscarding(false)}
      >
        <p className="mb-0">The subject and text are thrown away. This cannot be undone.</p>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
