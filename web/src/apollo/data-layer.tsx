import type { ComponentProps, ComponentType } from 'react';
import { holdIslandClicks } from '../lib/islands';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { withPageMessages } from '../i18n/page-messages';

/**
 * The data layer (Apollo Client, ./runtime.tsx) is a chunk of its own. Screens that read data
 * load it with their own chunk (`lazyWithData`). On a server-rendered page the parts that read data
 * are already in the HTML, so their code waits for the visitor's first interaction
 * (`lazyOnInteraction`, inside an `Island`): the page hydrates and becomes usable with React, the
 * router and its own markup only, and a visitor who only reads never downloads the data layer.
 */

// `any` as in React.lazy's own signature: any component, its props inferred.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

// The screens and parts that read data show the pages' messages (forms, rule messages) too.
const loadRuntime = withPageMessages(() => import('./runtime'));

let deferred = false;
let wanted = false;
let release: () => void = () => {};
const whenRequested = new Promise<void>((resolve) => {
  release = resolve;
});

/** Starts loading the data layer now, and lets every part waiting for it load too. */
export function requestData(): void {
  if (wanted) return;
  wanted = true;
  release();
  // A failed load surfaces where a part renders (its error boundary), and is retried there.
  void loadRuntime().catch(() => {});
}

/** The parts' code waits for this (on the server and in tests: nothing to wait for). */
const dataRequested = (): Promise<void> => (deferred && !wanted ? whenRequested : Promise.resolve());

function withRuntime<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  return () =>
    Promise.all([loadRuntime(), load()]).then(([{ ApolloRuntime }, { default: Component }]) => {
      function WithData(props: ComponentProps<T>) {
        return (
          <ApolloRuntime>
            <Component {...props} />
          </ApolloRuntime>
        );
      }
      return { default: WithData };
    });
}

/** A lazy screen or part that reads data: its chunk and the data layer load together. */
export function lazyWithData<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  return lazyWithRetry(withRuntime(load));
}

/**
 * A lazy part that reads data and is in the server's HTML: in a hydrating page its code loads at
 * the visitor's first interaction; until then its markup stays as the server sent it. Render it
 * inside an `Island` (lib/islands.tsx), which also holds a click made on it meanwhile.
 */
export function lazyOnInteraction<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  const loadWithData = withRuntime(load);
  return lazyWithRetry(() => dataRequested().then(loadWithData));
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * For a server-rendered page, before hydrating: parts that read data wait for the first
 * interaction, or load at once when `now` (a signed-in visitor or a filled guest cart, whose header
 * must change).
 */
export function deferDataUntilInteraction(now: boolean): void {
  deferred = true;
  holdIslandClicks(requestData);
  if (now) {
    requestData();
    return;
  }
  const onFirst = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirst, true);
    requestData();
  };
  for (const type of FIRST_INTERACTION)
    window.addEventListener(type, onFirst, { capture: true, passive: true });
}
