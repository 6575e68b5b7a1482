import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Island } from '../../lib/islands';
import { hydrateServerMarkup } from '../../test/hydrate';
import { deferDataUntilInteraction, lazyOnInteraction, requestData } from '../data-layer';

/**
 * A server-rendered page hydrating: the shop's part waits for the first interaction, and a click on
 * it before then is not lost. (Module state: one page per test file, as in a browser.)
 */
const onAdd = jest.fn();
const loads = jest.fn();

function AddButton() {
  return (
    <button type="button" onClick={onAdd}>
      Add to cart
    </button>
  );
}

const LazyAddButton = lazyOnInteraction(async () => {
  loads();
  return { default: AddButton };
});

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('data layer on a server-rendered page', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeAll(async () => {
    // What the server sends: the part's markup, rendered with its code at hand.
    ({ container, root } = await hydrateServerMarkup(
      <Island>
        <AddButton />
      </Island>,
      <Island>
        <LazyAddButton />
      </Island>,
      () => deferDataUntilInteraction(false),
    ));
    await flush();
  });

  afterAll(() => act(() => root.unmount()));

  it('keeps the server markup and loads no code before an interaction', () => {
    expect(container.querySelector('button')?.textContent).toBe('Add to cart');
    expect(loads).not.toHaveBeenCalled();
    expect(container.querySelector('[data-island]')).not.toHaveAttribute('data-live');
  });

  it('holds a click made before the part is live, loads it, and sends the click again once', async () => {
    const button = container.querySelector('button')!;
    const serverButton = button;
    await act(async () => {
      button.click();
    });
    await flush();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-island]')).toHaveAttribute('data-live', 'true');
    // Hydrated in place (the same element), and the held click reached its handler exactly once.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(onAdd).toHaveBeenCalledTimes(1);

    await act(async () => {
      container.querySelector('button')!.click();
    });
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('asks for the data layer once however often it is requested', () => {
    requestData();
    requestData();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
