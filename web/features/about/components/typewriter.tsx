// Reveals a text a character at a time (docs/product.md#about: 20 ms each) once it is in view.
import { useEffect, useRef, useState } from 'react';
import { pageLimits } from '../../../../contract/page-limits.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';

/**
 * The full text always occupies its space (an invisible copy), so nothing below moves while it
 * types; screen readers get the whole text at once; without JavaScript the copy is simply shown.
 * People who ask for reduced motion see the whole text straight away.
 */
export function Typewriter({
  text,
  msPerChar = pageLimits.typewriterMsPerChar,
}: {
  text: string;
  msPerChar?: number;
}) {
  const [typed, setTyped] = useState(0);
  const reduceMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduceMotion) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const started = performance.now();
        // Derived from elapsed time, so a busy main thread never slows the text below 20 ms a character.
        timer = setInterval(() => {
          const count = Math.min(
            text.length,
            Math.floor((performance.now() - started) / msPerChar),
          );
          setTyped(count);
          if (count >= text.length) clearInterval(timer);
        }, msPerChar);
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [text, msPerChar, reduceMotion]);

  const shown = reduceMotion ? text.length : typed;
  const done = shown >= text.length;

  return (
    <p ref={ref} className="typewriter" data-done={done || undefined}>
      <span className="visually-hidden">{text}</span>
      <span className="typewriter__ghost" aria-hidden="true">
        {text}
      </span>
      <span className="typewriter__typed" aria-hidden="true" data-testid="typewriter-typed">
        {text.slice(0, shown)}
        <span className="typewriter__caret" />
      </span>
    </p>
  );
}
