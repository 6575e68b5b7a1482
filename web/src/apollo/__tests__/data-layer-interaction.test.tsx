import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { deferDataUntilInteraction, lazyOnInteraction, lazyWithData } from '../data-layer';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

function part(text: string) {
  const loads = jest.fn();
  const Part = lazyOnInteraction(async () => {
    loads();
    return { default: () => <p>{text}</p> };
  });
  return { Part, loads };
}

describe('parts that read data', () => {
  it('load at once where nothing defers them (a screen the browser renders alone)', async () => {
    const { Part, loads } = part('Shop');
    render(
      <Suspense fallback="loading">
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Shop')).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('on a deferred page wait for the first pointer or key interaction, while screens load at once', async () => {
    deferDataUntilInteraction(false);
    const { Part, loads } = part('Plans');
    const Screen = lazyWithData(async () => ({ default: () => <p>Checkout</p> }));
    render(
      <>
        <Suspense fallback="waiting">
          <Part />
        </Suspense>
        <Suspense fallback="screen loading">
          <Screen />
        </Suspense>
      </>,
    );
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    await flush();
    expect(loads).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
