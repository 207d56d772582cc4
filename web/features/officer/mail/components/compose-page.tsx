// Send mail (area `communications`, docs/product.md#officer-console) to the newsletter's
// subscribers or the chapter's own accounts (docs/product.md#mail-to-the-chapter): subject and text
// with simple formatting, a preview of the email exactly as the server builds it (in a sandboxed
// frame: nothing in it runs), a test to oneself, then "Send to N active subscribers" after a
// question — and, when the same subject went out within the hour, "Send it again to N people?".
// The draft — with the Idempotency-Key made when it started (decision 014) — is kept in
// this tab's session storage, so a reload loses nothing and a repeated send is the same send.
// Below: the progress of the sends, newest first, 20 to a page (its page in the address), asked
// again until each is done.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SendProgress } from '../../../../../contract/api/officer/mail.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { pageParam } from '../../../../components/console-kit/table-paging.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadRecipients, loadSends, loadSubscribers } from '../api.ts';
import { useCompose } from '../use-compose.ts';
import { ComposeForm } from './compose-form.tsx';
import { ComposePreview } from './compose-preview.tsx';
import { SendsSection, sendsPageSize } from './sends-section.tsx';
import { MailTabs } from './mail-tabs.tsx';
import { SendQuestions } from './send-questions.tsx';

/**
 * A send started or finished, or a refusal because the list changed, asks again for what the page
 * shows of the mail: the counts, the sends and the reach.
 */
const reload = () => invalidate('officer/mail');

export function ComposePage() {
  const user = useStoredUser();
  const owner = user?.email ?? '';
  // Only the counts are wanted: they come with a page of one subscriber.
  const counts = useLoad((signal) => loadSubscribers({}, { page: 1, pageSize: 1 }, signal), {
    key: 'officer/mail/subscribers',
  });
  // The sends' page is in the address (`?page=2`), like every console list's.
  const [params, setParams] = useSearchParams();
  const sendsPage = pageParam(params.get('page'));
  const sends = useLoad(
    (signal) => loadSends({ page: sendsPage, pageSize: sendsPageSize }, signal),
    { key: 'officer/mail/sends', deps: [sendsPage] },
  );
  const showSends = (page: number) =>
    setParams(page > 1 ? { page: String(page) } : {}, { replace: true });
  const [following, setFollowing] = useState<SendProgress | null>(null);
  const compose = useCompose({
    owner,
    onSent: (send) => {
      setFollowing(send);
      reload();
    },
    onListChanged: reload,
  });
  // How many it would reach: the active subscribers, or the chosen accounts (asked as they change).
  const toAccounts = compose.audience !== 'subscribers';
  const reach = useLoad(
    (signal) =>
      toAccounts && !compose.audience.endsWith(':')
        ? loadRecipients(compose.audience, compose.kind, signal)
        : Promise.resolve(null),
    { key: 'officer/mail/recipients', deps: [compose.audience, compose.kind] },
  );
  const active = toAccounts
    ? reach.stale
      ? null
      : (reach.data?.recipients ?? null)
    : (counts.data?.counts.active ?? null);
  const audienceLabel = toAccounts ? reach.data?.label : undefined;
  const guard = useUnsavedChangesGuard(compose.hasContent);

  return (
    <>
      <ConsoleHeader
        title="Send mail"
        lead={
          <>
            Write it, look at the preview, send yourself a test, then send it to the
            newsletter&apos;s active subscribers — or to the chapter&apos;s own members, alumni, a
            class or an event&apos;s guests. Each email has its reader&apos;s own one-click
            unsubscribe link.
          </>
        }
      />
      <MailTabs />

      <ConsoleSection headingId="compose-heading" title="Write">
        {counts.state.status === 'failed' ? (
          <ConsoleLoadFailure what="The number of active subscribers" load={counts} />
        ) : null}
        {toAccounts && reach.state.status === 'failed' ? (
          <ConsoleLoadFailure what="The number of people it would reach" load={reach} />
        ) : null}
        <ComposeForm
          compose={compose}
          active={active}
          audienceLabel={audienceLabel}
          testAddress={user?.email}
        />
      </ConsoleSection>

      {compose.preview ? (
        <ComposePreview
          preview={compose.preview}
          stale={compose.previewStale}
          busy={compose.busy !== null}
          onPreviewAgain={() => void compose.showPreview()}
        />
      ) : null}

      <SendsSection
        sends={sends}
        page={sendsPage}
        following={following}
        onPage={showSends}
        onDone={reload}
      />

      <SendQuestions compose={compose} active={active} audienceLabel={audienceLabel} />
      {guard.dialog}
    </>
  );
}
