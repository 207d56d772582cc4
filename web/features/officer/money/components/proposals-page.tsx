// Fines and late fees (area `treasury`, docs/money.md#dues-charges-fines-and-late-fees): what the
// chapter's rules propose — a fine for each unexcused absence at a required event, a late fee on a
// charge long past due — each with why. Nothing is posted by itself: the treasurer ticks what to
// post ("Post 3 charges, $45.00"). His own are another officer's to post.
import { useState } from 'react';
import type { Proposal } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { TickList } from '../../../../components/console-kit/tick-list.tsx';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { useRunning } from '../../../../components/console-kit/use-running.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { loadProposals, postProposals } from '../api.ts';
import { kindName, postLabel } from '../money.ts';
import { MoneyTabs } from './money-tabs.tsx';

type Item = Proposal & { id: string };

/** "Sam Lee: Fine, $25.00, due Mon, Sep 7, 2026", and what and why under it. */
const proposalLabel = (item: Item) => (
  <>
    <strong>{item.name}</strong>: {kindName(item.kind)},{' '}
    <span className="money-amount">{formatCents(item.amountCents)}</span>, due{' '}
    {formatDay(item.dueOn)}
    <span className="d-block text-body-secondary">
      {item.description}. {item.reason}
    </span>
  </>
);

export function ProposalsPage() {
  const load = useLoad(loadProposals, { key: 'officer/money/proposals' });
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const message = useResultMessage();
  const { running, run } = useRunning<'post'>();
  const me = useStoredUser();
  const items: Item[] = (load.data?.proposals ?? []).map((proposal) =>
    Object.assign({ id: proposal.key }, proposal),
  );
  const fixed = (item: Item) => (item.userId === me?.id ? 'yours: another officer posts it' : null);
  const ticked = items.filter((item) => !unticked.has(item.id) && !fixed(item));
  const tickedCents = ticked.reduce((sum, item) => sum + item.amountCents, 0);

  const post = () =>
    void run('post', async () => {
      try {
        const answer = await postProposals(ticked.map((item) => item.key));
        message.succeeded(
          `Posted ${answer.posted} ${answer.posted === 1 ? 'charge' : 'charges'}, ${formatCents(answer.totalCents)}.${answer.skipped > 0 ? ` ${answer.skipped} no longer applied and were left out.` : ''}`,
          10_000,
        );
        setUnticked(new Set());
        invalidate('officer/money');
      } catch (error) {
        message.failed(error, 'Nothing was posted');
      }
    });

  return (
    <>
      <ConsoleHeader
        title="Fines and late fees"
        lead="What the chapter's rules propose, each with why. Nothing is charged until you post it; each is proposed once."
      />
      <MoneyTabs />
      <ConsoleSection headingId="proposals-heading" title="Proposed">
        <FormResult result={message.result} className="mb-3" />
        {load.state.status === 'failed' ? (
          <ConsoleLoadFailure what="The proposals" load={load} />
        ) : !load.data ? (
          <output className="data-table__note">Loading...</output>
        ) : items.length === 0 ? (
          <p className="data-table__note">
            Nothing is proposed: no unexcused absence to fine and no charge late enough for a fee
            (or the amounts are $0 in the settings).
          </p>
        ) : (
          <>
            <TickList
              legend={`Proposed (${ticked.length} of ${items.length} ticked)`}
              items={items}
              unticked={unticked}
              onChange={setUnticked}
              fixed={fixed}
              label={proposalLabel}
            />
            <ActionButton
              variant="primary"
              className="mt-3"
              disabled={ticked.length === 0 || running !== null}
              onClick={post}
            >
              {running ? 'Posting...' : postLabel(ticked.length, tickedCents)}
            </ActionButton>
          </>
        )}
      </ConsoleSection>
    </>
  );
}
