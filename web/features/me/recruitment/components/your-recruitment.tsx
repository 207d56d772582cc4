// An active's recruitment page (/me/recruitment, docs/product.md#recruitment): while a period is
// open, the ballots he has still to vote on (Yes, No, Abstain or Recuse myself; then only "You
// voted": the server counts the vote and keeps no record of what he chose), and the period's
// prospects with their stage, the rush events they came to and the actives' notes, his own notes
// editable. New members, alumni and visitors are refused by the server; the page says why.
import { useEffect, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  noteRequest,
  voteChoices,
  type ActiveBallotView,
  type ActiveProspectsResponse,
  type NoteView,
  type ActiveProspectView,
  type VoteChoice,
} from '../../../../../contract/api/recruitment.ts';
import { formatDay } from '../../../../../contract/dates.ts';
import { formatDateTime } from '../../../../components/console-kit/dates.ts';
import { FormResult } from '../../../../components/form-kit/fields.tsx';
import { KitForm } from '../../../../components/form-kit/kit-form.tsx';
import { TextArea } from '../../../../components/form-kit/text-area.tsx';
import { useForm } from '../../../../components/form-kit/use-form.ts';
import { failureText } from '../../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { ProspectNote } from '../../../../components/prospect-note.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useLoad, type Load } from '../../../../lib/use-load.ts';
import { useTimedMessage } from '../../../../lib/use-timed-message.ts';
import { addNote, castVote, editNote, loadActiveRecruitment } from '../api.ts';
import { prospectsMatching, voteLabels, withNote, withVoted } from '../rules.ts';
import '../../../../styles/account-security.scss';
import '../../../../styles/recruitment.scss';

const noteHint =
  'What did you see or hear? Where and when? Write what happened, not what you feel about him.';

export function YourRecruitment({ userId }: { userId: string | undefined }) {
  const load = useLoad(loadActiveRecruitment, { key: 'me/recruitment' });
  const data = load.data;
  const refused =
    load.state.status === 'failed' &&
    load.state.error instanceof ApiRequestError &&
    load.state.error.status === 403;

  if (refused) return <p>Only actives take part in recruitment.</p>;
  return (
    <>
      <LoadFailure what="Recruitment" load={load} />
      {load.state.status === 'loading' ? <output className="d-block">Loading...</output> : null}
      {data && !data.period ? <p>No recruitment is open.</p> : null}
      {data?.period ? (
        <>
          <p className="lead">
            {data.period.name}: {formatDay(data.period.opensOn)} to{' '}
            {formatDay(data.period.closesOn)}.
          </p>
          {data.ballots.length > 0 ? (
            <Ballots ballots={data.ballots} canVote={data.canVote} load={load} />
          ) : null}
          <Prospects prospects={data.prospects} userId={userId} load={load} />
        </>
      ) : null}
    </>
  );
}

