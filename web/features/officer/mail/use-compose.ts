// The mail being written, in the form kit: subject and text checked with the contract's
// `composeRequest` (on blur, and before each request), the draft with its Idempotency-Key (decision
// 014) kept in this tab's session storage, and the three requests — preview, test to oneself, send
// (asked first; asked again when the same subject went out within the hour). What the form kit does
// not hold is one state changed by `composeReducer` (compose-state.ts).
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  composeRequest,
  type DuplicateSendError,
  type SendProgress,
} from '../../../../contract/api/officer/mail.ts';
import type { MailKind } from '../../../../contract/mail.ts';
import { useForm } from '../../../components/form-kit/use-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useRunning } from '../../../components/console-kit/use-running.ts';
import { saveDraft } from '../../../lib/drafts.ts';
import { previewNewsletter, sendNewsletter, sendTestNewsletter } from './api.ts';
import { composeReducer, initialComposeState } from './compose-state.ts';
import { draftKey, hasContent, newDraft, readMailDraft } from './draft.ts';

const blank = { subject: '', body: '' };

/** What a preview was made of, to tell when the text changed after it. */
export const fingerprintOf = (values: { subject: string; body: string }) =>
  `${values.subject}\n\u0000${values.body}`;

/** The first line of the sends' progress for a send just started (before the server is asked). */
export function startedSend(
  answer: { sendId: string; queued: number },
  subject: string,
  owner: string,
  { audience, kind }: { audience: string; kind: string } = {
    audience: 'subscribers',
    kind: 'announcements',
  },
): SendProgress {
  return {
    id: answer.sendId,
    subject: subject.trim(),
    audience,
    kind,
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
  };
}

export type ComposeRequest = 'preview' | 'test' | 'send';

export function useCompose({
  owner,
  onSent,
  onListChanged,
}: {
  /** The officer's email: whose draft it is. */
  owner: string;
  /** A send started: its progress is followed. */
  onSent: (send: SendProgress) => void;
  /** The sends may have changed (a refusal that names another send). */
  onListChanged: () => void;
}) {
  const [stored] = useState(() => readMailDraft(owner));
  const form = useForm({
    schema: composeRequest,
    initial: blank,
    start: stored ? { subject: stored.subject, body: stored.body } : null,
  });
  const [state, dispatch] = useReducer(composeReducer, stored?.key, (kept) =>
    initialComposeState(kept ?? newDraft().key),
  );
  const { key, audience, kind, preview, duplicate } = state;
  const { subject, body } = form.values;
  // Kept at every change (the key with it), so a reload or a new login gives it back.
  useEffect(() => {
    if (owner) saveDraft(draftKey, owner, { subject, body, key });
  }, [subject, body, key, owner]);

  const { running: busy, run } = useRunning<ComposeRequest>();
  const sending = useRef(false);
  const fingerprint = fingerprintOf(form.values);

  const showPreview = () => {
    // What the preview shows: the text as it is when it is asked for.
    const of = fingerprint;
    return run('preview', () =>
      form.submit(
        async (compose) => {
          const answer = await previewNewsletter(compose);
          dispatch({ type: 'previewed', preview: answer, of });
        },
        { failure: 'The preview could not be made' },
      ),
    );
  };

  const sendTest = () =>
    run('test', () =>
      form.submit(async (compose) => ({ message: (await sendTestNewsletter(compose)).message }), {
        failure: 'The test email was not sent',
        successMs: 15_000,
      }),
    );

  const askToSend = async () => {
    if (await form.validate()) dispatch({ type: 'sendAsked' });
  };

  /** The failures of a send that are not said at a field or in the usual sentence. */
  const sendRefused = (error: unknown): boolean => {
    if (error instanceof ApiRequestError && error.code === 'duplicate_send') {
      // The same subject went out within the hour: asked once more, with how many it reaches.
      const { recipients, sentAt } = error.body as DuplicateSendError;
      dispatch({ type: 'duplicateRefused', recipients, sentAt });
      return true;
    }
    if (error instanceof ApiRequestError && error.code === 'idempotency_key_reused') {
      dispatch({ type: 'keyRefused' });
      form.showResult({
        kind: 'danger',
        text: 'Nothing was sent: this draft already went out with another subject or text (its first send is listed below). To send the changed text as well, choose "Send as a new email".',
      });
      return true;
    }
    if (error instanceof ApiRequestError && error.status === 409) onListChanged();
    return false;
  };

  const confirmSend = async (confirmDuplicate = false) => {
    // One request at a time; a second click (or a retry after a lost answer) reuses the key, so
    // the server answers with the same send instead of sending again.
    if (sending.current) return;
    sending.current = true;
    try {
      await run('send', () =>
        form.submit(
          async (compose) => {
            const to = audience === 'subscribers' ? {} : { audience, kind };
            const answer = await sendNewsletter(
              { ...compose, ...to, ...(confirmDuplicate ? { confirmDuplicate } : {}) },
              key,
            );
            onSent(startedSend(answer, compose.subject, owner, { audience, kind }));
            dispatch({ type: 'sent', key: newDraft().key });
            return { message: answer.message, values: blank };
          },
          { failure: 'The email was not sent', onError: sendRefused },
        ),
      );
    } finally {
      dispatch({ type: 'sendEnded' });
      sending.current = false;
    }
  };

  return {
    form,
    /** Whom it goes to, and its kind (docs/product.md#mail-to-the-chapter). */
    audience,
    setAudience: (chosen: string) => dispatch({ type: 'audienceChosen', audience: chosen }),
    kind,
    setKind: (chosen: MailKind) => dispatch({ type: 'kindChosen', kind: chosen }),
    preview,
    previewStale: preview !== null && preview.of !== fingerprint,
    busy,
    keyReused: state.keyReused,
    hasContent: hasContent({ subject, body, key }),
    /** Typing after a refused send makes it sendable again (with the same key). */
    edited: () => dispatch({ type: 'edited' }),
    showPreview,
    sendTest,
    askToSend,
    confirmSend,
    /** The same text as a new email (a new key), after "already went out with another text". */
    sendAsNew: () => {
      dispatch({ type: 'madeNew', key: newDraft().key });
      form.showResult({
        kind: 'info',
        text: 'This is now a new email: send it when it is ready.',
      });
    },
    confirming: state.confirming,
    cancelSend: () => dispatch({ type: 'sendCancelled' }),
    duplicate,
    /** Asked once the first question has gone (its focus back on Send): it takes the focus. */
    askingAgain: state.askingAgain,
    /** The first question has gone: the second one (same subject within the hour) takes over. */
    firstQuestionGone: () => dispatch({ type: 'firstQuestionGone' }),
    cancelAgain: () => dispatch({ type: 'againCancelled' }),
    forgetDuplicate: () => dispatch({ type: 'duplicateForgotten' }),
    discarding: state.discarding,
    askToDiscard: () => dispatch({ type: 'discardAsked', asking: true }),
    cancelDiscard: () => dispatch({ type: 'discardAsked', asking: false }),
    discard: () => {
      form.reset(blank);
      dispatch({ type: 'discarded', key: newDraft().key });
    },
  };
}

export type Compose = ReturnType<typeof useCompose>;
