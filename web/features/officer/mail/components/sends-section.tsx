// Every mail sent from the console — newsletters and mail to the chapter's accounts — newest first,
// 20 to a page (its page in the address), with the progress of a send still going, asked again
// until it is done.
import type { SendProgress } from '../../../../../contract/api/officer/mail.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import type { Load } from '../../../../lib/use-load.ts';
import type { loadSends } from '../api.ts';
import { mailAudienceLabel, mailKindLabels, type MailKind } from '../../../../../contract/mail.ts';
import { progressText, stateText } from '../sends.ts';
import { SendProgressPanel } from './send-progress.tsx';

export const sendsPageSize = 20;
const sendsNoun = { one: 'send', many: 'sends' };

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
    cell: (send) => (
      <>
        {send.recipients.toLocaleString('en-US')}
        {send.audience !== 'subscribers' ? (
          <span className="data-table__sub">
            {mailAudienceLabel(send.audience)} ·{' '}
            {mailKindLabels[send.kind as MailKind] ?? send.kind}
          </span>
        ) : null}
      </>
    ),
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

export function SendsSection({
  sends,
  page,
  following,
  onPage,
  onDone,
}: {
  sends: Load<Awaited<ReturnType<typeof loadSends>>>;
  page: number;
  /** A send started here, followed until it is done. */
  following: SendProgress | null;
  onPage: (page: number) => void;
  /** A send followed is done: the list is asked again. */
  onDone: () => void;
}) {
  // A send still going (this one, or one started before a reload or by another officer): the
  // newest sends are on the first page.
  const going =
    following ?? (page === 1 ? sends.data?.sends.find((send) => !send.done) : null) ?? null;
  const total = sends.data?.total ?? 0;
  return (
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
        caption="Mail sent"
        columns={sendColumns(sends.data?.delivering ?? true)}
        rows={sends.data?.sends ?? null}
        stale={sends.stale}
        rowKey={(send) => send.id}
        summary={sends.data ? showingText(page, sendsPageSize, total, sendsNoun) : undefined}
        failure={
          sends.state.status === 'failed' ? (
            <ConsoleLoadFailure what="The sends" load={sends} />
          ) : undefined
        }
        emptyText="No mail has been sent yet."
        pager={{
          ...serverPager(page, sendsPageSize, total, onPage),
          previousLabel: 'Newer',
          nextLabel: 'Older',
        }}
      />
    </section>
  );
}
