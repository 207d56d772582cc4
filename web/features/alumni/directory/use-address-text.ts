// A text box of the directory whose words live in the page's address (`?q=lee`, `?city=Boston`):
// the address is written once typing pauses (or at once on Enter), without a new history entry and
// without scrolling the page to its top (the directory is far down the alumni page); the box follows
// the address when it changes otherwise (Back, "Clear filters"), unless it already says the same.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../components/console-kit/use-debounced-value.ts';

export interface AddressText {
  text: string;
  setText: (text: string) => void;
  /** Writes the box's words into the address now (Enter). */
  flush: () => void;
}

/**
 * `addressValue` is what the address holds now; `searchFor` makes the address's query for new
 * words from the current one (undefined: the box is empty).
 */
export function useAddressText(
  addressValue: string,
  searchFor: (current: URLSearchParams, value: string | undefined) => string,
  delayMs = 350,
): AddressText {
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(addressValue);
  const [seen, setSeen] = useState(addressValue);
  if (addressValue !== seen) {
    setSeen(addressValue);
    if (text.trim() !== addressValue) setText(addressValue);
  }
  const typed = useDebouncedValue(text.trim(), delayMs);
  // Read, not watched: only a pause in typing writes the address (Back must not be undone).
  const latest = useRef({ seen, searchFor, setParams });
  useEffect(() => {
    latest.current = { seen, searchFor, setParams };
  });
  const write = (value: string) => {
    if (value === latest.current.seen) return;
    latest.current.setParams((current) => latest.current.searchFor(current, value || undefined), {
      replace: true,
      preventScrollReset: true,
    });
  };
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });
  useEffect(() => writeRef.current(typed), [typed]);
  return { text, setText, flush: () => write(text.trim()) };
}
