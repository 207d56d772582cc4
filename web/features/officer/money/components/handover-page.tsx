// The treasurer's handover (area `treasury`; docs/money.md, "For the chapter's accountant, and the
// next treasurer"): what a new treasurer reads on his first day — what is owed and by how many, the
// aging, the plans, the claims and proposals waiting, this semester's dues billed against
// collected, the Treasurer's checklist and the last postings. Print prints the report alone
// (web/styles/print-alone.scss).
import type { HandoverResponse } from '../../../../../contract/api/officer/money.ts';
import { formatCents, postingWords } from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadHandover } from '../api.ts';
import { agingBuckets, planStatusNames } from '../money.ts';
import { MoneyTabs } from './money-tabs.tsx';
import '../../../../styles/print-alone.scss';

export function HandoverPage() {
  const load = useLoad(loadHandover, { key: 'officer/money/handover' });
  return (
    <>
      <ConsoleHeader
        title="Treasurer handover"
        lead="Everything the next treasurer needs on his first day, on one page to print."
      />
      <MoneyTabs />
      {load.state.status === 'failed' ? (
        <ConsoleLoadFailure what="The handover" load={load} />
      ) : load.data ? (
        <Report data={load.data} />
      ) : (
        <output className="data-table__note">Loading...</output>
      )}
    </>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

function Report({ data }: { data: HandoverResponse }) {
  const semester = data.semester;
  return (
    <article className="money-printable print-alone" aria-labelledby="handover-title">
      <p className="mb-1">
        {chapter.organisation.name} · {chapter.chapter.name}
      </p>
      <h2 id="handover-title" className="h4">
        Treasurer handover, {formatDay(data.today)}
      </h2>
      <button type="button" className="btn btn-primary mb-3" onClick={() => window.print()}>
        Print
      </button>

      <h3 className="h5 mt-3">Balances</h3>
      <ul>
        <li>
          Owed to the chapter: {formatCents(data.balances.owedCents)} by{' '}
          {plural(data.balances.owingCount, 'member', 'members')} (
          {plural(data.balances.overdueCount, 'member', 'members')} overdue).
        </li>
        <li>Credits: {formatCents(data.balances.creditCents)}.</li>
        {semester ? (
          <li>
            {semester.name}: {formatCents(semester.collectedCents)} collected of{' '}
            {formatCents(semester.billedCents)} billed.
          </li>
        ) : null}
        <li>
          Waiting: {plural(data.claimsWaiting.count, 'claim', 'claims')} (
          {formatCents(data.claimsWaiting.totalCents)}),{' '}
          {plural(data.proposalsWaiting.count, 'fine or late fee', 'fines and late fees')} proposed
          ({formatCents(data.proposalsWaiting.totalCents)}).
        </li>
      </ul>

      <h3 className="h5">Owed by days past due</h3>
      <table className="money-aging">
        <caption className="visually-hidden">Owed by days past due</caption>
        <tbody>
          {agingBuckets(data.aging).map((bucket) => (
            <tr key={bucket.label}>
              <th scope="row">{bucket.label}</th>
              <td className="money-amount">{formatCents(bucket.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 className="h5">Dues schedules</h3>
      {data.schedules.length === 0 ? (
        <p>No dues schedule this semester.</p>
      ) : (
        <ul>
          {data.schedules.map((schedule) => (
            <li key={schedule.id}>
              {schedule.name}: {formatCents(schedule.amountCents)} due {formatDay(schedule.dueOn)};{' '}
              {plural(schedule.billedCount, 'member', 'members')} billed (
              {formatCents(schedule.billedCents)}), {schedule.unbilledCount} not yet.
            </li>
          ))}
        </ul>
      )}

      <h3 className="h5">Payment plans</h3>
      {data.plans.length === 0 ? (
        <p>No plan is open.</p>
      ) : (
        <ul>
          {data.plans.map((plan) => (
            <li key={plan.id}>
              {plan.name}:{' '}
              {formatCents(plan.instalments.reduce((sum, part) => sum + part.amountCents, 0))} in{' '}
              {plural(plan.instalments.length, 'instalment', 'instalments')},{' '}
              {plan.status === 'accepted'
                ? plan.planStatus
                  ? planStatusNames[plan.planStatus].toLowerCase()
                  : 'accepted'
                : 'proposed'}
              .
            </li>
          ))}
        </ul>
      )}

      {data.positions.map((position) => (
        <section key={position.title} aria-label={`${position.title}: checklist`}>
          <h3 className="h5">{position.title}: checklist</h3>
          {position.checklist.length === 0 ? (
            <p>No checklist written for this position.</p>
          ) : (
            <ul>
              {position.checklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <h3 className="h5">Last postings</h3>
      {data.lastPostings.length === 0 ? (
        <p>Nothing posted yet.</p>
      ) : (
        <ul className="mb-0">
          {data.lastPostings.map((posting) => (
            <li key={posting.id}>
              {formatDay(posting.occurredOn)}: {postingWords(posting)}
              {posting.member ? ` (${posting.member})` : ''}, {formatCents(posting.amountCents)}; by{' '}
              {posting.createdBy}.
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
