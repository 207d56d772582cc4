// Donations (area `treasury`, docs/product.md#officer-console): the totals per initiative (what the
// alumni page's bars show), "Record a gift", and the ledger, newest first, 50 gifts to a page asked
// of the server, filtered by initiative and voided or not, with a CSV download of every matching
// gift. The filters and the page live in the address. A gift is never edited or deleted: "Void"
// (with a reason, after a confirmation) keeps it listed, marked, and takes it out of the totals.
// "Link" ties a gift to the donor's account (chosen by name): only then is it his.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { DonationRow } from '../../../../../contract/api/officer/donations.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import {
  pageCount,
  serverPager,
  showingText,
} from '../../../../components/console-kit/table-paging.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadLedger } from '../api.ts';
import {
  actorName,
  formatDay,
  formatDollars,
  giftLabel,
  ledgerSearch,
  ledgerUrl,
  readLedgerAddress,
  type LedgerFilter,
  type VoidedFilter,
} from '../ledger.ts';
import { GiftForm } from './gift-form.tsx';
import { LinkGiftDialog } from './link-gift-dialog.tsx';
import { VoidGiftDialog } from './void-gift-dialog.tsx';

const pageSize = 50;
const noun = { one: 'gift', many: 'gifts' };

const voidedOptions = [
  { value: 'include', label: 'Counted and voided' },
  { value: 'exclude', label: 'Counted only' },
  { value: 'only', label: 'Voided only' },
];

const giftColumns = (
  onVoid: (gift: DonationRow) => void,
  onLink: (gift: DonationRow) => void,
): Column<DonationRow>[] => [
  {
    key: 'gift',
    header: 'Gift',
    primary: true,
    cell: (gift) => (
      <>
        <span className={gift.voided ? 'gift-amount gift-amount--voided' : 'gift-amount'}>
          {formatDollars(gift.amount)}
        </span>{' '}
        for {gift.initiative}
      </>
    ),
  },
  { key: 'date', header: 'Date', cell: (gift) => formatDay(gift.donatedOn) },
  {
    key: 'donor',
    header: 'Donor',
    // The account the gift is linked to (only then is it his) under the name it was given as.
    cell: (gift) => (
      <>
        {gift.donorName ?? <span className="text-body-secondary">Anonymous</span>}
        <span className="data-table__sub gift-account">
          {gift.account ? `Account: ${gift.account.name}` : 'No account linked'}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => onLink(gift)}
          >
            {gift.account ? 'Change' : 'Link'}
            <span className="visually-hidden"> the account of the gift of {giftLabel(gift)}</span>
          </button>
        </span>
      </>
    ),
  },
  { key: 'note', header: 'Note', cell: (gift) => gift.note ?? '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (gift) =>
      gift.voided ? (
        <>
          <span className="status-badge status-badge--revoked">Voided</span>
          <span className="data-table__sub">
            {gift.voided.reason} — {actorName(gift.voided.by)}, {formatDateTime(gift.voided.at)}
          </span>
        </>
      ) : (
        <span className="status-badge status-badge--active">Counted</span>
      ),
  },
  {
    key: 'by',
    header: 'Recorded by',
    cell: (gift) => (
      <>
        <span title={gift.recordedBy}>{actorName(gift.recordedBy)}</span>
        <span className="data-table__sub">{formatDateTime(gift.createdAt)}</span>
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (gift) =>
      gift.voided ? (
        <span className="text-body-secondary">—</span>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => onVoid(gift)}>
          Void<span className="visually-hidden"> the gift of {giftLabel(gift)}</span>
        </button>
      ),
  },
];

