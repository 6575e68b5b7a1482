import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { AvailabilityBadge } from '../availability-badge';
import { LoadMore } from '../load-more';
import { RouteErrorBoundary } from '../route-error-boundary';
import { resetToasts, toast } from '../toast/toast-store';

function Broken(): never {
  throw new Error('render failed');
}

describe('shared pieces in German and French', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => resetToasts());
  });

  it('the route error in German, its way home in German', () => {
    renderWithProviders(
      <RouteErrorBoundary resetKey="/de/help">
        <Broken />
      </RouteErrorBoundary>,
      { language: 'de', route: '/de/help' },
    );
    expect(
      screen.getByRole('heading', { name: 'Auf dieser Seite ist ein Fehler aufgetreten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/');
  });

  it('the route error, availability, paging and toasts in French', () => {
    renderWithProviders(
      <>
        <RouteErrorBoundary resetKey="/fr/help">
          <Broken />
        </RouteErrorBoundary>
        <AvailabilityBadge availability="OUT_OF_STOCK" />
        <LoadMore
          shown={20}
          total={45}
          pageInfo={{ hasNextPage: true, endCursor: 'c' }}
          label="Voir plus"
          onMore={() => Promise.resolve()}
        />
      </>,
      { language: 'fr', route: '/fr/help', toaster: true },
    );
    expect(
      screen.getByRole('heading', { name: 'Une erreur s’est produite sur cette page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByTestId('availability')).toHaveTextContent('En rupture de stock');
    expect(screen.getByText('20 sur 45 affichés')).toBeInTheDocument();
    act(() => void toast({ title: 'Bonjour' }));
    expect(screen.getByRole('region', { name: 'Notifications (touche F8)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
  });
});
