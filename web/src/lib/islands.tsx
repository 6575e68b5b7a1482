import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

/**
 * Islands: parts of a server-rendered page that hydrate later than the rest. Until then the
 * server's markup stays as it is (readable, links working). An island hydrates when its code has
 * arrived (a lazy part inside it, e.g. one waiting for the data layer: apollo/data-layer.tsx), or,
 * with `hydrate="visible"`, once it nears the viewport: the first load then hydrates the hero,
 * not the whole page.
 */

let pageHydrating = false;

/** main.tsx, around hydrating a server-rendered page: islands made meanwhile wait as told. */
export function setPageHydrating(hydrating: boolean): void {
  pageHydrating = hydrating;
}

/** The gates still closed. */
const closedGates = new Set<{ release: () => void }>();

/**
 * Opens every island still waiting. Called when the app navigates: a navigation renders in a
 * transition, and React holds a transition back while a part it updates is still waiting, so
 * without this a click on a link would change the URL and leave the page as it was.
 */
export function openAllIslands(): void {
  pageHydrating = false;
  for (const gate of [...closedGates]) gate.release();
}

/** Renders its children as they are (a gate's content once open). */
function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

interface Gate {
  open: boolean;
  /** Suspends (keeping the server's markup while hydrating) until the gate opens. */
  Content: ComponentType<{ children: ReactNode }>;
  release: () => void;
}

const OPEN: Gate = { open: true, Content: Passthrough, release: () => {} };

/**
 * A closed gate. Its content is a lazy component (not `use(promise)`): inside the transition the
 * page hydrates in, `use` of a pending promise would hold the whole page's hydration until the
 * gate opens, where a pending lazy component leaves just its boundary dehydrated.
 */
function closedGate(): Gate {
  let resolve: () => void = () => {};
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open: false,
    Content: lazy(() => opened.then(() => ({ default: Passthrough }))),
    release: () => {
      gate.open = true;
      closedGates.delete(gate);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}

/** Tells the island its content is live (hydrated, handlers attached). */
function LiveMarker({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

const CONTENTS: CSSProperties = { display: 'contents' };
/** How far ahead of the viewport a `visible` island starts hydrating. */
const VISIBLE_MARGIN = '600px 0px';

export interface IslandProps {
  children: ReactNode;
  /** Shown when the content suspends outside hydration (a client-side visit). */
  fallback?: ReactNode;
  /** 'visible': while the page hydrates, wait until the island nears the viewport. */
  hydrate?: 'visible';
  /** Gives the frame a box of its own (needed for 'visible'); without it the frame is layout-neutral. */
  className?: string;
  /** With 'visible': called as the island nears the viewport (to fetch what its parts will need). */
  onNear?: () => void;
}

export function Island({ children, fallback = null, hydrate, className, onNear }: IslandProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydrate === 'visible' && pageHydrating ? closedGate() : OPEN));

  useEffect(() => {
    const element = frame.current;
    if (gate.open || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.release();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear?.();
        gate.release();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // onNear is read once, when the island first nears the viewport.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate]);

  const onLive = useCallback(() => {
    const element = frame.current;
    if (!element) return;
    element.dataset.live = 'true';
    replayHeldClicks(element);
  }, []);

  return (
    <div ref={frame} data-island="" className={className} style={className ? undefined : CONTENTS}>
      <Suspense fallback={fallback}>
        <gate.Content>
          <LiveMarker onLive={onLive}>{children}</LiveMarker>
        </gate.Content>
      </Suspense>
    </div>
  );
}

// The same controls as index.html's holder of presses made before the app is live (lib/early-clicks.ts).
const CONTROL = 'button, [role="button"], input, select, textarea, summary, label';
/** Controls pressed before their island was live, in the order they were first pressed. */
const heldClicks: HTMLElement[] = [];
let onHeld: () => void = () => {};

/**
 * A click on a control of an island that is not live yet would do nothing (React drops it), so it
 * is held, `onHold` runs (to fetch what the island waits for), and the click is sent again once
 * the island is live. Every control pressed meanwhile is held (a device and a plan added in quick
 * succession both reach the cart); pressing the same one again counts once, since the visitor saw
 * nothing happen the first time. Links are left alone: the browser follows them.
 */
function holdClick(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
  const island = control?.closest('[data-island]');
  if (!control || !island || island.hasAttribute('data-live')) return;
  event.preventDefault();
  event.stopPropagation();
  // A control taken off the page meanwhile (a navigation) is no longer waited for.
  for (const gone of heldClicks.filter((held) => !held.isConnected))
    heldClicks.splice(heldClicks.indexOf(gone), 1);
  if (!heldClicks.includes(control)) heldClicks.push(control);
  onHeld();
}

/** Sends the held clicks of an island that has just gone live, in the order they were made. */
function replayHeldClicks(island: HTMLElement): void {
  const ready = heldClicks.filter((control) => island.contains(control));
  for (const control of ready) {
    heldClicks.splice(heldClicks.indexOf(control), 1);
    if (control.isConnected) control.click();
  }
}

/** Before hydrating a server-rendered page: hold clicks on islands not live yet (see holdClick). */
export function holdIslandClicks(onHold: () => void): void {
  onHeld = onHold;
  document.addEventListener('click', holdClick, true);
}
