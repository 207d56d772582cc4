// Whether a prerendered picture failed to load, so a fallback can take its place. An image that
// failed before hydration never fires React's onError: the container is checked once on mount.
import { useEffect, useRef, useState } from 'react';

export function useBrokenImage<T extends HTMLElement>() {
  const [broken, setBroken] = useState(false);
  const containerRef = useRef<T>(null);
  useEffect(() => {
    const img = containerRef.current?.querySelector('img');
    if (img?.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  return { broken, containerRef, onError: () => setBroken(true) };
}
