// "New Member Education": bullets, a three-image carousel (no auto-advance), the recognition note and
// the Fall Rush link.
import type { MembersPageContent } from '../../../../contract/content.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { ManualCarousel } from '../../../components/manual-carousel.tsx';
import { useContentText } from '../../../lib/use-content-text.ts';
import { membersPagePicture } from '../images.ts';

export function NewMemberEducation({ education }: { education: MembersPageContent['education'] }) {
  // "Fall Rush {fallRushYear}": the next rush, whenever the page is read.
  const text = useContentText();
  return (
    <section className="container section" aria-labelledby="education-heading">
      <div className="row gy-5 gx-4 gx-lg-5 align-items-start">
        <div className="col-lg-5">
          <h2 id="education-heading" className="section-title">
            {education.heading}
          </h2>
          <p>{education.text}</p>
          <ul className="education-list">
            {education.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
          <p className="education-recognition">{education.recognition}</p>
          <p className="mb-2">{text(education.rush.text)}</p>
          <ExternalLink className="btn btn-primary" href={education.rush.link.href}>
            {text(education.rush.link.label)}
          </ExternalLink>
        </div>
        <div className="col-lg-7">
          <ManualCarousel
            label={`${education.heading} photos`}
            itemName="photo"
            sizes="(min-width: 992px) 640px, 100vw"
            slides={education.carousel.map((slide) => ({
              key: slide.image,
              name: slide.caption,
              picture: membersPagePicture(slide.image),
              alt: slide.caption,
              caption: <p className="mb-0">{slide.caption}</p>,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
