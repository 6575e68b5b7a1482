import { Suspense } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { RouteErrorBoundary } from '../route-error-boundary';
import { createTestClient, renderWithProviders } from '../../test/render';

const Page = () => <h1>Orders page</h1>;

/** An import that fails `failures` times (a dropped connection), then loads. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Page };
  });
  return load;
}

function renderRoute(load: () => Promise<{ default: typeof Page }>, reload = jest.fn()) {
  const Lazy = lazyWithRetry(load);
  renderWithProviders(
    <RouteErrorBoundary resetKey="/orders" reload={reload}>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    </RouteErrorBoundary>,
    { client: createTestClient(() => ({})).client },
  );
  return reload;
}

describe('RouteErrorBoundary with lazyWithRetry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows a message instead of a blank page, and "Try again" imports the chunk again', async () => {
    const load = flakyImport(1);
    renderRoute(load);
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when the chunk fails again (a new deploy renamed it)', async () => {
    const load = flakyImport(5);
    const reload = renderRoute(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong when the page itself throws, and retries the render', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    const reload = jest.fn();
    renderWithProviders(
      <RouteErrorBoundary resetKey="/x" reload={reload}>
        <Fragile />
      </RouteErrorBoundary>,
      { client: createTestClient(() => ({})).client },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
