// Sign-up (docs/product.md#newsletter): idle → "Subscribing..." → green server message or red error.
// Plain elements with Bootstrap's classes, not react-bootstrap's: the home page's JS budget.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { KitForm } from '../../../components/form-kit/kit-form.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { newsletterSectionId } from '../../../lib/paths.ts';
import { subscribeToNewsletter } from '../api.ts';

type SignupState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const subscribeFailedMessage = 'Error subscribing to newsletter. Please try again.';

export function NewsletterSignup({ heading, text }: { heading: string; text: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SignupState>({ kind: 'idle' });
  const started = useHydrated();
  const sectionRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const inputId = useId();
  const messageId = useId();

  // Arriving at /#newsletter-signup-section (from the alumni page, a footer link, an email) glides here.
  useEffect(() => {
    if (location.hash !== `#${newsletterSectionId}`) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({
      behavior: reduceMotion ? 'auto' : 'smooth',
      block: 'start',
    });
    // Every navigation gives a new location object, so arriving at the same hash again scrolls again.
  }, [location]);

  async function onSubmit() {
    // Each submit starts clean: the previous message goes before the new request starts.
    setState({ kind: 'submitting' });
    try {
      const { message } = await subscribeToNewsletter(email);
      setState({ kind: 'success', message });
      setEmail('');
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      setState({ kind: 'error', message: message ?? subscribeFailedMessage });
    }
  }

  const submitting = state.kind === 'submitting';
  const message = state.kind === 'success' || state.kind === 'error' ? state : null;

  return (
    <section
      id={newsletterSectionId}
      ref={sectionRef}
      className="newsletter-signup"
      aria-labelledby={`${inputId}-heading`}
    >
      <h2 id={`${inputId}-heading`}>{heading}</h2>
      <p>{text}</p>
      <KitForm
        onSubmit={() => void onSubmit()}
        onTypedBeforeStart={(typed) => {
          if (typed.email !== undefined) setEmail(typed.email);
        }}
        className="newsletter-signup__form"
      >
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          className="form-control"
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={messageId}
        />
        {/* Disabled until the page runs: Enter before then sends nothing. */}
        <button type="submit" className="btn btn-warning" disabled={submitting || !started}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </KitForm>
      <output
        id={messageId}
        className={`newsletter-signup__message ${message?.kind === 'error' ? 'is-error' : 'is-success'}`}
      >
        {message?.message}
      </output>
    </section>
  );
}
