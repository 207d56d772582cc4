// The secret ballots (area `recruitment`, docs/product.md#recruitment): a period's open ballots
// with how many actives may vote and how many have (never who), "Close now", and the closed ones'
// results per prospect: eligible, cast, yes, no, abstain, recused, whether the quorum was met,
// passed, and whether a veto was used. Nobody, the officer included, sees who voted what.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { BallotResultRow, BallotView } from '../../../../../contract/api/recruitment.ts';
import { ConfirmDialog } from '../../../../components/console-kit/confirm-dialog.tsx';
import { ConsoleHeader } from '../../../../components/console-kit/console-header.tsx';
import { ConsoleLoadFailure } from '../../../../components/console-kit/console-load-failure.tsx';
import { ConsoleSection } from '../../../../components/console-kit/console-section.tsx';
import { DataTable, type Column } from '../../../../components/console-kit/data-table.tsx';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { ActionButton } from '../../../../components/console-kit/read-only.tsx';
import { useConfirmAction } from '../../../../components/console-kit/use-confirm-action.ts';
import { useResultMessage } from '../../../../components/console-kit/use-result-message.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { invalidate } from '../../../../lib/invalidate.ts';
import { useLoad } from '../../../../lib/use-load.ts';
import { closeBallot, loadBallot, loadBallots, loadPeriods } from '../api.ts';
import { currentPeriod, stateWords, voteRulesLine } from '../rules.ts';
import { RecruitmentTabs } from './recruitment-tabs.tsx';
import '../../../../styles/recruitment.scss';

const names = (ballot: BallotView) => ballot.prospects.map((prospect) => prospect.name).join(', ');

/** The open ballots' columns, each with its Close now. */
const openBallotColumns = (close: (ballot: BallotView) => void): Column<BallotView>[] => [
  { key: 'prospects', header: 'Prospects', primary: true, cell: names },
  { key: 'closes', header: 'Closes', cell: (ballot) => formatDateTime(ballot.closesAt) },
  { key: 'eligible', header: 'Eligible', cell: (ballot) => ballot.eligible },
  {
    key: 'turnout',
    header: 'Have voted',
    cell: (ballot) => `${ballot.turnout} of ${ballot.eligible}`,
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (ballot) => (
      <ActionButton
        size="sm"
        variant="outline-danger"
        aria-label={`Close now: ${names(ballot)}`}
        onClick={() => close(ballot)}
      >
        Close now
      </ActionButton>
    ),
  },
];

