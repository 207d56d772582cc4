// "Connect With Us": the chapter's social links and the alumni contact address.
import { ExternalLink } from '../../../components/external-link.tsx';
import { chapter } from '../../../lib/content/chapter.ts';
import { homeContent } from '../../../lib/content/home.ts';

export function ConnectWithUs() {
  const { connect } = homeContent;
  return (
    <section className="connect" aria-labelledby="connect-heading">
      <div className="container text-center">
        <h2 id="connect-heading">{connect.heading}</h2>
        <p>{connect.text}</p>
        <ul className="connect__links">
          {chapter.social.map((link) => (
            <li key={link.href}>
              <ExternalLink className="btn btn-outline-light" href={link.href}>
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className="mb-0">
          {connect.alumniText} <a href={`mailto:${chapter.alumniEmail}`}>{chapter.alumniEmail}</a>
        </p>
      </div>
    </section>
  );
}
