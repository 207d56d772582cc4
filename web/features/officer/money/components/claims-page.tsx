// Payment claims (area `treasury`, docs/money.md#payments-claims-and-receipts): what members say
// they paid by Venmo or Zelle, oldest first, with the reference, the day, the note and the picture
// of the receipt. Confirm posts the payment (with its receipt, emailed); Refuse asks for a note
// that says why. Nobody decides his own claim: his own rows say so instead of offering the buttons
// (and the server refuses it).
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import type { ClaimRow } from '../../../../../contract/api/officer/money.ts';
import {
  formatCents,
  paymentMethodNames,
  type PaymentMethod,
} from '../../../../../contract/money.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { memberStatementPath } from '../../../../components/console-kit/console-routes.ts';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDay } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { serverFieldError } from '../../../../components/form-kit/validation.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { decideClaim, loadClaims } from '../api.ts';
import { MoneyTabs } from './money-tabs.tsx';

const pageSize = 50;
const statusOptions = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Confirmed' },
  { value: 'refused', label: 'Refused' },
  { value: '', label: 'Every claim' },
];
const statusNames = { pending: 'Waiting', approved: 'Confirmed', refused: 'Refused' } as const;

interface Deciding {
  claim: ClaimRow;
  approve: boolean;
}

const claimLabel = (claim: ClaimRow) => `${claim.name}'s ${formatCents(claim.amountCents)}`;

