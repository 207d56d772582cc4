// Money's home (area `treasury`, docs/money.md): what the members owe by age, this semester's dues
// collected against billed, the claims and proposals waiting, how online payments stand, and the
// balances: every member with an account, filtered by status and searched by name in the page's
// address, 50 to a page, with a CSV of every matching row. Each name opens the member's statement.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BalanceRow, BalancesResponse } from '../../../../../contract/api/officer/money.ts';
import { formatCents } from '../../../../../contract/money.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import {
  consolePaths,
  memberStatementPath,
} from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import {
  pageCount,
  serverPager,
  showingText,
} from '../../../../components/console-kit/table-paging.ts';
import { useAddressSearch } from '../../../../components/console-kit/use-address-search.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { balancesUrl, loadBalances, loadClaims, loadProposals } from '../api.ts';
import {
  agingBuckets,
  balanceFilterOptions,
  balancesSearch,
  duesStatusNames,
  planStatusNames,
  readBalancesAddress,
  sideNames,
  type BalancesAddress,
} from '../money.ts';
import { MoneyTabs } from './money-tabs.tsx';
import { OnlinePaymentsCard } from './online-card.tsx';

const pageSize = 50;
const noun = { one: 'member', many: 'members' };

const columns: Column<BalanceRow>[] = [
  {
    key: 'name',
    header: 'Member',
    primary: true,
    cell: (row) => <Link to={memberStatementPath(row.userId)}>{row.name}</Link>,
  },
  { key: 'side', header: 'Side', cell: (row) => sideNames[row.side] },
  {
    key: 'balance',
    header: 'Balance',
    cell: (row) => <span className="money-amount">{formatCents(row.balanceCents)}</span>,
  },
  {
    key: 'overdue',
    header: 'Overdue',
    cell: (row) =>
      row.overdueCents > 0 ? (
        <span className="money-amount">{formatCents(row.overdueCents)}</span>
      ) : (
        '—'
      ),
  },
  {
    key: 'oldest',
    header: 'Oldest due',
    cell: (row) => (row.oldestDueOn ? formatDay(row.oldestDueOn) : '—'),
  },
  {
    key: 'status',
    header: 'Dues',
    cell: (row) => (
      <>
        <span
          className={`status-badge status-badge--${row.status === 'overdue' ? 'revoked' : 'active'}`}
        >
          {duesStatusNames[row.status]}
        </span>
        {row.plan ? (
          <span className="data-table__sub">Plan: {planStatusNames[row.plan.status]}</span>
        ) : null}
      </>
    ),
  },
];

export function MoneyHome() {
  const [params, setParams] = useSearchParams();
  const address = readBalancesAddress(params);
  const show = (next: Partial<BalancesAddress>) =>
    setParams(balancesSearch({ ...address, ...next }), { replace: true });
  const [text, setText] = useAddressSearch(address.q, (_current, q) =>
    balancesSearch({ ...address, q: q ?? '', page: 1 }),
  );
  const load = useLoad((signal) => loadBalances({ ...address, pageSize }, signal), {
    key: 'officer/money',
    deps: [params.toString()],
  });
  const data = load.data;
  const pages = pageCount(data?.total ?? 0, pageSize);
  const pastTheEnd = data !== null && address.page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams(balancesSearch({ ...address, page: pages }), { replace: true });
  });

  const failure =
    load.state.status === 'failed' ? <ConsoleLoadFailure what="The balances" load={load} /> : null;

  return (
    <>
      <ConsoleHeader
        title="Money"
        lead="What the members owe, by age, and each member's balance. A name opens his statement: record a payment, add a charge, reverse a line or offer a plan there."
      />
      <MoneyTabs />

      <ConsoleSection headingId="owed-heading" title="Owed to the chapter">
        {failure ?? (data ? <Owed data={data} /> : <Loading />)}
        <Waiting />
      </ConsoleSection>

      <OnlinePaymentsCard />

      <ConsoleSection headingId="balances-heading" title="Balances">
        <DataTable
          caption="Balances"
          columns={columns}
          rows={data?.rows ?? null}
          stale={load.stale}
          rowKey={(row) => row.userId}
          summary={data ? showingText(address.page, pageSize, data.total, noun) : undefined}
          search={{ label: 'Search by name', value: text, onChange: setText }}
          filters={[
            {
              name: 'status',
              label: 'Show',
              value: address.status,
              options: balanceFilterOptions,
              onChange: (status) => show({ status, page: 1 }),
            },
          ]}
          csvHref={balancesUrl(address, 'csv')}
          failure={
            failure ? (
              <p className="data-table__note">The balances could not be loaded: see above.</p>
            ) : undefined
          }
          emptyText={
            address.status || address.q
              ? 'No member matches these filters.'
              : 'No member has anything on his account yet.'
          }
          pager={serverPager(address.page, pageSize, data?.total ?? 0, (page) => show({ page }))}
        />
      </ConsoleSection>
    </>
  );
}

const Loading = () => <output className="data-table__note">Loading...</output>;

/** The totals, the aging's buckets as bars, and this semester collected against billed. */
function Owed({ data }: { data: BalancesResponse }) {
  const buckets = agingBuckets(data.aging);
  const largest = Math.max(1, ...buckets.map((bucket) => bucket.cents));
  const semester = data.semester;
  return (
    <div className="money-owed">
      <dl className="money-figures">
        <div>
          <dt>Owed</dt>
          <dd>{formatCents(data.owedCents)}</dd>
        </div>
        <div>
          <dt>Credits</dt>
          <dd>{formatCents(data.creditCents)}</dd>
        </div>
        {semester ? (
          <div>
            <dt>{semester.name}: collected of billed</dt>
            <dd>
              {formatCents(semester.collectedCents)} of {formatCents(semester.billedCents)}
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="money-aging">
        <caption>Owed by days past due</caption>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.label}>
              <th scope="row">{bucket.label}</th>
              <td className="money-aging__bar-cell" aria-hidden="true">
                <span
                  className="money-aging__bar"
                  style={{ width: `${Math.round((bucket.cents / largest) * 100)}%` }}
                />
              </td>
              <td className="money-amount">{formatCents(bucket.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The claims and the rules' proposals waiting for the treasurer, each a link to its queue. */
function Waiting() {
  const claims = useLoad((signal) => loadClaims('pending', 1, signal), {
    key: 'officer/money/claims',
  }).data;
  const proposals = useLoad(loadProposals, { key: 'officer/money/proposals' }).data;
  return (
    <ul className="money-waiting">
      <li>
        <Link to={consolePaths.moneyClaims}>
          {claims
            ? `${claims.total} ${claims.total === 1 ? 'claim' : 'claims'} waiting`
            : 'Claims waiting'}
        </Link>
      </li>
      <li>
        <Link to={consolePaths.moneyProposals}>
          {proposals
            ? `${proposals.proposals.length} fines and late fees proposed (${formatCents(proposals.totalCents)})`
            : 'Fines and late fees proposed'}
        </Link>
      </li>
    </ul>
  );
}
