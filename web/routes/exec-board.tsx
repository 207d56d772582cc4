// Executive board (/members/exec): fifteen officers in rows of five.
import { PageHeader } from '../components/page-header.tsx';
import { OfficerCard } from '../features/exec-board/components/officer-card.tsx';
import { boardRows } from '../features/exec-board/rows.ts';
import { officersContent } from '../lib/content/officers.ts';
import { pictureLookup, type Picture as PictureData } from '../lib/images.ts';
import { fillTokens } from '../../contract/content-dates.ts';
import { builtOn } from '../lib/built-at.ts';
import { pageMeta } from '../lib/meta.ts';
import { useContentText } from '../lib/use-content-text.ts';

const officerPicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/officers/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '200;400', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);

export const meta = () => pageMeta('Executive Board', fillTokens(officersContent.intro, builtOn()));

export default function ExecBoardPage() {
  // "The board of {academicYear}": this year's, even on a build from last year.
  const text = useContentText();
  return (
    <>
      <PageHeader title="Executive Board" eyebrow="Chapter officers">
        <p className="mb-0">{text(officersContent.intro)}</p>
      </PageHeader>
      <section className="container section" aria-labelledby="officers-heading">
        <h2 id="officers-heading" className="visually-hidden">
          Officers
        </h2>
        {boardRows(officersContent.officers).map((row) => (
          <ul
            key={row[0]!.name}
            className="row g-4 justify-content-center list-unstyled exec-row"
            data-testid="exec-row"
          >
            {row.map((officer) => (
              <li key={`${officer.name}-${officer.title}`} className="col-6 col-md-4 col-lg">
                <OfficerCard
                  officer={officer}
                  picture={officer.image ? officerPicture(officer.image) : undefined}
                />
              </li>
            ))}
          </ul>
        ))}
      </section>
    </>
  );
}
