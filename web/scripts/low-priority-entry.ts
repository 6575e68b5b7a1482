import type { Plugin } from 'vite';

const ENTRY_SCRIPT = '<script type="module" crossorigin src=';

/**
 * Marks the storefront's entry script `fetchpriority="low"` in the built index.html.
 *
 * Every page arrives rendered, so the first paint needs only the HTML and its inline styles; the
 * entry (React and the shell, ~100 KB gzip) is needed only to make the page live. At its default
 * high priority it competes with the HTML and the hero image for a slow link and holds back the
 * first paint (Lighthouse's mobile run counted it as render-blocking: FCP 2.0 s instead of 1.2 s
 * on /help). At low priority it still starts while the page parses and runs after it, as a module
 * script always does; the route chunks it imports keep their preloads.
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'hometunnel:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const marked = html.replace(
          ENTRY_SCRIPT,
          '<script type="module" fetchpriority="low" crossorigin src=',
        );
        // Vite writes the tag; if its shape changes, fail the build rather than ship it unmarked.
        if (marked === html) throw new Error(`low-priority-entry: no "${ENTRY_SCRIPT}" in index.html`);
        return marked;
      },
    },
  };
}
