// Home (/): hero, welcome, the visitor's next step, newsletter sign-up and latest newsletter,
// Connect With Us.
import { ConnectWithUs } from '../features/home/components/connect-with-us.tsx';
import { Hero } from '../features/home/components/hero.tsx';
import { NextSteps } from '../features/home/components/next-steps.tsx';
import { LatestNewsletter } from '../features/newsletter/components/latest-newsletter.tsx';
import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup.tsx';
import { homeContent } from '../lib/content/home.ts';
import { pageMeta } from '../lib/meta.ts';

export const meta = () => pageMeta(null);

export default function HomePage() {
  const { intro, newsletterSignup } = homeContent;
  return (
    <>
      <Hero />
      <section className="container section" aria-labelledby="intro-heading">
        <div className="row justify-content-center">
          <div className="col-lg-8 text-center">
            <h2 id="intro-heading">{intro.heading}</h2>
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="lead">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>
      <NextSteps />
      <section className="section section--paper" aria-label="Newsletter">
        <div className="container">
          <div className="row g-4 align-items-stretch">
            <div className="col-lg-7">
              <NewsletterSignup heading={newsletterSignup.heading} text={newsletterSignup.text} />
            </div>
            <div className="col-lg-5">
              <LatestNewsletter />
            </div>
          </div>
        </div>
      </section>
      <ConnectWithUs />
    </>
  );
}