/** The columns; `you` is the officer's own account, whose claims another officer decides. */
function columns(
  onDecide: (deciding: Deciding) => void,
  you: string | undefined,
): Column<ClaimRow>[] {
  return [
    {
      key: 'member',
      header: 'Member',
      primary: true,
      cell: (claim) => (
        <>
          <Link to={memberStatementPath(claim.userId)}>{claim.name}</Link>
          <span className="data-table__sub">
            <span
              className={`status-badge status-badge--${claim.status === 'refused' ? 'revoked' : 'active'}`}
            >
              {statusNames[claim.status]}
            </span>
          </span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      cell: (claim) => <span className="money-amount">{formatCents(claim.amountCents)}</span>,
    },
    {
      key: 'paid',
      header: 'Paid',
      cell: (claim) => (
        <>
          {paymentMethodNames[claim.method as PaymentMethod] ?? claim.method},{' '}
          {formatDay(claim.paidOn)}
          <span className="data-table__sub">Reference: {claim.reference}</span>
        </>
      ),
    },
    {
      key: 'note',
      header: 'Note',
      cell: (claim) => (
        <>
          {claim.note ?? '—'}
          {claim.decisionNote ? (
            <span className="data-table__sub">Answer: {claim.decisionNote}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'picture',
      header: 'Receipt',
      cell: (claim) =>
        claim.pictureUrl ? (
          <a href={claim.pictureUrl} target="_blank" rel="noreferrer">
            <img
              className="money-claim-picture"
              src={claim.pictureUrl}
              alt={`The receipt ${claim.name} sent`}
              loading="lazy"
            />
          </a>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (claim) =>
        claim.status === 'pending' && claim.userId === you ? (
          <span className="text-body-secondary">Yours: another officer decides it</span>
        ) : claim.status === 'pending' ? (
          <div className="money-actions mb-0 justify-content-end">
            <ActionButton variant="primary" onClick={() => onDecide({ claim, approve: true })}>
              Confirm<span className="visually-hidden"> {claimLabel(claim)}</span>
            </ActionButton>
            <ActionButton
              variant="outline-danger"
              onClick={() => onDecide({ claim, approve: false })}
            >
              Refuse<span className="visually-hidden"> {claimLabel(claim)}</span>
            </ActionButton>
          </div>
        ) : (
          '—'
        ),
    },
  ];
}

export function ClaimsPage() {
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const load = useLoad((signal) => loadClaims(status, page, signal), {
    key: 'officer/money/claims',
    deps: [status, page],
  });
  const message = useResultMessage();
  const deciding = useConfirmAction<Deciding>();
  const me = useStoredUser();
  const total = load.data?.total ?? 0;
  return (
    <>
      <ConsoleHeader
        title="Payment claims"
        lead="Payments members say they made by Venmo or Zelle, oldest first. Confirm posts the payment and emails his receipt; Refuse says why."
      />
      <MoneyTabs />
      <ConsoleSection headingId="claims-heading" title="Claims">
        <FormResult result={message.result} className="mb-3" />
        <DataTable
          caption="Payment claims"
          columns={columns(deciding.ask, me?.id)}
          rows={load.data?.claims ?? null}
          stale={load.stale}
          rowKey={(claim) => claim.id}
          summary={
            load.data
              ? showingText(page, pageSize, total, { one: 'claim', many: 'claims' })
              : undefined
          }
          filters={[
            {
              name: 'status',
              label: 'Show',
              value: status,
              options: statusOptions,
              onChange: (value) => {
                setStatus(value);
                setPage(1);
              },
            },
          ]}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The claims" load={load} />
            ) : undefined
          }
          emptyText={status === 'pending' ? 'No claim is waiting.' : 'No claim here.'}
          pager={serverPager(page, pageSize, total, setPage)}
        />
      </ConsoleSection>
      <DecideDialog
        deciding={deciding}
        onDecided={(said) => {
          message.succeeded(said, 10_000);
          invalidate('officer/money');
        }}
        onFailed={(error) => message.failed(error, 'The claim was not decided')}
      />
    </>
  );
}

function DecideDialog({
  deciding,
  onDecided,
  onFailed,
}: {
  deciding: ReturnType<typeof useConfirmAction<Deciding>>;
  onDecided: (message: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const target = deciding.target;
  const approve = target?.approve ?? true;
  const forget = () => {
    setNote('');
    setNoteError(null);
  };
  return (
    <ConfirmDialog
      {...deciding.dialogProps}
      title={approve ? 'Confirm this payment?' : 'Refuse this claim?'}
      confirmLabel={approve ? 'Confirm the payment' : 'Refuse the claim'}
      busyLabel={approve ? 'Confirming...' : 'Refusing...'}
      onCancel={() => {
        deciding.cancel();
        forget();
      }}
      onConfirm={() => {
        if (!approve && !note.trim()) {
          setNoteError('Say why the claim is refused.');
          document.getElementById(noteId)?.focus();
          return;
        }
        void deciding.run(async ({ claim }) => {
          try {
            const answer = await decideClaim(claim.id, { approve, note: note.trim() || null });
            onDecided(
              answer.receipt
                ? `Confirmed ${claimLabel(claim)}: receipt No. ${answer.receipt.number}.`
                : `Refused ${claimLabel(claim)}.`,
            );
          } catch (error) {
            const atField = serverFieldError(error, ['note']);
            if (atField) {
              setNoteError(atField.message);
              return 'stay';
            }
            onFailed(error);
          }
          forget();
        });
      }}
    >
      <p>
        {target
          ? approve
            ? `${claimLabel(target.claim)} by ${paymentMethodNames[target.claim.method as PaymentMethod] ?? target.claim.method} on ${formatDay(target.claim.paidOn)} is posted as a payment, and his receipt emailed. Check that it arrived first.`
            : `${claimLabel(target.claim)}: he is told why, in the note.`
          : ''}
      </p>
      <Form.Group className="form-field mb-0">
        <Form.Label htmlFor={noteId}>{approve ? 'Note (optional)' : 'Why (required)'}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          id={noteId}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError(null);
          }}
          isInvalid={noteError !== null}
          aria-invalid={noteError !== null || undefined}
          {...(noteError ? { 'aria-describedby': `${noteId}-error` } : {})}
        />
        {noteError ? (
          <p id={`${noteId}-error`} className="field-error">
            {noteError}
          </p>
        ) : null}
      </Form.Group>
    </ConfirmDialog>
  );
}
