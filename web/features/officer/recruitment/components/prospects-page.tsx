// The pipeline (area `recruitment`, docs/product.md#recruitment): a period's prospects, searched
// by name or email and filtered by stage, 50 to a page, as CSV too; a row opens his details (his
// events, the actives' notes, his stage, a bid), and confirmed prospects chosen together go on a
// secret ballot with its closing time on the chapter's clock. The filters live in the address.
import { useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import {
  ballotRequest,
  type PeriodView,
  type ProspectView,
} from '../../../../../contract/api/recruitment.ts';
import { recruitmentLimits } from '../../../../../contract/recruitment.ts';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { consolePaths } from '../../../../components/console-kit/console-routes.ts';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { serverPager, showingText } from '../../../../components/console-kit/table-paging.ts';
import { useAddressSearch } from '../../../../components/console-kit/use-address-search.ts';
import { useListEditor } from '../../../../components/console-kit/use-list-editor.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult, TextField } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { SubmitOrCancel } from '../../../../components/form-kit/submit-or-cancel.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { chapter } from '../../../../lib/content/chapter.ts';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { loadPeriods, loadProspects, openBallot, prospectsCsvPath } from '../api.ts';
import {
  bidWords,
  chapterDateTime,
  chapterToday,
  currentPeriod,
  defaultBallotClose,
  prospectFiltersSearch,
  readProspectFilters,
  stateWords,
  type ProspectFilters,
} from '../rules.ts';
import { ProspectDetail } from './prospect-detail.tsx';
import { RecruitmentTabs } from './recruitment-tabs.tsx';
import '../../../../styles/recruitment.scss';

const pageSize = 50;
const noun = { one: 'prospect', many: 'prospects' };

type Editing = { kind: 'prospect'; id: string } | { kind: 'ballot' };
const editingKey = (editing: Editing) =>
  editing.kind === 'prospect' ? `prospect-${editing.id}` : 'ballot';

/** The prospects' columns: his name opens him, confirmed ones can be chosen for a ballot. */
const prospectColumns = (actions: {
  idPrefix: string;
  chosen: ReadonlyMap<string, string>;
  choose: (prospect: ProspectView, on: boolean) => void;
  open: (prospect: ProspectView) => void;
}): Column<ProspectView>[] => [
  {
    key: 'name',
    header: 'Name',
    primary: true,
    cell: (prospect) => (
      <>
        <Button
          variant="link"
          className="p-0 text-start align-baseline"
          onClick={() => actions.open(prospect)}
        >
          {prospect.name}
        </Button>
        <span className="d-block small text-body-secondary">{prospect.email}</span>
      </>
    ),
  },
  { key: 'stage', header: 'Stage', cell: (prospect) => prospect.stage },
  {
    key: 'confirmed',
    header: 'Confirmed',
    cell: (prospect) => (prospect.confirmed ? 'Yes' : 'Not yet'),
  },
  { key: 'events', header: 'Events', cell: (prospect) => prospect.events.length },
  { key: 'notes', header: 'Notes', cell: (prospect) => prospect.notes.length },
  { key: 'bid', header: 'Bid', cell: (prospect) => bidWords(prospect.bid) },
  {
    key: 'ballot',
    header: 'Ballot',
    cell: (prospect) =>
      prospect.confirmed ? (
        <Form.Check
          type="checkbox"
          id={`${actions.idPrefix}-choose-${prospect.id}`}
          label={<span className="visually-hidden">Choose {prospect.name} for a ballot</span>}
          aria-label={`Choose ${prospect.name} for a ballot`}
          checked={actions.chosen.has(prospect.id)}
          disabled={
            !actions.chosen.has(prospect.id) &&
            actions.chosen.size >= recruitmentLimits.ballotProspectsMax
          }
          onChange={(event) => actions.choose(prospect, event.target.checked)}
        />
      ) : (
        <span className="text-body-secondary">Not confirmed</span>
      ),
  },
];

export function ProspectsPage() {
  const periods = useLoad(loadPeriods, { key: 'officer/recruitment/periods' });
  const list = periods.data?.periods ?? null;
  const [params, setParams] = useSearchParams();
  const { page, ...asked } = readProspectFilters(params);
  // The period the address names, else the open one (or the next, or the latest).
  const period =
    list?.find((candidate) => candidate.id === asked.period) ?? (list ? currentPeriod(list) : null);
  const filters: ProspectFilters = { ...asked, ...(period ? { period: period.id } : {}) };
  const show = (next: ProspectFilters & { page?: number }) =>
    setParams(prospectFiltersSearch(next), { replace: true });
  const [text, setText] = useAddressSearch(asked.q ?? '', (current, q) => {
    const { page: _page, ...rest } = readProspectFilters(current);
    return prospectFiltersSearch({ ...rest, q });
  });

  const search = prospectFiltersSearch(filters);
  const prospects = useLoad(
    (signal) =>
      period
        ? loadProspects(filters, { page, pageSize }, signal)
        : Promise.resolve({ prospects: [], total: 0, page: 1, pageSize }),
    { key: 'officer/recruitment/prospects', deps: [search, page, period?.id] },
  );
  const answer = prospects.data;
  const rows = list === null ? null : (answer?.prospects ?? null);

  // Chosen for a ballot: by id, with the name to say which (they stay chosen across pages).
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const choose = (prospect: ProspectView, on: boolean) =>
    setChosen((now) => {
      const next = new Map(now);
      if (on) next.set(prospect.id, prospect.name);
      else next.delete(prospect.id);
      return next;
    });

  const formHeading = useRef<HTMLHeadingElement>(null);
  const editor = useListEditor<Editing>({
    keyOf: editingKey,
    formHeading,
    onDirtyChange: () => undefined,
  });
  const message = useResultMessage();
  const id = useId();
  const [today] = useState(() => chapterToday(Date.now(), chapter.timeZone));

  const columns = prospectColumns({
    idPrefix: id,
    chosen,
    choose,
    open: (prospect) => editor.open({ kind: 'prospect', id: prospect.id }),
  });

  const editing = editor.editing;
  const opened =
    editing?.kind === 'prospect'
      ? (answer?.prospects.find((prospect) => prospect.id === editing.id) ?? null)
      : null;
  const total = answer?.total ?? 0;

  return (
    <>
      <ConsoleHeader
        title="Prospects"
        lead="Everyone who registered in a period: his stage, the rush events he came to and the actives’ notes. Open one to move him to another stage or extend a bid; choose confirmed prospects to put them on a secret ballot."
      />
      <RecruitmentTabs />
      <FormResult result={message.result} className="mb-3" />
      <ConsoleLoadFailure what="The periods" load={periods} />
      {list && !period ? (
        <p>
          No recruitment period yet. Add one on <Link to={consolePaths.recruitment}>Periods</Link>.
        </p>
      ) : null}

      {chosen.size > 0 ? (
        <div className="console-actions recruitment-chosen mb-3" aria-live="polite">
          <span>
            {chosen.size} chosen: {[...chosen.values()].join(', ')}
          </span>
          <ActionButton variant="primary" onClick={() => editor.open({ kind: 'ballot' })}>
            Open a ballot
          </ActionButton>
          <Button variant="outline-secondary" onClick={() => setChosen(new Map())}>
            Clear the choice
          </Button>
        </div>
      ) : null}

      {editing ? (
        <section className="cal-panel mb-4" aria-labelledby={`${id}-panel`}>
          <h2 className="cal-panel__title" id={`${id}-panel`} ref={formHeading} tabIndex={-1}>
            {editing.kind === 'ballot'
              ? `A ballot on ${chosen.size} ${chosen.size === 1 ? 'prospect' : 'prospects'}`
              : (opened?.name ?? 'Prospect')}
          </h2>
          {editing.kind === 'ballot' ? (
            <BallotForm
              key={editor.opened}
              headingId={`${id}-panel`}
              chosen={chosen}
              onCancel={() => editor.cancel()}
              onOpened={(said) => {
                message.succeeded(said, 10_000);
                setChosen(new Map());
                editor.saved();
                invalidate('officer/recruitment');
              }}
            />
          ) : opened && period ? (
            <>
              <ProspectDetail
                key={opened.id}
                prospect={opened}
                stages={period.stages}
                today={today}
              />
              <Button variant="outline-secondary" onClick={() => editor.close()}>
                Close
              </Button>
            </>
          ) : (
            <p>He is not on this page of the list any more.</p>
          )}
        </section>
      ) : null}

      {period ? (
        <DataTable
          caption="Prospects"
          columns={columns}
          rows={rows}
          stale={prospects.stale}
          rowKey={(prospect) => prospect.id}
          summary={answer ? showingText(page, pageSize, total, noun) : undefined}
          search={{ label: 'Search', value: text, onChange: setText, hint: 'Name or email.' }}
          filters={[
            {
              name: 'period',
              label: 'Period',
              value: period.id,
              options: (list ?? []).map((candidate: PeriodView) => ({
                value: candidate.id,
                label: `${candidate.name} (${stateWords[candidate.state].toLowerCase()})`,
              })),
              onChange: (value: string) => show({ period: value }),
            },
            {
              name: 'stage',
              label: 'Stage',
              value: filters.stage ?? '',
              options: [
                { value: '', label: 'Every stage' },
                ...period.stages.map((stage) => ({ value: stage, label: stage })),
              ],
              onChange: (value: string) => show({ ...filters, stage: value || undefined }),
            },
          ]}
          csvHref={prospectsCsvPath(filters)}
          failure={
            prospects.state.status === 'failed' ? (
              <ConsoleLoadFailure what="The prospects" load={prospects} />
            ) : undefined
          }
          emptyText={
            period.state === 'deleted'
              ? 'This period’s prospects have been deleted.'
              : filters.stage || filters.q
                ? 'No prospects match this search and stage.'
                : 'Nobody has registered in this period yet.'
          }
          pager={serverPager(page, pageSize, total, (to) => show({ ...filters, page: to }))}
        />
      ) : null}
      {editor.dialog}
    </>
  );
}

/** When the ballot closes, on the chapter's clock; it opens at once for every active. */
function BallotForm({
  headingId,
  chosen,
  onCancel,
  onOpened,
}: {
  headingId: string;
  chosen: ReadonlyMap<string, string>;
  onCancel: () => void;
  onOpened: (message: string) => void;
}) {
  const prospectIds = [...chosen.keys()];
  const [initial] = useState(() => ({
    closesAt: defaultBallotClose(Date.now(), chapter.timeZone),
  }));
  const form = useForm({
    schema: ballotRequest,
    initial,
    toInput: (values) => ({
      prospectIds,
      closesAt: chapterDateTime(values.closesAt, chapter.timeZone) ?? values.closesAt,
    }),
  });
  return (
    <KitForm
      noValidate
      className="console-form"
      aria-labelledby={headingId}
      onSubmit={() => {
        void form.submit(
          async (body) => {
            await openBallot(body);
            onOpened(
              `The ballot is open: every active can vote on ${prospectIds.length === 1 ? 'him' : 'them'} from /me/recruitment.`,
            );
          },
          { failure: 'The ballot was not opened' },
        );
      }}
    >
      <p>{[...chosen.values()].join(', ')}</p>
      <TextField
        field={form.field('closesAt')}
        label="Closes at"
        type="datetime-local"
        required
        hint={`On the chapter’s clock (${chapter.timeZone}). From 5 minutes to 14 days from now. The results show once it closes; nobody sees who voted what.`}
      />
      <FormResult result={form.result} className="mb-3" />
      <SubmitOrCancel
        busy={form.busy}
        label="Open the ballot"
        busyLabel="Opening..."
        onCancel={onCancel}
      />
    </KitForm>
  );
}
