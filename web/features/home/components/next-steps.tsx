// "Your Next Step": what a visitor can do now (join rush, visit, give), from content/home.json, so the
// home page never ends without a way forward (docs/product.md#home).
import { Link } from 'react-router';
import { isSitePath } from '../../../../contract/site-path.ts';
import { ExternalLink } from '../../../components/external-link.tsx';
import { homeContent } from '../../../lib/content/home.ts';
import { useContentText } from '../../../lib/use-content-text.ts';

type StepLink = (typeof homeContent)['nextSteps']['items'][number]['link'];

/**
 * The step's link, by what its address is. The content's schema allows only a path of this site,
 * a mailto: link or a https:// address; anything else (a `/\evil.example` a browser reads as
 * another site) is shown as its label, never as a link.
 */
export function StepAction({ link }: { link: StepLink }) {
  const className = 'btn btn-primary mt-auto align-self-start';
  if (isSitePath(link.href))
    return (
      <Link className={className} to={link.href}>
        {link.label}
      </Link>
    );
  if (/^mailto:[^\s\\]+$/.test(link.href))
    return (
      <a className={className} href={link.href}>
        {link.label}
      </a>
    );
  if (/^https:\/\/[^\s\\]+$/.test(link.href))
    return (
      <ExternalLink className={className} href={link.href}>
        {link.label}
      </ExternalLink>
    );
  return <span className="mt-auto">{link.label}</span>;
}

export function NextSteps() {
  const { nextSteps } = homeContent;
  const text = useContentText();
  return (
    <section className="container section pt-0" aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="section-title text-center">
        {nextSteps.heading}
      </h2>
      <ul className="row g-4 list-unstyled mb-0 justify-content-center">
        {nextSteps.items.map((step) => (
          <li key={step.title} className="col-md-6 col-lg-4">
            <article className="next-step h-100">
              <h3 className="h4">{text(step.title)}</h3>
              <p>{text(step.text)}</p>
              <StepAction link={step.link} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
