import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

// These tests drive React through act() themselves (Testing Library does so for the others).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A server-rendered page in the browser: `server`'s markup goes into a fresh container in the
 * document, `beforeHydrate` runs (what main.tsx does first), then `client` hydrates that markup.
 */
export async function hydrateServerMarkup(
  server: ReactElement,
  client: ReactElement,
  beforeHydrate?: () => void,
): Promise<{ container: HTMLDivElement; root: Root }> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(server);
  beforeHydrate?.();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, client);
  });
  return { container, root: root! };
}
