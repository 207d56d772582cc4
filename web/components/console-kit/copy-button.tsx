// A Copy button (the Clipboard API) that says, visibly and to screen readers, that it copied, or
// that it could not and the text is there to select.
import { useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard.ts';

export function CopyButton({
  text,
  label,
  copiedText,
  variant = 'outline-primary',
}: {
  text: string;
  /** "Copy code" */
  label: string;
  /** "Code copied" */
  copiedText: string;
  variant?: 'primary' | 'outline-primary' | 'outline-secondary';
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    // "Copied" goes after a while, so that a second copy says so again.
    if (copied) timer.current = setTimeout(() => setState('idle'), 6000);
  };
  return (
    <span className="copy-button">
      <button type="button" className={`btn btn-${variant}`} onClick={() => void copy()}>
        {label}
      </button>
      <output className={`copy-button__status is-${state}`}>
        {state === 'copied'
          ? `✓ ${copiedText}`
          : state === 'failed'
            ? 'Could not copy here: select the text and copy it.'
            : ''}
      </output>
    </span>
  );
}
