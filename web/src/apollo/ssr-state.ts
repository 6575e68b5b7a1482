import type { NormalizedCacheObject } from '@apollo/client';

/**
 * The Apollo cache a server-rendered page was rendered from travels inside the page as a JSON
 * script element (never executed, so no CSP exception and no eval), and the browser restores it
 * before hydrating: the first client render reads the very data the server used.
 */
export const SSR_STATE_ELEMENT_ID = 'apollo-state';

/** JSON that cannot end its `<script>` element or break a JavaScript string. */
export function serializeState(state: NormalizedCacheObject): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server embedded, or undefined on a page the browser renders alone. */
export function readServerState(): NormalizedCacheObject | undefined {
  const node = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!node?.textContent) return undefined;
  try {
    return JSON.parse(node.textContent) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}
