// Accounts (area `accounts`, docs/product.md#officer-console): every account, searched by name,
// email or position and filtered by role, officer, verified, disabled and class, 25 to a page, as
// CSV too.
// The search and filters live in the address, so Back from an account returns to the same list.
import { Link, useSearchParams } from 'react-router';
import type { AccountRow } from '../../../../../contract/api/officer.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { timeAgo } from '../../../../components/console-kit/dates.ts';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import { useAddressSearch } from '../../../../components/console-kit/use-address-search.ts';
import { officerAccountPath } from '../../../../components/console-kit/console-routes.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import {
  accountFiltersSearch,
  classChoiceOf,
  classChoices,
  readAccountFilters,
  withClassChoice,
  type AccountFilters,
} from '../account-filters.ts';
import { accountsCsvPath, loadAccounts } from '../api.ts';
import { AccountBadges, BreakableEmail, officeLabel, roleLabel } from './account-labels.tsx';

const pageSize = 25;
const noun = { one: 'account', many: 'accounts' };

const flagOptions = (any: string, yes: string, no: string) => [
  { value: '', label: any },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** The accounts' columns; `back` is the list's query, for the account page's way back. */
const accountColumns = (back: string): Column<AccountRow>[] => [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    cell: (account) => (
      <Link to={officerAccountPath(account.id)} state={{ account, back }}>
        {account.name}
      </Link>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    // An ended account's address receives nothing: it is not shown.
    cell: (account) => (account.ended ? '—' : <BreakableEmail email={account.email} />),
  },
  { key: 'role', header: 'Role', cell: (account) => roleLabel(account.role) },
  { key: 'class', header: 'Class', cell: (account) => account.graduationYear ?? '—' },
  { key: 'office', header: 'Position', cell: (account) => officeLabel(account) || '—' },
  { key: 'status', header: 'Status', cell: (account) => <AccountBadges account={account} /> },
  {
    key: 'seen',
    header: 'Last seen',
    cell: (account) => (account.lastSeenAt ? timeAgo(account.lastSeenAt) : 'Never'),
  },
];

export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readAccountFilters(params);
  const search = params.toString();
  const show = (next: AccountFilters & { page?: number }) =>
    setParams(accountFiltersSearch(next), { replace: true });

  // The search box asks once typing pauses; the address follows it, and it follows the address.
  const [text, setText] = useAddressSearch(filters.q ?? '', (current, q) => {
    const { page: _page, ...rest } = readAccountFilters(current);
    return accountFiltersSearch({ ...rest, q });
  });

  const load = useLoad((signal) => loadAccounts(filters, { page, pageSize }, signal), {
    deps: [search],
  });
  const answer = load.data;

  const columns = accountColumns(search);

  const filter = (
    name: 'role' | 'officer' | 'verified' | 'disabled' | 'initiated',
    label: string,
    options: { value: string; label: string }[],
  ) => ({
    name,
    label,
    value: filters[name] ?? '',
    options,
    onChange: (value: string) => show({ ...filters, [name]: value || undefined }),
  });

  const total = answer?.total ?? 0;
  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Accounts</h1>
        <p className="console-header__lead">
          Every account of the chapter. Open one to change its role, officer areas or position, or
          to disable it.
        </p>
      </header>
      <DataTable
        caption="Accounts"
        columns={columns}
        rows={answer?.accounts ?? null}
        stale={load.stale}
        rowKey={(account) => account.id}
        summary={answer ? showingText(page, pageSize, total, noun) : undefined}
        search={{
          label: 'Search',
          value: text,
          onChange: setText,
          hint: 'Name, email or position.',
        }}
        filters={[
          filter('role', 'Role', [
            { value: '', label: 'Any role' },
            { value: 'member', label: 'Members' },
            { value: 'alumni', label: 'Alumni' },
          ]),
          filter('officer', 'Officer', flagOptions('Everyone', 'Officers', 'Not officers')),
          filter('verified', 'Verified', flagOptions('Any', 'Verified', 'Not verified')),
          filter('disabled', 'Access', flagOptions('Any', 'Disabled', 'Not disabled')),
          filter('initiated', 'Side', flagOptions('Both', 'Actives', 'New members')),
          {
            name: 'class',
            label: 'Class',
            value: classChoiceOf(filters),
            options: classChoices(answer?.classYears ?? [], filters),
            onChange: (value: string) => show(withClassChoice(filters, value)),
          },
        ]}
        csvHref={accountsCsvPath(filters)}
        failure={
          load.state.status === 'failed' ? (
            <ConsoleLoadFailure what="The accounts" load={load} />
          ) : undefined
        }
        emptyText={
          Object.keys(filters).length > 0
            ? 'No accounts match this search and these filters.'
            : 'There are no accounts yet.'
        }
        pager={{
          ...serverPager(page, pageSize, total, (to) => show({ ...filters, page: to })),
        }}
      />
    </>
  );
}
