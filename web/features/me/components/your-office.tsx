// "Your office" on its page, /me/office (docs/product.md#positions-and-terms): for someone who holds,
// held or will hold a position, each of his terms with its days, his position's handover checklist
// to tick, his own handover note for whoever comes next, and every earlier holder's note. Nothing
// shows for an account without terms.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { MyTerm } from '../../../../contract/api/officer/positions.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { limits } from '../../../../contract/limits.ts';
import { FormResult } from '../../../components/form-kit/fields.tsx';
import { failureText } from '../../../components/form-kit/validation.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useLoad } from '../../../lib/use-load.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { loadMyTerms, saveHandover } from '../api.ts';
import '../../../styles/account-security.scss';

const statusText: Record<MyTerm['status'], string> = {
  current: 'You hold it',
  elect: 'Elect',
  past: 'Past',
};

export function YourOffice() {
  const load = useLoad(loadMyTerms);
  const terms = load.data?.terms ?? [];
  if (load.state.status === 'loading') return <output className="d-block">Loading...</output>;
  if (load.state.status !== 'failed' && terms.length === 0)
    return <p>You hold no office, and none is coming: nothing to hand over.</p>;
  return (
    <section
      id="your-office"
      className="account-card account-card--secondary security-card"
      aria-labelledby="your-office-heading"
    >
      <h2 id="your-office-heading" className="account-card__subtitle">
        Your office
      </h2>
      <LoadFailure what="Your office" load={load} />
      {terms.map((term) => (
        <TermHandover key={term.id} term={term} />
      ))}
    </section>
  );
}

function TermHandover({ term }: { term: MyTerm }) {
  const [note, setNote] = useState(term.note);
  const [done, setDone] = useState(term.checklist.map((item) => item.done));
  const [savedNote, setSavedNote] = useState(term.note);
  const [savedDone, setSavedDone] = useState(done);
  const [busy, setBusy] = useState(false);
  const [result, showResult] = useTimedMessage();
  const headingId = `office-${term.id}`;
  const writable = term.status !== 'elect';
  const dirty = note !== savedNote || done.some((tick, index) => tick !== savedDone[index]);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await saveHandover(term.id, { note, done });
      setSavedNote(note);
      setSavedDone(done);
      showResult({ kind: 'success', text: answer.message }, 6000);
    } catch (error) {
      showResult({ kind: 'danger', text: failureText(error, 'Your handover was not saved') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="office-term" aria-labelledby={headingId}>
      <h3 id={headingId} className="office-term__title">
        {term.position}
      </h3>
      <p className="office-term__days">
        {statusText[term.status]} · {term.status === 'elect' ? 'starts' : 'from'}{' '}
        {formatDay(term.startsOn)}
        {term.endsOn
          ? `, ${term.status === 'past' ? 'ended' : 'until the day before'} ${formatDay(term.endsOn)}`
          : ''}
      </p>
      {term.earlierNotesOpenOn ? (
        <p className="office-term__days">
          The earlier holders’ handover notes open on {formatDay(term.earlierNotesOpenOn)}, two
          weeks before your term starts.
        </p>
      ) : null}
      {term.earlierNotes.length > 0 ? (
        <details className="office-term__notes">
          <summary>Notes from the earlier holders ({term.earlierNotes.length})</summary>
          {term.earlierNotes.map((earlier) => (
            <figure key={`${earlier.name}-${earlier.startsOn}`} className="office-term__note">
              <figcaption>
                {earlier.name}, from {formatDay(earlier.startsOn)}
              </figcaption>
              <blockquote className="mb-0">{earlier.note}</blockquote>
            </figure>
          ))}
        </details>
      ) : null}
      {writable ? (
        <form
          className="office-term__form"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {term.checklist.length > 0 ? (
            <fieldset className="mb-3">
              <legend className="form-label">Handover checklist</legend>
              {term.checklist.map((item, index) => (
                <Form.Check
                  key={item.text}
                  type="checkbox"
                  id={`${headingId}-item-${index}`}
                  label={item.text}
                  checked={done[index] === true}
                  onChange={(event) =>
                    setDone((ticks) =>
                      ticks.map((tick, at) => (at === index ? event.target.checked : tick)),
                    )
                  }
                  className="choice"
                />
              ))}
            </fieldset>
          ) : null}
          <Form.Group className="mb-3">
            <Form.Label htmlFor={`${headingId}-note`}>Handover note</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              id={`${headingId}-note`}
              value={note}
              maxLength={limits.offices.handoverNoteMaxLength}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={`${headingId}-note-hint`}
            />
            <Form.Text id={`${headingId}-note-hint`} className="d-block">
              For whoever holds {term.position} after you: what to know, whom to call, where things
              are. Every later holder reads it.
            </Form.Text>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={busy || !dirty}>
            {busy ? 'Saving...' : 'Save your handover'}
          </Button>
          <FormResult result={result} className="mt-3" />
        </form>
      ) : (
        <p className="mb-0 small text-body-secondary">
          You can write your handover from your first day. Until then, read the earlier notes.
        </p>
      )}
    </article>
  );
}
