import { fireEvent, screen, within } from '@testing-library/react';
import { App } from '../App';
import { createTestClient, products, renderWithProviders } from '../test/render';

// The 404 page's chunk fails to load the first two times it is imported (a dropped connection),
// then loads. The tests run in order: each one sees one of the failures.
let notFoundImports = 0;
jest.mock('../features/not-found/not-found-page', () => {
  notFoundImports += 1;
  if (notFoundImports <= 2) throw new TypeError('Failed to fetch dynamically imported module');
  return { __esModule: true, default: () => <h1>Lost page</h1> };
});

const guest = (name: string) => {
  if (name === 'Me') return { me: null };
  if (name === 'CartProducts') return { products };
  return {};
};

describe('App routes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps the header usable when a route chunk fails: its links lead out of the error', async () => {
    renderWithProviders(<App />, { client: createTestClient(guest).client, route: '/nowhere' });

    // The chunk's failure arrives after the first render; a busy machine takes longer than 1 s.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: "This page didn't load" })).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByTestId('site-header')).getAllByRole('link', { name: 'Help', hidden: true })[0],
    );

    expect(
      await screen.findByRole('heading', { name: 'Help & Support' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notFoundImports).toBe(1);
    // The help page's modules load for the first time here (compiled on a cold cache: seconds).
  }, 20_000);

  it('"Try again" imports the failed route chunk again', async () => {
    renderWithProviders(<App />, { client: createTestClient(guest).client, route: '/nowhere' });

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: "This page didn't load" })).toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lost page' })).toBeInTheDocument();
    expect(notFoundImports).toBe(3);
  });
});
