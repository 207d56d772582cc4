// "Notable Alumni": three profiles (the chapter logo stands in for a missing picture), and a way to
// nominate another brother.
import type { AlumniPageContent } from '../../../../contract/content.ts';
import type { Picture as PictureData } from '../../../lib/images.ts';
import { ChapterLogo } from '../../../components/chapter-logo.tsx';
import { ExternalLink } from '../../../components/external-link.tsx';
import { Picture } from '../../../components/picture.tsx';
import { chapter } from '../../../lib/content/chapter.ts';
import { useBrokenImage } from '../../../lib/use-broken-image.ts';
import { alumniPicture } from '../images.ts';

function Portrait({ picture, name }: { picture: PictureData | undefined; name: string }) {
  const { broken, containerRef, onError } = useBrokenImage<HTMLDivElement>();
  return (
    <div className="notable__picture" ref={containerRef}>
      {picture && !broken ? (
        <Picture picture={picture} alt={`Portrait of ${name}`} sizes="120px" onError={onError} />
      ) : (
        <ChapterLogo className="notable__fallback" sizes="120px" />
      )}
    </div>
  );
}

export function NotableAlumni({ notable }: { notable: AlumniPageContent['notableAlumni'] }) {
  return (
    <section className="container section" aria-labelledby="notable-heading">
      <h2 id="notable-heading" className="section-title text-center">
        {notable.heading}
      </h2>
      <ul className="row g-4 list-unstyled">
        {notable.items.map((person) => (
          <li key={person.id} className="col-md-4">
            <article className="notable h-100">
              <Portrait
                picture={person.image ? alumniPicture(person.image) : undefined}
                name={person.name}
              />
              <p className="eyebrow mb-1">{person.label}</p>
              <h3 className="h5 mb-1">{person.name}</h3>
              <p className="notable__title">{person.title}</p>
              <ul className="notable__achievements">
                {person.achievements.map((achievement) => (
                  <li key={achievement}>{achievement}</li>
                ))}
              </ul>
              {person.linkedin ? (
                <ExternalLink href={person.linkedin} className="notable__linkedin">
                  LinkedIn<span className="visually-hidden"> profile of {person.name}</span>
                </ExternalLink>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <p className="text-center mt-4 mb-0">
        {notable.nomination.text}{' '}
        <a
          href={`mailto:${chapter.alumniEmail}?subject=${encodeURIComponent(notable.nomination.subject)}`}
        >
          {notable.nomination.label}
        </a>
      </p>
    </section>
  );
}
