import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Island } from '../../lib/islands';
import { deferDataUntilInteraction, lazyOnInteraction, requestData } from '../data-layer';

/**
 * A server-rendered page hydrating: the shop's part waits for the first interaction, and a click on
 * it before then is not lost. (Module state: one page per test file, as in a browser.)
 */
// Tells React this file drives it through act() (Testing Library does so for the other tests).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  const container = document.createElement('div');

  beforeAll(async () => {
    document.body.append(container);
    // What the server sends: the part's markup, rendered with its code at hand.
    container.innerHTML = renderToString(
      <Island>
        <AddButton />
      </Island>,
    );
    deferDataUntilInteraction(false);
    await act(async () => {
      root = hydrateRoot(
        container,
        <Island>
          <LazyAddButton />
        </Island>,
      );
    });
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
