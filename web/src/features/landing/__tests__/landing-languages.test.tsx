import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import { loadContent } from '../../../content/localized';
import { renderWithProviders } from '../../../test/render';
import { AboutSection } from '../about-section';
import { HeroSection } from '../hero-section';
import { HowItWorksSection } from '../how-it-works-section';
import { ComparisonSection, PlatformSection } from '../platform-section';
import { TestimonialsSection } from '../testimonials-section';
import { WhyChooseSection } from '../why-choose-section';

function renderLanding(language: 'de' | 'fr') {
  renderWithProviders(
    <Suspense fallback={null}>
      <HeroSection />
      <HowItWorksSection />
      <PlatformSection />
      <ComparisonSection />
      <WhyChooseSection />
      <AboutSection />
      <TestimonialsSection />
    </Suspense>,
    { language, route: `/${language}/` },
  );
}

describe('landing page in German and French', () => {
  // The app fetches a language's texts before rendering it (as the server does); so does the test.
  beforeAll(() =>
    Promise.all(
      (['de', 'fr'] as const).flatMap((language) =>
        (['landing', 'about', 'testimonials'] as const).map((area) => loadContent(language, area)),
      ),
    ),
  );

  it('is German throughout, with German numbers and links', async () => {
    renderLanding('de');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ihr Internet von zu Hause – überall auf der Welt',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Geräte ansehen/ })).toHaveAttribute('href', '/de/#shop');
    expect(screen.getByRole('link', { name: 'Tarife ansehen' })).toHaveAttribute('href', '/de/#subscription');
    expect(screen.getByRole('heading', { name: 'Schritt 1: Einrichtung zu Hause' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hilfe-Center' })).toHaveAttribute('href', '/de/help-center');
    expect(
      screen.getByRole('heading', { name: 'HomeTunnel im Vergleich zu herkömmlichen VPN-Diensten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warum HomeTunnel' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Unsere Zahlen');
    expect(within(stats).getByText('8.735+')).toBeInTheDocument();
    expect(within(stats).getByText('99,9 %')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kundenstimmen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Kundenstimme' })).toBeInTheDocument();
  });

  it('is French throughout, with French numbers', async () => {
    renderLanding('fr');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Votre connexion Internet de la maison, partout dans le monde',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute(
      'href',
      '/fr/#subscription',
    );
    expect(
      screen.getByRole('heading', { name: /^Étape 1\s: Installation à la maison$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pourquoi choisir HomeTunnel' })).toBeInTheDocument();
    const stats = screen.getByLabelText('Nos chiffres');
    expect(within(stats).getByText('8 735+')).toBeInTheDocument();
    expect(within(stats).getByText('99,9 %')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Témoignage précédent' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('img', { name: /^Noté \d+(,\d)? sur 5$/, hidden: true }).length,
    ).toBeGreaterThan(0);
  });
});
