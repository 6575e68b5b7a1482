import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from './sections';

export const HASH_SCROLL = {
  retries: 20,
  retryIntervalMs: 200,
  settleMs: 50,
  signedInRescrollMs: 300,
} as const;

/**
 * On load and on every hash change, scrolls smoothly to the section named by the URL hash. The
 * section may not be rendered yet (lazy data): retry up to 20 times at 200 ms, then wait 50 ms
 * before scrolling. With a signed-in session the page scrolls once more after 300 ms, once the
 * account-dependent parts have settled.
 */
export function useHashScroll(signedIn = false): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let attempts = 0;

    const attempt = () => {
      if (document.getElementById(id)) {
        timers.push(
          setTimeout(() => {
            // Arriving from another page through a section link (not a fresh load): focus follows.
            scrollToSection(id, { focus: key !== 'default' });
            if (signedIn)
              timers.push(
                setTimeout(() => scrollToSection(id, { focus: false }), HASH_SCROLL.signedInRescrollMs),
              );
          }, HASH_SCROLL.settleMs),
        );
        return;
      }
      attempts += 1;
      if (attempts <= HASH_SCROLL.retries) timers.push(setTimeout(attempt, HASH_SCROLL.retryIntervalMs));
    };
    attempt();
    return () => timers.forEach(clearTimeout);
  }, [hash, key, signedIn]);
}
