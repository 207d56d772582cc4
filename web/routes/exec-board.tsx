// Executive board (/members/exec): today's holders of the board positions, from the terms
// (GET /api/board, decision 021), in rows of five; the page's texts are the `officers` document's.
import { PageHeader } from '../components/page-header.tsx';
import { OfficerCard } from '../features/board/components/officer-card.tsx';
import { boardRows } from '../features/board/rows.ts';
import { officersContent } from '../lib/content/officers.ts';
import { publishedBoard } from '../lib/content/live.ts';
import { fillTokens } from '../../contract/content-dates.ts';
import { builtOn } from '../lib/built-at.ts';
import { pageMeta } from '../lib/meta.ts';
import { useContentText } from '../lib/use-content-text.ts';

export const meta = () => pageMeta('Executive Board', fillTokens(officersContent.intro, builtOn()));

export default function ExecBoardPage() {
  // "The board of {academicYear}": this year's, even on a build from last year.
  const text = useContentText();
  const board = publishedBoard();
  return (
    <>
      <PageHeader title="Executive Board" eyebrow="Chapter officers">
        <p className="mb-0">{text(officersContent.intro)}</p>
      </PageHeader>
      <section className="container section" aria-labelledby="officers-heading">
        <h2 id="officers-heading" className="visually-hidden">
          Officers
        </h2>
        {board.length === 0 ? (
          <p className="text-center text-body-secondary" data-testid="exec-empty">
            The board is being elected: its officers will be listed here.
          </p>
        ) : (
          boardRows(board).map((row, rowIndex) => (
            <ul
              key={`${row[0]!.title}-${row[0]!.name}`}
              className="row g-4 justify-content-center list-unstyled exec-row"
              data-testid="exec-row"
            >
              {row.map((officer) => (
                <li key={`${officer.name}-${officer.title}`} className="col-6 col-md-4 col-lg">
                  <OfficerCard officer={officer} eager={rowIndex === 0} />
                </li>
              ))}
            </ul>
          ))
        )}
      </section>
    </>
  );
}
