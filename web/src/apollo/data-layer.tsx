import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry';

/**
 * The data layer (Apollo Client, ./runtime.tsx) is a chunk of its own. Screens that read data
 * load it with their own chunk (`lazyWithData`). On a server-rendered page the parts that read data
 * are already in the HTML, so their code waits for the visitor's first interaction
 * (`lazyOnInteraction`): the page hydrates and becomes usable with React, the router and its own
 * markup only, and a visitor who only reads never downloads the data layer.
 */

// `any` as in React.lazy's own signature: any component, its props inferred.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const loadRuntime = () => import('./runtime');

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

/** Marks the island around a part once it is live (hydrated, handlers attached). */
const IslandLive = createContext<(() => void) | null>(null);

function Live({ children }: { children: ReactNode }) {
  const onLive = useContext(IslandLive);
  useEffect(() => onLive?.(), [onLive]);
  return children;
}

function withRuntime<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  return () =>
    Promise.all([loadRuntime(), load()]).then(([{ ApolloRuntime }, { default: Component }]) => {
      function WithData(props: ComponentProps<T>) {
        return (
          <ApolloRuntime>
            <Live>
              <Component {...props} />
            </Live>
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
 * inside a `DataIsland`.
 */
export function lazyOnInteraction<T extends AnyComponent>(load: () => Promise<{ default: T }>) {
  const loadWithData = withRuntime(load);
  return lazyWithRetry(() => dataRequested().then(loadWithData));
}

/**
 * The frame of a `lazyOnInteraction` part: its own Suspense boundary (so the rest of the page
 * hydrates without waiting), and the element a click on the not-yet-live part is held by.
 */
export function DataIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const onLive = useCallback(() => {
    const element = frame.current;
    if (!element) return;
    element.dataset.live = 'true';
    replayHeldClick(element);
  }, []);
  return (
    <div ref={frame} data-island="" style={{ display: 'contents' }}>
      <IslandLive value={onLive}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </IslandLive>
    </div>
  );
}

const CONTROL = 'button, [role="button"], input, select, textarea, summary, label';
let heldClick: HTMLElement | null = null;

/**
 * A click on a control of an island that is not live yet would do nothing (React drops it), so it
 * is held, the island's code is fetched, and the click is sent again once the island is live.
 * Links are left alone: the browser follows them.
 */
function holdClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
  const island = control?.closest('[data-island]');
  if (!control || !island || island.hasAttribute('data-live')) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = control;
  requestData();
}

function replayHeldClick(island: HTMLElement): void {
  const control = heldClick;
  if (!control || !island.contains(control)) return;
  heldClick = null;
  if (control.isConnected) control.click();
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * For a server-rendered page, before hydrating: parts that read data wait for the first
 * interaction, or load at once when `now` (a signed-in visitor or a filled guest cart, whose header
 * must change).
 */
export function deferDataUntilInteraction(now: boolean): void {
  deferred = true;
  document.addEventListener('click', holdClick, true);
  if (now) {
    requestData();
    return;
  }
  const onFirst = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirst, true);
    requestData();
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, onFirst, { capture: true, passive: true });
}
