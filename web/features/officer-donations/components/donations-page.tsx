// Donations (area `treasury`, docs/product.md#officer-console): the totals per initiative (what the
// alumni page's bars show), "Record a gift", and the ledger, newest first, 50 gifts to a page asked
// of the server, filtered by initiative and voided or not, with a CSV download of every matching
// gift. The filters and the page live in the address. A gift is never edited or deleted: "Void"
// (with a reason, after a confirmation) keeps it listed, marked, and takes it out of the totals.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { voidRequest, type DonationRow } from '../../../../contract/api/treasury.ts';
import { ConfirmDialog } from '../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleLoadFailure } from '../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText, serverFieldError } from '../../../components/form-kit/validation.ts';
import { formatDateTime } from '../../../lib/console-kit/dates.ts';
import { pageCount, serverPager, showingText } from '../../../lib/console-kit/table-paging.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes-guard.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { loadLedger, voidGift } from '../api.ts';
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

const pageSize = 50;
const noun = { one: 'gift', many: 'gifts' };

const voidedOptions = [
  { value: 'include', label: 'Counted and voided' },
  { value: 'exclude', label: 'Counted only' },
  { value: 'only', label: 'Voided only' },
];

const giftColumns = (onVoid: (gift: DonationRow) => void): Column<DonationRow>[] => [
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
    cell: (gift) => gift.donorName ?? <span className="text-body-secondary">Anonymous</span>,
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

export function DonationsPage() {
  // A write asks for the same page again (with the totals): `version` counts them.
  const [version, setVersion] = useState(0);
  const [params, setParams] = useSearchParams();
  const { page, ...filter } = readLedgerAddress(params);
  const show = (next: LedgerFilter & { page?: number }) =>
    setParams(ledgerSearch(next), { replace: true });
  const load = useLoad((signal) => loadLedger(filter, { page, pageSize }, signal), {
    deps: [version, params.toString()],
  });
  const [formDirty, setFormDirty] = useState(false);
  const guard = useUnsavedChangesGuard(formDirty);
  const onDirtyChange = useCallback((dirty: boolean) => setFormDirty(dirty), []);
  const [voiding, setVoiding] = useState<DonationRow | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const reasonId = useId();

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

  const closeVoid = () => {
    setVoiding(null);
    setReason('');
    setReasonError(null);
  };

  const confirmVoid = async () => {
    if (!voiding) return;
    const checked = voidRequest.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message ?? 'Give the reason.');
      document.getElementById(reasonId)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { donation, message } = await voidGift(voiding.id, checked.data.reason);
      showResult({ kind: 'success', text: `${message} ${giftLabel(donation)}.` }, 10_000);
      closeVoid();
      setVersion((n) => n + 1);
    } catch (error) {
      const atField = serverFieldError(error, ['reason']);
      if (atField) {
        setReasonError(atField.message);
      } else {
        showResult({ kind: 'danger', text: failureText(error, 'The gift was not voided') });
        closeVoid();
        setVersion((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const failure =
    load.state.status === 'failed' ? <ConsoleLoadFailure what="The ledger" load={load} /> : null;

  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Donations</h1>
        <p className="console-header__lead">
          The ledger behind the alumni page&apos;s bars. A gift is never edited or deleted: a
          mistake is voided with its reason and stays listed.
        </p>
      </header>

      <section className="console-section" aria-labelledby="totals-heading">
        <h2 id="totals-heading" className="console-section__title">
          Totals per initiative
        </h2>
        {failure ??
          (totals ? (
            <dl className="gift-totals">
              {Object.entries(totals).map(([name, amount]) => (
                <div className="gift-totals__item" key={name}>
                  <dt className="gift-totals__name">{name}</dt>
                  <dd className="gift-totals__amount">{formatDollars(amount)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <output className="data-table__note">Loading...</output>
          ))}
      </section>

      <section className="console-section" aria-labelledby="record-heading">
        <h2 id="record-heading" className="console-section__title">
          Record a gift
        </h2>
        {initiatives.length > 0 ? (
          <GiftForm
            initiatives={initiatives}
            onDirtyChange={onDirtyChange}
            onRecorded={(_gift, message) => {
              showResult({ kind: 'success', text: message }, 10_000);
              setVersion((n) => n + 1);
            }}
          />
        ) : failure ? (
          <p className="data-table__note">The form needs the ledger: try again above.</p>
        ) : (
          <output className="data-table__note">Loading...</output>
        )}
      </section>

      <section className="console-section" aria-labelledby="ledger-heading">
        <h2 id="ledger-heading" className="console-section__title">
          Ledger
        </h2>
        <FormResult result={result} className="mb-3" />
        <DataTable
          caption="Gifts"
          columns={giftColumns(setVoiding)}
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
      </section>

      <ConfirmDialog
        show={voiding !== null}
        title="Void this gift?"
        confirmLabel="Void the gift"
        busyLabel="Voiding..."
        busy={busy}
        onConfirm={() => void confirmVoid()}
        onCancel={closeVoid}
      >
        <p>
          {voiding ? giftLabel(voiding) : ''}
          {voiding ? `, ${formatDay(voiding.donatedOn)}` : ''}. It stays in the ledger, marked
          voided, and no longer counts in the totals. This cannot be undone.
        </p>
        <Form.Group className="form-field mb-0">
          <Form.Label htmlFor={reasonId}>Reason (required)</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            id={reasonId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(null);
            }}
            isInvalid={reasonError !== null}
            aria-invalid={reasonError !== null || undefined}
            required
            {...(reasonError ? { 'aria-describedby': `${reasonId}-error` } : {})}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="field-error">
              {reasonError}
            </p>
          ) : null}
        </Form.Group>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
