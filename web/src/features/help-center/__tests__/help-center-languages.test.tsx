import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '@hometunnel/rules';
import { helpArticles, helpTopics } from '../../../content/de/help-center';
import { loadContent } from '../../../content/localized';
import { renderWithProviders } from '../../../test/render';
import HelpArticlePage from '../help-article-page';
import HelpCenterPage from '../help-center-page';

function renderAt(path: string, language: Language) {
  return renderWithProviders(
    <Routes>
      <Route path="/:language/help-center" element={<HelpCenterPage />} />
      <Route path="/:language/help-center/:slug" element={<HelpArticlePage />} />
    </Routes>,
    { route: path, language },
  );
}

beforeAll(() => loadContent('de', 'helpCenter'));

describe('Help Center in German', () => {
  it('lists the German topics, linked to their German article slugs', () => {
    renderAt('/de/help-center', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeInTheDocument();
    const basics = helpTopics[0]!;
    const card = screen.getByRole('article', { name: basics.title });
    expect(within(card).getByRole('link', { name: `Zur Anleitung: ${basics.title}` })).toHaveAttribute(
      'href',
      '/de/help-center/vpn-grundlagen',
    );
    expect(screen.getByRole('region', { name: 'Schnellzugriff' })).toBeInTheDocument();
  });

  it('shows the German article at its German slug', () => {
    renderAt('/de/help-center/vpn-grundlagen', 'de');
    const article = helpArticles['vpn-basics']!;
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück zum Hilfe-Center/ })).toHaveAttribute(
      'href',
      '/de/help-center',
    );
    expect(screen.getByRole('heading', { name: 'Wie geht es weiter?' })).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Weitere Themen' });
    expect(within(others).getByRole('link', { name: helpTopics[1]!.title })).toHaveAttribute(
      'href',
      '/de/help-center/funktionen-und-pakete',
    );
  });

  it('shows the German 404 for the English slug under /de/', () => {
    renderAt('/de/help-center/vpn-basics', 'de');
    expect(
      screen.getByText('Diesen Hilfeartikel gibt es nicht, oder er wurde verschoben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Hilfe-Center' })).toHaveAttribute('href', '/de/help-center');
    expect(screen.queryByRole('heading', { name: helpArticles['vpn-basics']!.title })).toBeNull();
  });
});

describe('Help Center in French', () => {
  it('shows the French 404 texts for an unknown slug', () => {
    // The French articles are not written yet: only the page's own texts are checked here.
    renderAt('/fr/help-center/vpn-basics', 'fr');
    expect(screen.getByText('Cet article d’aide n’existe pas ou a été déplacé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir le Centre d’aide' })).toHaveAttribute(
      'href',
      '/fr/help-center',
    );
  });
});