/** `tabs`: the pages of the area it belongs to (Money's), drawn under its header. */
export function DonationsPage({ tabs }: { tabs?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const { page, ...filter } = readLedgerAddress(params);
  const show = (next: LedgerFilter & { page?: number }) =>
    setParams(ledgerSearch(next), { replace: true });
  // A write asks for the same page again, with the totals (`invalidate('officer/donations')`).
  const load = useLoad((signal) => loadLedger(filter, { page, pageSize }, signal), {
    key: 'officer/donations',
    deps: [params.toString()],
  });
  const [formDirty, setFormDirty] = useState(false);
  const guard = useUnsavedChangesGuard(formDirty);
  const voiding = useConfirmAction<DonationRow>();
  const linking = useConfirmAction<DonationRow>();
  const message = useResultMessage();

  const totals = load.data?.totals ?? null;
  // The chapter's initiatives, in the order of content/alumni.json (the totals name each one).
  const initiativeKey = totals ? Object.keys(totals).join('\n') : '';
  const initiatives = useMemo(
    () => (initiativeKey ? initiativeKey.split('\n') : []),
    [initiativeKey],
  );
  const gifts = load.data?.donations ?? null;
  const total = load.data?.total ?? 0;
  const pages = pageCount(total, pageSize);
  // A filter changed shows its first page.
  const changeFilter = (next: Partial<LedgerFilter>) => show({ ...filter, ...next });
  // A page past the end (an old address, or the last gift of a filtered list voided): the last one.
  const pastTheEnd = load.data !== null && page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams(ledgerSearch({ ...filter, page: pages }), { replace: true });
  });

  const failure =
    load.state.status === 'failed' ? <ConsoleLoadFailure what="The ledger" load={load} /> : null;

  return (
    <>
      <ConsoleHeader
        title="Donations"
        lead={
          <>
            The ledger behind the alumni page&apos;s bars. A gift is never edited or deleted: a
            mistake is voided with its reason and stays listed.
          </>
        }
      />
      {tabs}

      <ConsoleSection headingId="totals-heading" title="Totals per initiative">
        {failure ?? (totals ? <GiftTotals totals={totals} /> : <Loading />)}
      </ConsoleSection>

      <ConsoleSection headingId="record-heading" title="Record a gift">
        {initiatives.length > 0 ? (
          <GiftForm
            initiatives={initiatives}
            onDirtyChange={setFormDirty}
            onRecorded={(_gift, said) => {
              message.succeeded(said, 10_000);
              invalidate('officer/donations');
            }}
          />
        ) : failure ? (
          <p className="data-table__note">The form needs the ledger: try again above.</p>
        ) : (
          <Loading />
        )}
      </ConsoleSection>

      <ConsoleSection headingId="ledger-heading" title="Ledger">
        <FormResult result={message.result} className="mb-3" />
        <DataTable
          caption="Gifts"
          columns={giftColumns(voiding.ask, linking.ask)}
          rows={gifts}
          stale={load.stale}
          rowKey={(gift) => gift.id}
          summary={
            gifts && load.data
              ? `${showingText(page, pageSize, total, noun)} · ${formatDollars(load.data.listedTotal)} counted`
              : undefined
          }
          filters={[
            {
              name: 'initiative',
              label: 'Initiative',
              value: filter.initiative,
              options: [
                { value: '', label: 'Every initiative' },
                ...initiatives.map((name) => ({ value: name, label: name })),
              ],
              onChange: (value) => changeFilter({ initiative: value }),
            },
            {
              name: 'voided',
              label: 'Gifts',
              value: filter.voided,
              options: voidedOptions,
              onChange: (value) => changeFilter({ voided: value as VoidedFilter }),
            },
          ]}
          csvHref={ledgerUrl(filter, 'csv')}
          failure={
            failure ? (
              <p className="data-table__note">The ledger could not be loaded: see above.</p>
            ) : undefined
          }
          emptyText={
            filter.initiative || filter.voided !== 'include'
              ? 'No gifts match these filters.'
              : 'No gifts have been recorded yet.'
          }
          pager={{
            ...serverPager(page, pageSize, total, (to) => show({ ...filter, page: to })),
          }}
        />
      </ConsoleSection>

      <VoidGiftDialog
        voiding={voiding}
        message={message}
        onVoided={() => invalidate('officer/donations')}
      />
      <LinkGiftDialog
        linking={linking}
        message={message}
        onLinked={() => invalidate('officer/donations')}
      />
      {guard.dialog}
    </>
  );
}

const Loading = () => <output className="data-table__note">Loading...</output>;

/** What each initiative has counted (what the alumni page's bars show). */
function GiftTotals({ totals }: { totals: Record<string, number> }) {
  return (
    <dl className="gift-totals">
      {Object.entries(totals).map(([name, amount]) => (
        <div className="gift-totals__item" key={name}>
          <dt className="gift-totals__name">{name}</dt>
          <dd className="gift-totals__amount">{formatDollars(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
