// About (/about): history, milestones, mission, values, shield, members' manual, site credit.
import { ExternalLink } from '../components/external-link.tsx';
import { Picture } from '../components/picture.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Typewriter } from '../features/about/components/typewriter.tsx';
import { aboutContent } from '../lib/content/about.ts';
import { chapter } from '../lib/content/chapter.ts';
import { pictureLookup, type Picture as PictureData } from '../lib/images.ts';
import { pageMeta } from '../lib/meta.ts';

const aboutPicture = pictureLookup(
  import.meta.glob<PictureData>('/content/images/about/*.{svg,jpg,jpeg,png,webp,avif}', {
    query: { w: '400;600;800;1200', format: 'avif;webp', as: 'picture' },
    import: 'default',
    eager: true,
  }),
);

export const meta = () =>
  pageMeta(
    'About',
    `${chapter.chapter.name} of ${chapter.organisation.name}: our history, mission and values.`,
  );

export default function AboutPage() {
  const { history, milestones, mission, values, shield, manual, credit } = aboutContent;
  return (
    <>
      <PageHeader
        title="About Us"
        eyebrow={`${chapter.chapter.name} · Est. ${chapter.chapter.established}`}
      >
        <p className="mb-0">{aboutContent.intro}</p>
      </PageHeader>

      <section className="container section" aria-labelledby="history-heading">
        <div className="row gy-5 gx-4 gx-lg-5 align-items-center">
          <div className="col-lg-6">
            <h2 id="history-heading" className="section-title">
              {history.heading}
            </h2>
            {history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <dl className="fact-row">
              <div>
                <dt>Chapter established</dt>
                <dd>{chapter.chapter.established}</dd>
              </div>
              <div>
                <dt>{chapter.organisation.name} founded</dt>
                <dd>{chapter.organisation.founded}</dd>
              </div>
            </dl>
          </div>
          <div className="col-lg-6">
            <Picture
              picture={aboutPicture(history.image)}
              alt=""
              sizes="(min-width: 992px) 540px, 100vw"
              className="rounded-3 shadow-sm"
            />
          </div>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="milestones-heading">
        <div className="container">
          <h2 id="milestones-heading" className="section-title text-center">
            Milestones
          </h2>
          <ol className="milestones">
            {milestones.map((milestone) => (
              <li key={milestone.year} className="milestones__item">
                <span className="milestones__year">{milestone.year}</span>
                <h3 className="h5">{milestone.title}</h3>
                <p className="mb-0">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="mission-heading">
        <div className="row justify-content-center">
          <div className="col-lg-9 text-center">
            <h2 id="mission-heading" className="section-title">
              {mission.heading}
            </h2>
            <Typewriter text={mission.text} />
          </div>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading" className="section-title text-center">
            Our Values
          </h2>
          <ul className="row g-4 list-unstyled mb-0">
            {values.map((value) => (
              <li key={value.name} className="col-sm-6 col-lg-3">
                <div className="value-card h-100">
                  <h3 className="h4">{value.name}</h3>
                  <p className="mb-0">{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="shield-heading">
        <div className="row gy-5 gx-4 gx-lg-5 align-items-center">
          <div className="col-md-5 col-lg-4 text-center">
            <Picture
              picture={aboutPicture(shield.image)}
              alt={`The ${chapter.organisation.name} shield`}
              sizes="(min-width: 768px) 320px, 80vw"
              className="shield-image"
            />
          </div>
          <div className="col-md-7 col-lg-8">
            <h2 id="shield-heading" className="section-title">
              {shield.heading}
            </h2>
            <p>{shield.text}</p>
            <dl className="shield-symbols">
              {shield.symbols.map((symbol) => (
                <div key={symbol.name}>
                  <dt>{symbol.name}</dt>
                  <dd>{symbol.meaning}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="manual-heading">
        <div className="container text-center">
          <h2 id="manual-heading" className="section-title">
            {manual.heading}
          </h2>
          <p className="mx-auto measure">{manual.text}</p>
          <ExternalLink className="btn btn-primary" href={manual.link.href}>
            {manual.link.label}
          </ExternalLink>
        </div>
      </section>

      <section className="container py-4 text-center credit" aria-label="Site credit">
        <p className="mb-0">
          {credit.text} {credit.name}. <a href={`mailto:${credit.email}`}>Contact</a> ·{' '}
          <ExternalLink href={credit.linkedin}>
            LinkedIn<span className="visually-hidden"> profile of {credit.name}</span>
          </ExternalLink>
        </p>
      </section>
    </>
  );
}
