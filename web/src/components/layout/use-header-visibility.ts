import { useCallback, useEffect, useRef, useState } from 'react';

/** Below this scroll position the bar is always shown. */
export const SCROLL_TOP_THRESHOLD = 10;

/**
 * The fixed header's visibility: shown near the top (scrollY < 10) and while scrolling up,
 * hidden while scrolling down. `reveal()` shows it on demand (e.g. keyboard focus inside).
 */
export function useHeaderVisibility(): { visible: boolean; reveal: () => void } {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < SCROLL_TOP_THRESHOLD) setVisible(true);
      else if (y > lastY.current) setVisible(false);
      else if (y < lastY.current) setVisible(true);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const reveal = useCallback(() => setVisible(true), []);
  return { visible, reveal };
}
