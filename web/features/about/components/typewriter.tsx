// Reveals a text one character at a time (SPEC.md §9: 20 ms per character) once it scrolls into view.
import { useEffect, useRef, useState } from 'react';
import { limits } from '../../../../contract/limits.ts';

/**
 * The full text always occupies its space (an invisible copy), so nothing below moves while it
 * types; screen readers get the whole text at once; without JavaScript the copy is simply shown.
 */
export function Typewriter({ text, msPerChar = limits.typewriterMsPerChar }: { text: string; msPerChar?: number }) {
  const [shown, setShown] = useState(0);
  const [done, setDone] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setShown(text.length);
      setDone(true);
      return;
    }
    setShown(0);
    setDone(false);
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer = setInterval(() => {
        setShown((count) => {
          if (count + 1 >= text.length) {
            clearInterval(timer);
            setDone(true);
            return text.length;
          }
          return count + 1;
        });
      }, msPerChar);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [text, msPerChar]);

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