function Ballots({
  ballots,
  canVote,
  load,
}: {
  ballots: readonly ActiveBallotView[];
  canVote: boolean;
  load: Load<ActiveProspectsResponse>;
}) {
  const id = useId();
  return (
    <section
      className="account-card account-card--secondary security-card"
      aria-labelledby={`${id}-ballots`}
    >
      <h2 id={`${id}-ballots`} className="account-card__subtitle">
        Ballots
      </h2>
      <p>
        Your vote is secret: the chapter counts it and keeps only that you voted, never what you
        chose. The results show once a ballot closes.
      </p>
      {canVote ? null : <p>Only actives vote.</p>}
      {ballots.map((ballot) => (
        <div key={ballot.id} className="recruitment-ballot">
          <p className="fw-semibold mb-2">Closes {formatDateTime(ballot.closesAt)}</p>
          <ul className="list-unstyled">
            {ballot.prospects.map((prospect) => (
              <li key={prospect.id} className="recruitment-ballot__row">
                {prospect.voted ? (
                  <p className="mb-0">
                    <strong>{prospect.name}</strong>: You voted.
                  </p>
                ) : canVote ? (
                  <VoteForm
                    ballotId={ballot.id}
                    prospect={prospect}
                    onVoted={() => load.setData((data) => withVoted(data, ballot.id, prospect.id))}
                  />
                ) : (
                  <p className="mb-0">{prospect.name}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function VoteForm({
  ballotId,
  prospect,
  onVoted,
}: {
  ballotId: string;
  prospect: { id: string; name: string };
  onVoted: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<VoteChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, show] = useTimedMessage();
  return (
    <KitForm
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={() => {
        if (busy) return;
        if (!choice) {
          show({ kind: 'danger', text: 'Choose yes, no or abstain, or recuse yourself.' });
          return;
        }
        setBusy(true);
        castVote(ballotId, { prospectId: prospect.id, vote: choice }).then(
          () => onVoted(),
          (error: unknown) => {
            setBusy(false);
            // He had voted already (another tab): the page says so, as for a vote just cast.
            if (error instanceof ApiRequestError && error.code === 'already_voted') onVoted();
            else show({ kind: 'danger', text: failureText(error, 'Your vote was not counted') });
          },
        );
      }}
    >
      <fieldset>
        <legend id={`${id}-legend`} className="fs-6 fw-semibold mb-1">
          {prospect.name}
        </legend>
        <div className="recruitment-ballot__choices">
          {voteChoices.map((vote) => (
            <Form.Check
              key={vote}
              type="radio"
              id={`${id}-${vote}`}
              name={`${id}-vote`}
              label={voteLabels[vote]}
              checked={choice === vote}
              onChange={() => setChoice(vote)}
            />
          ))}
          <Button type="submit" size="sm" variant="primary" disabled={busy}>
            {busy ? 'Voting...' : 'Vote'}
            <span className="visually-hidden"> on {prospect.name}</span>
          </Button>
        </div>
      </fieldset>
      <FormResult result={result} />
    </KitForm>
  );
}

function Prospects({
  prospects,
  userId,
  load,
}: {
  prospects: readonly ActiveProspectView[];
  userId: string | undefined;
  load: Load<ActiveProspectsResponse>;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const found = prospectsMatching(prospects, search);
  return (
    <section
      className="account-card account-card--secondary security-card"
      aria-labelledby={`${id}-prospects`}
    >
      <h2 id={`${id}-prospects`} className="account-card__subtitle">
        Prospects
      </h2>
      {prospects.length === 0 ? (
        <p>Nobody has registered yet.</p>
      ) : (
        <>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={`${id}-search`}>Search by name</Form.Label>
            <Form.Control
              id={`${id}-search`}
              type="search"
              value={search}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Form.Group>
          <p aria-live="polite" className="text-body-secondary">
            {found.length === prospects.length
              ? `${prospects.length} ${prospects.length === 1 ? 'prospect' : 'prospects'}`
              : `${found.length} of ${prospects.length} match`}
          </p>
          <ul className="list-unstyled">
            {found.map((prospect) => (
              <li key={prospect.id}>
                <ProspectCard
                  prospect={prospect}
                  userId={userId}
                  onNote={(note) => load.setData((data) => withNote(data, prospect.id, note))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ProspectCard({
  prospect,
  userId,
  onNote,
}: {
  prospect: ActiveProspectView;
  userId: string | undefined;
  onNote: (note: NoteView) => void;
}) {
  const id = useId();
  // The note open for editing: one of his, or 'new' for a note added; none at first, so that the
  // list stays short on a phone.
  const [editing, setEditing] = useState<string | null>(null);
  const about = [
    prospect.stage,
    prospect.classYear ? `class of ${prospect.classYear}` : null,
    prospect.major,
  ].filter(Boolean);
  return (
    <article className="recruitment-prospect" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="h5 mb-1">
        {prospect.name}
      </h3>
      <p className="mb-2 text-body-secondary">{about.join(' · ')}</p>
      <p className="mb-2">
        {prospect.events.length === 0
          ? 'Has not checked in at a rush event yet.'
          : `Came to ${prospect.events.map((event) => `${event.title} (${formatDay(event.date)})`).join(', ')}.`}
      </p>
      {prospect.notes.length > 0 ? (
        <ul className="list-unstyled recruitment-notes" aria-label={`Notes on ${prospect.name}`}>
          {prospect.notes.map((note) => (
            <li key={note.id} className="recruitment-note">
              {editing === note.id ? (
                <NoteForm
                  prospect={prospect}
                  note={note}
                  onSaved={(saved) => {
                    onNote(saved);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ProspectNote note={note}>
                  {userId && note.authorId === userId ? (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => setEditing(note.id)}
                    >
                      Edit<span className="visually-hidden"> your note on {prospect.name}</span>
                    </Button>
                  ) : null}
                </ProspectNote>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {editing === 'new' ? (
        <NoteForm
          prospect={prospect}
          note={null}
          onSaved={(saved) => {
            onNote(saved);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button size="sm" variant="outline-primary" onClick={() => setEditing('new')}>
          Add a note<span className="visually-hidden"> on {prospect.name}</span>
        </Button>
      )}
    </article>
  );
}

/** A new note on him (or his own note changed): what he saw, not what he feels. */
function NoteForm({
  prospect,
  note,
  onSaved,
  onCancel,
}: {
  prospect: ActiveProspectView;
  note: NoteView | null;
  onSaved: (note: NoteView) => void;
  onCancel?: () => void;
}) {
  const form = useForm({ schema: noteRequest, initial: { text: note?.text ?? '' } });
  const text = form.field('text');
  // Opened by a button that is gone once it opens: the focus goes to the text instead.
  const textId = text.id;
  useEffect(() => document.getElementById(textId)?.focus(), [textId]);
  return (
    <KitForm
      noValidate
      className="recruitment-note-form"
      aria-label={note ? `Edit your note on ${prospect.name}` : `Add a note on ${prospect.name}`}
      onSubmit={() => {
        void form.submit(
          async (body) => {
            const answer = note
              ? await editNote(prospect.id, note.id, body)
              : await addNote(prospect.id, body);
            onSaved(answer.note);
            return {};
          },
          { failure: 'Your note was not saved', successMs: 5000 },
        );
      }}
    >
      <TextArea field={text} label={note ? 'Your note' : 'Add a note'} hint={noteHint} rows={3} />
      <FormResult result={form.result} className="mb-2" />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="outline-primary" disabled={form.busy}>
          {form.busy ? 'Saving...' : note ? 'Save the note' : 'Add the note'}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </KitForm>
  );
}
