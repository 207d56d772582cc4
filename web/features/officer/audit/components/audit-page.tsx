// The audit log (area `accounts`, docs/product.md#officer-console): every officer write and every
// administration command, newest first, 50 at a time ("Load older entries") with how many match,
// filtered by who and what, and the same filters as a CSV file. Nothing here can change an entry.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../../../contract/api/officer.ts';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { auditCsvPath, loadAudit, type AuditFilters } from '../api.ts';
import { detailLines } from '../details.ts';
import { auditShowingText } from '../summary.ts';

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', primary: true, cell: (entry) => formatDateTime(entry.at) },
  {
    key: 'actor',
    header: 'Who',
    cell: (entry) => <span className="text-break">{entry.actor}</span>,
  },
  { key: 'action', header: 'Action', cell: (entry) => entry.action },
  {
    key: 'target',
    header: 'Target',
    cell: (entry) => <span className="text-break">{entry.target ?? '—'}</span>,
  },
  {
    key: 'details',
    header: 'Details',
    cell: (entry) => {
      const lines = detailLines(entry.details);
      return lines.length ? (
        <ul className="audit-details">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        '—'
      );
    },
  },
];

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    ...(params.get('actor') ? { actor: params.get('actor')! } : {}),
    ...(params.get('action') ? { action: params.get('action')! } : {}),
  };
  // The newest entries; "Load older entries" adds the next ones below (the filters' choices and
  // the total stay those of the first answer: the entries it counted are the ones paged through).
  const load = useLoad((signal) => loadAudit(filters, undefined, signal), {
    deps: [params.toString()],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [allShown, setAllShown] = useState(false);
  const endLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (allShown) endLine.current?.focus();
  }, [allShown]);
  // The list the older entries belong to: an answer that arrives after the filters changed is dropped.
  const query = params.toString();
  const shownQuery = useRef(query);
  useEffect(() => {
    shownQuery.current = query;
  });
  const [moreResult, showMoreResult, clearMoreResult] = useTimedMessage();
  const answer = load.data;
  const setFilter = (name: keyof AuditFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    clearMoreResult();
    setAllShown(false);
    setParams(next, { replace: true });
  };
  const loadOlder = async () => {
    if (!answer?.next) return;
    setLoadingMore(true);
    clearMoreResult();
    try {
      const older = await loadAudit(filters, answer.next);
      if (shownQuery.current !== query) return;
      load.setData((shown) => ({
        ...shown,
        entries: [...shown.entries, ...older.entries],
        next: older.next,
      }));
      // The button goes with the last entries: the keyboard's place moves to the line saying so.
      if (older.next === null) setAllShown(true);
    } catch (error) {
      showMoreResult({ kind: 'danger', text: failureText(error, 'No older entries were loaded') });
    } finally {
      setLoadingMore(false);
    }
  };
  // One option per actor (an officer renamed since keeps his first label), and a filter from the
  // address stays listed even before the answer names it.
  const actorOptions = [{ value: '', label: 'Everyone' }];
  for (const actor of answer?.actors ?? []) {
    const value = actor.id ?? actor.label;
    if (!actorOptions.some((option) => option.value === value))
      actorOptions.push({ value, label: actor.label });
  }
  if (filters.actor && !actorOptions.some((option) => option.value === filters.actor))
    actorOptions.push({ value: filters.actor, label: filters.actor });
  const actionOptions = [
    { value: '', label: 'Every action' },
    ...[filters.action, ...(answer?.actions ?? [])]
      .filter((action, index, all): action is string => !!action && all.indexOf(action) === index)
      .map((action) => ({ value: action, label: action })),
  ];
  const rows = answer?.entries ?? null;
  return (
    <>
      <header className="console-header">
        <h1 className="console-header__title">Audit log</h1>
        <p className="console-header__lead">
          Every change an officer made in the console and every administration command run on the
          server, newest first. Entries are never edited or deleted.
        </p>
      </header>
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={rows}
        stale={load.stale}
        rowKey={(entry) => entry.id}
        summary={answer ? auditShowingText(rows?.length ?? 0, answer.total) : undefined}
        filters={[
          {
            name: 'actor',
            label: 'Who',
            value: filters.actor ?? '',
            options: actorOptions,
            onChange: (value) => setFilter('actor', value),
          },
          {
            name: 'action',
            label: 'Action',
            value: filters.action ?? '',
            options: actionOptions,
            onChange: (value) => setFilter('action', value),
          },
        ]}
        csvHref={auditCsvPath(filters)}
        failure={
          load.state.status === 'failed' ? (
            <ConsoleLoadFailure what="The audit log" load={load} />
          ) : undefined
        }
        emptyText={
          filters.actor || filters.action
            ? 'No entries match these filters.'
            : 'Nothing has been recorded yet.'
        }
      />
      {answer?.next ? (
        <div className="data-table__more">
          <FormResult result={moreResult} className="mb-2" />
          <button
            type="button"
            className={`btn btn-outline-primary${loadingMore ? ' disabled' : ''}`}
            // Only looks disabled while loading: a disabled button would drop the keyboard focus.
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) void loadOlder();
            }}
          >
            {loadingMore ? 'Loading...' : 'Load older entries'}
          </button>
        </div>
      ) : allShown ? (
        <div className="data-table__more">
          <p ref={endLine} tabIndex={-1}>
            These are all the entries.
          </p>
        </div>
      ) : null}
    </>
  );
}
