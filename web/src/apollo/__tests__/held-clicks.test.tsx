import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Island } from '../../lib/islands';
import { hydrateServerMarkup } from '../../test/hydrate';
import { deferDataUntilInteraction, lazyOnInteraction } from '../data-layer';

/**
 * Two parts of a server-rendered page waiting for the data layer (the shop's devices and plans),
 * pressed in quick succession before either is live: every press reaches its part, in order, and
 * a repeated press of the same button counts once. (Module state: one page per test file.)
 */
const presses: string[] = [];

function AddDevice() {
  return (
    <button type="button" onClick={() => presses.push('device')}>
      Add to Cart
    </button>
  );
}

function SelectPlan() {
  return (
    <button type="button" onClick={() => presses.push('plan')}>
      Select Plan
    </button>
  );
}

const LazyAddDevice = lazyOnInteraction(async () => ({ default: AddDevice }));
const LazySelectPlan = lazyOnInteraction(async () => ({ default: SelectPlan }));

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('clicks held while the parts of a rendered page load', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeAll(async () => {
    const page = (device: React.ReactNode, plan: React.ReactNode) => (
      <>
        <Island>{device}</Island>
        <Island>{plan}</Island>
      </>
    );
    ({ container, root } = await hydrateServerMarkup(
      page(<AddDevice />, <SelectPlan />),
      page(<LazyAddDevice />, <LazySelectPlan />),
      () => deferDataUntilInteraction(false),
    ));
    await flush();
  });

  afterAll(() => act(() => root.unmount()));

  it('sends every press made before the parts were live, each once, in order', async () => {
    const [device, plan] = container.querySelectorAll('button');
    await act(async () => {
      device.click();
      plan.click();
      device.click();
      // Held: nothing is live yet.
      expect(presses).toEqual([]);
    });
    await flush();
    for (const island of container.querySelectorAll('[data-island]'))
      expect(island).toHaveAttribute('data-live', 'true');
    expect(presses).toEqual(['device', 'plan']);

    await act(async () => device.click());
    expect(presses).toEqual(['device', 'plan', 'device']);
  });
});
