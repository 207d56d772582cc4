// Invites (area `accounts`, docs/product.md#officer-console): a new invite (its code shown once, with
// the link and a message to send), and every invite with its role, uses left, expiry and maker,
// 20 to a page from the server, filtered by status and role (both in the address); an active one
// can be revoked.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CreatedInvite as Invite, InviteRow } from '../../../../../contract/api/officer.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
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
import {
  useUnsavedChangesGuard,
  type GuardWording,
} from '../../../../lib/unsaved-changes-guard.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { invitesCsvPath, loadInvites, revokeInvite } from '../api.ts';
import { inviteFiltersSearch, readInviteFilters, type InviteFilters } from '../invite-filters.ts';
import { roleNames } from '../invite-message.ts';
import { CreatedInvite } from './created-invite.tsx';
import { InviteForm } from './invite-form.tsx';

const pageSize = 20;
const noun = { one: 'invite', many: 'invites' };

const statusLabels: Record<InviteRow['status'], string> = {
  active: 'Active',
  'used up': 'Used up',
  expired: 'Expired',
  revoked: 'Revoked',
};

const statusOptions = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'used up', label: 'Used up' },
  { value: 'expired', label: 'Expired' },
  { value: 'revoked', label: 'Revoked' },
];
const roleOptions = [
  { value: '', label: 'Anyone' },
  { value: 'member', label: 'Members' },
  { value: 'alumni', label: 'Alumni' },
];

/** The invites' columns; `onRevoke` opens the confirmation for one. */
const inviteColumns = (onRevoke: (invite: InviteRow) => void): Column<InviteRow>[] => [
  {
    key: 'for',
    header: 'Invite',
    primary: true,
    cell: (invite) => `For ${roleNames[invite.role].one}`,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (invite) => (
      <span className={`status-badge status-badge--${invite.status.replace(' ', '-')}`}>
        {statusLabels[invite.status]}
      </span>
    ),
  },
  { key: 'left', header: 'Uses left', cell: (invite) => invite.usesLeft },
  { key: 'used', header: 'Used', cell: (invite) => invite.used },
  { key: 'expires', header: 'Expires', cell: (invite) => formatDateTime(invite.expiresAt) },
  {
    key: 'by',
    header: 'Made by',
    cell: (invite) => (
      <>
        {invite.createdBy}
        <span className="data-table__sub">{formatDateTime(invite.createdAt)}</span>
      </>
    ),
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (invite) =>
      invite.status === 'active' ? (
        <button type="button" className="btn btn-outline-danger" onClick={() => onRevoke(invite)}>
          Revoke
          <span className="visually-hidden">
            {' '}
            the invite for {roleNames[invite.role].one} made {formatDateTime(invite.createdAt)}
          </span>
        </button>
      ) : (
        <span className="text-body-secondary">—</span>
      ),
  },
];

const codeNotKeptWording: GuardWording = {
  title: 'Leave without the invite code?',
  body: 'The new invite’s code is shown only this once. If you leave before copying it or its message, it cannot be shown again (you can revoke the invite and create another).',
  leave: 'Leave without the code',
};

export function InvitesPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readInviteFilters(params);
  const show = (next: InviteFilters & { page?: number }) =>
    setParams(inviteFiltersSearch(next), { replace: true });
  // Asked again after a new invite or a revocation, on the same page.
  const load = useLoad((signal) => loadInvites(filters, { page, pageSize }, signal), {
    key: 'officer/invites',
    deps: [params.toString()],
  });
  const [created, setCreated] = useState<Invite | null>(null);
  const [formDirty, setFormDirty] = useState(false);
  // A new code is shown only this once: leaving before Done asks first, as unsaved changes do.
  const guard = useUnsavedChangesGuard(
    formDirty || created !== null,
    created ? codeNotKeptWording : undefined,
  );
  const revoking = useConfirmAction<InviteRow>();
  const message = useResultMessage();

  const answer = load.data;
  const total = answer?.total ?? 0;
  const pages = pageCount(total, pageSize);
  // A page that no longer exists (the last invite of the last page revoked under a status
  // filter, or an old address) shows the last one there is.
  const pastTheEnd = answer !== null && answer.invites.length === 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams(inviteFiltersSearch({ ...filters, page: pages }), { replace: true });
  });

  const revoke = () =>
    revoking.run(async (invite) => {
      try {
        const { message: said } = await revokeInvite(invite.id);
        message.succeeded(said, 8000);
        invalidate('officer/invites');
      } catch (error) {
        message.failed(error, 'The invite was not revoked');
      }
    });

  return (
    <>
      <ConsoleHeader
        title="Invites"
        lead={
          <>
            Accounts exist only by invitation: the invite decides whether a new account is a
            member&apos;s or an alumnus&apos;s.
          </>
        }
      />

      <ConsoleSection headingId="new-invite-heading" title="New invite">
        {created ? (
          <CreatedInvite key={created.id} invite={created} onDone={() => setCreated(null)} />
        ) : null}
        <InviteForm
          onCreated={(invite) => {
            setCreated(invite);
            invalidate('officer/invites');
          }}
          onDirtyChange={setFormDirty}
        />
      </ConsoleSection>

      <ConsoleSection headingId="all-invites-heading" title="All invites">
        <FormResult result={message.result} className="mb-3" />
        <DataTable
          caption="Invites"
          columns={inviteColumns(revoking.ask)}
          rows={answer?.invites ?? null}
          stale={load.stale}
          rowKey={(invite) => invite.id}
          summary={answer ? showingText(page, pageSize, total, noun) : undefined}
          filters={[
            {
              name: 'status',
              label: 'Status',
              value: filters.status ?? '',
              options: statusOptions,
              onChange: (value) =>
                show({ ...filters, status: (value || undefined) as InviteFilters['status'] }),
            },
            {
              name: 'role',
              label: 'For',
              value: filters.role ?? '',
              options: roleOptions,
              onChange: (value) =>
                show({ ...filters, role: (value || undefined) as InviteFilters['role'] }),
            },
          ]}
          csvHref={invitesCsvPath(filters)}
          failure={
            load.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The invites" load={load} />
            ) : undefined
          }
          emptyText={
            filters.status || filters.role
              ? 'No invites match these filters.'
              : 'No invites have been made yet.'
          }
          pager={{
            ...serverPager(page, pageSize, total, (to) => show({ ...filters, page: to })),
          }}
        />
      </ConsoleSection>

      <ConfirmDialog
        {...revoking.dialogProps}
        title="Revoke this invite?"
        confirmLabel="Revoke invite"
        busyLabel="Revoking..."
        onConfirm={() => void revoke()}
      >
        <p className="mb-0">
          Nobody can sign up with it any more. Accounts already created with it stay as they are.
        </p>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
