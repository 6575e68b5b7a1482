import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const INTERACTION_EVENTS = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'hashchange',
] as const;

let interacted = false;
const waiting = new Set<() => void>();

function markInteracted() {
  if (interacted) return;
  interacted = true;
  for (const event of INTERACTION_EVENTS) window.removeEventListener(event, markInteracted, true);
  for (const wake of waiting) wake();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  for (const event of INTERACTION_EVENTS)
    window.addEventListener(event, markInteracted, { capture: true, passive: true });
}

/**
 * Renders `children` (typically lazy components below the fold) only once the visitor interacts
 * with the page (scroll, pointer, key, touch), when the placeholder comes into view, or when the
 * URL names a section (hash). Until then `placeholder` keeps the page's height. This keeps the
 * code of below-the-fold sections out of the JavaScript needed for the first screen.
 */
export function Deferred({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [ready, setReady] = useState(
    () => interacted || (typeof window !== 'undefined' && window.location.hash.length > 1),
  );
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready) return;
    const wake = () => setReady(true);
    if (interacted) return wake();
    waiting.add(wake);
    let observer: IntersectionObserver | undefined;
    if (anchor.current && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake());
      observer.observe(anchor.current);
    }
    return () => {
      waiting.delete(wake);
      observer?.disconnect();
    };
  }, [ready]);

  if (!ready) return <div ref={anchor}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
