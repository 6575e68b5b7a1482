declare global {
  interface Window {
    /** Set by index.html's inline script: stops holding presses and hands over those held. */
    __takeEarlyClicks?: () => HTMLElement[];
  }
}

/**
 * Presses made on the rendered page before the app was live are sent again, once each and in
 * order, as soon as it is. React would drop them, so index.html's inline script holds them from
 * the first byte of the body: a click on a control (the same selector as lib/islands.tsx) is
 * cancelled and remembered; links are left to the browser. Inline, because it must run before
 * anything can be pressed; the server allows it in its CSP by its hash (api/src/http/inline-scripts.ts).
 * A press on a part still waiting (an island) is held again there until that part is live. A
 * control the app has replaced meanwhile is no longer on the page: skipped.
 */
export function replayEarlyClicks(): void {
  const take = window.__takeEarlyClicks;
  if (!take) return;
  delete window.__takeEarlyClicks;
  for (const control of take()) if (control.isConnected) control.click();
}