export function BallotsPage() {
  const periods = useLoad(loadPeriods, { key: 'officer/recruitment/periods' });
  const list = periods.data?.periods ?? null;
  const [params, setParams] = useSearchParams();
  const period =
    list?.find((candidate) => candidate.id === params.get('period')) ??
    (list ? currentPeriod(list) : null);
  const ballots = useLoad(
    (signal) => (period ? loadBallots(period.id, signal) : Promise.resolve({ ballots: [] })),
    { key: 'officer/recruitment/ballots', deps: [period?.id] },
  );
  const all = list === null ? null : (ballots.data?.ballots ?? null);
  const open = all?.filter((ballot) => ballot.status === 'open') ?? null;
  const closed = all?.filter((ballot) => ballot.status === 'closed') ?? [];
  const closing = useConfirmAction<BallotView>();
  const message = useResultMessage();
  const id = useId();

  const closeNow = () =>
    closing.run(async (ballot) => {
      try {
        await closeBallot(ballot.id);
        message.succeeded('The ballot is closed: its results are below.', 10_000);
        invalidate('officer/recruitment');
      } catch (error) {
        message.failed(error, 'The ballot was not closed');
      }
    });

  const openColumns = openBallotColumns(closing.ask);

  return (
    <>
      <ConsoleHeader
        title="Ballots"
        lead="Secret ballots on prospects. Every active when a ballot opens may vote once on each prospect on it; the results show once it closes. Nobody sees who voted what."
      />
      <RecruitmentTabs />
      <FormResult result={message.result} className="mb-3" />
      <ConsoleLoadFailure what="The periods" load={periods} />
      {list && list.length > 0 && period ? (
        <div className="recruitment-period">
          <label className="form-label" htmlFor={`${id}-period`}>
            Period
          </label>
          <select
            id={`${id}-period`}
            className="form-select"
            value={period.id}
            onChange={(event) => setParams({ period: event.target.value }, { replace: true })}
          >
            {list.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name} ({stateWords[candidate.state].toLowerCase()})
              </option>
            ))}
          </select>
          <p className="form-text">{voteRulesLine(period.vote)}</p>
        </div>
      ) : list ? (
        <p>No recruitment period yet.</p>
      ) : null}

      {period ? (
        <ConsoleSection headingId={`${id}-open`} title="Open ballots">
          <DataTable
            caption="Open ballots"
            columns={openColumns}
            rows={open}
            rowKey={(ballot) => ballot.id}
            failure={
              ballots.state.status === 'failed' ? (
                <ConsoleLoadFailure what="The ballots" load={ballots} />
              ) : undefined
            }
            emptyText="No ballot is open. Choose confirmed prospects on the Prospects page to open one."
          />
        </ConsoleSection>
      ) : null}

      {closed.map((ballot) => (
        <ClosedBallot key={ballot.id} ballot={ballot} />
      ))}

      <ConfirmDialog
        {...closing.dialogProps}
        title="Close this ballot now?"
        confirmLabel="Close the ballot"
        busyLabel="Closing..."
        onConfirm={() => void closeNow()}
        onExited={closing.exited}
      >
        {closing.target ? (
          <p className="mb-0">
            {closing.target.turnout} of {closing.target.eligible} actives have voted on{' '}
            {names(closing.target)}. Nobody can vote once it is closed, and its results are shown at
            once.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

const resultWords = (row: BallotResultRow) =>
  row.passed
    ? 'Passed'
    : row.vetoed
      ? 'Not passed: veto used'
      : row.quorumMet
        ? 'Not passed'
        : 'Not passed: no quorum';

const resultColumns: Column<BallotResultRow>[] = [
  { key: 'name', header: 'Prospect', primary: true, cell: (row) => row.name },
  { key: 'result', header: 'Result', cell: resultWords },
  { key: 'eligible', header: 'Eligible', cell: (row) => row.eligible },
  { key: 'cast', header: 'Cast', cell: (row) => row.cast },
  { key: 'yes', header: 'Yes', cell: (row) => row.yes },
  { key: 'no', header: 'No', cell: (row) => row.no },
  { key: 'abstain', header: 'Abstain', cell: (row) => row.abstain },
  { key: 'recused', header: 'Recused', cell: (row) => row.recused },
  { key: 'quorum', header: 'Quorum', cell: (row) => (row.quorumMet ? 'Met' : 'Not met') },
];

/** A closed ballot's results, per prospect. */
function ClosedBallot({ ballot }: { ballot: BallotView }) {
  const load = useLoad((signal) => loadBallot(ballot.id, signal), {
    key: `officer/recruitment/ballots/${ballot.id}`,
  });
  const id = useId();
  return (
    <ConsoleSection
      headingId={`${id}-closed`}
      title={`Closed ${formatDateTime(ballot.closedAt ?? ballot.closesAt)}`}
    >
      <p className="text-body-secondary">
        Opened {formatDateTime(ballot.openedAt)}; {ballot.turnout} of {ballot.eligible} actives
        voted.
      </p>
      <DataTable
        caption={`Results of the ballot closed ${formatDateTime(ballot.closedAt ?? ballot.closesAt)}`}
        columns={resultColumns}
        rows={load.data?.results ?? null}
        rowKey={(row) => row.prospectId}
        failure={
          load.state.status === 'failed' ? (
            <ConsoleLoadFailure what="The results" load={load} />
          ) : undefined
        }
        emptyText="No results."
      />
    </ConsoleSection>
  );
}
