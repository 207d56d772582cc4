// A list's search box whose words live in the page's address (`?q=ann`): the address is written
// once typing pauses (a new search starts at page 1), and the box follows the address when it
// changes otherwise (Back), unless it already says the same.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * `addressQ` is the search the address holds now; `searchFor` makes the address's query for a new
 * search from the current one. Gives the box's text and its setter.
 */
export function useAddressSearch(
  addressQ: string,
  searchFor: (current: URLSearchParams, q: string | undefined) => string,
): [string, (text: string) => void] {
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(addressQ);
  const [seenQ, setSeenQ] = useState(addressQ);
  if (addressQ !== seenQ) {
    setSeenQ(addressQ);
    if (text.trim() !== addressQ) setText(addressQ);
  }
  const typed = useDebouncedValue(text.trim());
  // Read, not watched: only a pause in typing writes the address (Back must not be undone).
  const latest = useRef({ seenQ, searchFor });
  useEffect(() => {
    latest.current = { seenQ, searchFor };
  });
  useEffect(() => {
    if (typed === latest.current.seenQ) return;
    setParams((current) => latest.current.searchFor(current, typed || undefined), {
      replace: true,
    });
  }, [typed, setParams]);
  return [text, setText];
}
