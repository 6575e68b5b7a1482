import { act } from 'react';
import type { Root } from 'react-dom/client';
import { hydrateServerMarkup } from '../../test/hydrate';
import { Island, setPageHydrating } from '../islands';

/** The browser's IntersectionObserver, driven by the test: `reveal()` brings every target into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}
function reveal() {
  for (const { callback, targets } of observers)
    if (targets.length)
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
}

const onToggle = jest.fn();
const onNear = jest.fn();
function Section() {
  return (
    <section>
      <h2>Plans</h2>
      <button type="button" onClick={onToggle}>
        Compare
      </button>
    </section>
  );
}

describe('an island that hydrates when visible', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeAll(async () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    ({ container, root } = await hydrateServerMarkup(
      <Island hydrate="visible" className="below">
        <Section />
      </Island>,
      <Island hydrate="visible" className="below" onNear={onNear}>
        <Section />
      </Island>,
      () => setPageHydrating(true),
    ));
  });

  afterAll(() => {
    act(() => root.unmount());
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    setPageHydrating(false);
  });

  it('keeps the server markup, not hydrated, while off screen', async () => {
    const island = container.querySelector('[data-island]')!;
    expect(island).toHaveClass('below');
    expect(island).not.toHaveAttribute('data-live');
    expect(container.querySelector('h2')?.textContent).toBe('Plans');
    await act(async () => container.querySelector('button')!.click());
    expect(onToggle).not.toHaveBeenCalled();
    expect(onNear).not.toHaveBeenCalled();
  });

  it('hydrates in place once it nears the viewport', async () => {
    const button = container.querySelector('button');
    await act(async () => reveal());
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-live', 'true');
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button!.click());
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('an island outside hydration (a client-side visit)', () => {
  it('renders its content at once', async () => {
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Island hydrate="visible" className="below">
          <Section />
        </Island>,
      ),
    );
    expect(container.querySelector('h2')?.textContent).toBe('Plans');
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-live', 'true');
    act(() => root.unmount());
  });
});
