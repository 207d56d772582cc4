// Newsletter subscribers (area `communications`, docs/product.md#officer-console): the counts per
// status (always over every subscriber), the list, newest sign-up first, filtered by status and
// searched by address, 25 to a page asked of the server, and every matching one as a CSV file.
// The filter, search and page live in the address, so Back and a reload show the same page.
import { Link, useSearchParams } from 'react-router';
import type { SubscriberRow } from '../../../../../contract/api/officer/mail.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import { useAddressSearch } from '../../../../components/console-kit/use-address-search.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadSubscribers } from '../api.ts';
import {
  emptyListText,
  readSubscriberFilters,
  statusBadgeClass,
  statusFacts,
  statusLabel,
  subscriberFiltersSearch,
  subscribersUrl,
  withStatus,
  type SubscriberFilters,
} from '../subscribers.ts';
import { MailTabs } from './mail-tabs.tsx';

const pageSize = 25;
const noun = { one: 'subscriber', many: 'subscribers' };

const when = (iso: string | null) =>
  iso ? (
    <span className="subscriber-date">{formatDateTime(iso)}</span>
  ) : (
    <span className="text-body-secondary">—</span>
  );

const columns: Column<SubscriberRow>[] = [
  {
    key: 'email',
    header: 'Email',
    primary: true,
    cell: (row) => <span className="subscriber-email">{row.email}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <>
        <span className={statusBadgeClass(row.status)}>{statusLabel(row.status)}</span>
        {row.status === 'unsubscribed' && row.unsubscribedAt ? (
          <span className="data-table__sub">since {formatDateTime(row.unsubscribedAt)}</span>
        ) : null}
        {row.status === 'bouncing' && row.bouncedAt ? (
          <span className="data-table__sub">since {formatDateTime(row.bouncedAt)}</span>
        ) : null}
      </>
    ),
  },
  { key: 'confirmed', header: 'Confirmed', cell: (row) => when(row.confirmedAt) },
  { key: 'subscribed', header: 'Signed up', cell: (row) => when(row.subscribedAt) },
];

export function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readSubscriberFilters(params);
  const search = params.toString();
  const show = (next: SubscriberFilters & { page?: number }) =>
    setParams(subscriberFiltersSearch(next), { replace: true });
  const [text, setText] = useAddressSearch(filters.q ?? '', (current, q) => {
    const { page: _page, ...rest } = readSubscriberFilters(current);
    return subscriberFiltersSearch({ ...rest, q });
  });

  const load = useLoad((signal) => loadSubscribers(filters, { page, pageSize }, signal), {
    deps: [search],
  });
  const counts = load.data?.counts ?? null;
  const subscribers = load.data?.subscribers ?? null;
  const total = load.data?.total ?? 0;
  const failure =
    load.state.status === 'failed' ? (
      <ConsoleLoadFailure what="The subscribers" load={load} />
    ) : null;

  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Newsletter subscribers</h1>
        <p className="console-header__lead">
          Everyone who signed up on the home page. Only active subscribers (who confirmed their
          address) get a newsletter.
        </p>
      </header>
      <MailTabs />

      <section className="console-section" aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="console-section__title">
          Subscribers by status
        </h2>
        {failure ??
          (counts ? (
            <>
              <dl className="subscriber-counts">
                {statusFacts.map((fact) => (
                  <div
                    className={`subscriber-counts__item subscriber-counts__item--${fact.status}`}
                    key={fact.status}
                  >
                    <dt className="subscriber-counts__name">{fact.label}</dt>
                    <dd className="subscriber-counts__count">
                      {counts[fact.status].toLocaleString('en-US')}
                    </dd>
                    <dd className="subscriber-counts__meaning">{fact.meaning}</dd>
                  </div>
                ))}
              </dl>
              {counts.active > 0 ? (
                <p className="mt-3 mb-0">
                  <Link className="btn btn-primary" to={consolePaths.mail}>
                    Write a newsletter
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <output className="data-table__note">Loading...</output>
          ))}
      </section>

      <section className="console-section" aria-labelledby="list-heading">
        <h2 id="list-heading" className="console-section__title">
          Subscribers
        </h2>
        <DataTable
          caption="Subscribers"
          columns={columns}
          rows={subscribers}
          stale={load.stale}
          rowKey={(row) => row.email}
          summary={subscribers ? showingText(page, pageSize, total, noun) : undefined}
          search={{
            label: 'Search',
            value: text,
            onChange: setText,
            hint: 'Part of an email address.',
          }}
          filters={[
            {
              name: 'status',
              label: 'Status',
              value: filters.status ?? '',
              options: [
                { value: '', label: 'Every status' },
                ...statusFacts.map((fact) => ({ value: fact.status, label: fact.label })),
              ],
              // Another status shows its list from the first page.
              onChange: (value) => show(withStatus(filters, value)),
            },
          ]}
          csvHref={subscribersUrl(filters, { format: 'csv' })}
          failure={
            failure ? (
              <p className="data-table__note">The subscribers could not be loaded: see above.</p>
            ) : undefined
          }
          emptyText={emptyListText(filters)}
          pager={{
            ...serverPager(page, pageSize, total, (to) => show({ ...filters, page: to })),
          }}
        />
      </section>
    </>
  );
}
