import { useEffect, useRef, useState } from 'react';

export const COUNT_STEPS = 60;
export const COUNT_INTERVAL_MS = 50;

/**
 * Counts from 0 to `target` in 60 steps of 50 ms once `start` is true, then snaps to the exact
 * target (no rounding drift). With `instant` (reduced motion) it shows the target at once.
 */
export function useCountUp(target: number, start: boolean, instant = false): number {
  const [value, setValue] = useState(instant ? target : 0);
  const started = useRef(false);

  useEffect(() => {
    if (instant) {
      setValue(target);
      return;
    }
    if (!start || started.current) return;
    started.current = true;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      if (step >= COUNT_STEPS) {
        clearInterval(timer);
        setValue(target);
      } else {
        setValue((target * step) / COUNT_STEPS);
      }
    }, COUNT_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      started.current = false;
    };
  }, [start, target, instant]);

  return value;
}

/** Starts once the element has scrolled into view (at once where IntersectionObserver is missing). */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return [ref, inView];
}
