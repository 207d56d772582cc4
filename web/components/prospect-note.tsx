// One active's note about a prospect, as the actives' page and the recruitment officer's console
// both show it (docs/product.md#recruitment): its author and time, "edited" with the time of the
// last change, its text as written, and its earlier texts (kept by the server) behind a summary.
import type { ReactNode } from 'react';
import type { NoteView } from '../../contract/api/recruitment.ts';
import { formatDateTime } from './console-kit/dates.ts';
import '../styles/recruitment.scss';

export function ProspectNote({
  note,
  children,
}: {
  note: NoteView;
  /** Drawn under the text (his own note's Edit). */
  children?: ReactNode;
}) {
  return (
    <>
      <p className="small text-body-secondary mb-1">
        {note.author}, {formatDateTime(note.at)}
        {note.editedAt ? ` · edited ${formatDateTime(note.editedAt)}` : ''}
      </p>
      <p className="recruitment-note__text mb-1">{note.text}</p>
      {note.edits.length > 0 ? (
        <details className="recruitment-note__edits mb-1">
          <summary className="small">
            Earlier {note.edits.length === 1 ? 'text' : `texts (${note.edits.length})`}
          </summary>
          <ul className="list-unstyled mb-0">
            {note.edits.map((edit) => (
              <li key={edit.at} className="small">
                <span className="text-body-secondary">{formatDateTime(edit.at)}: </span>
                <span className="recruitment-note__text">{edit.text}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {children}
    </>
  );
}
