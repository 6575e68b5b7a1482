import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '@hometunnel/rules';
import { faqEntries as germanFaq } from '../../../content/de/faq';
import { loadContent } from '../../../content/localized';
import { renderWithProviders } from '../../../test/render';
import HelpPage from '../help-page';

function renderPage(language: Language) {
  renderWithProviders(
    <Routes>
      <Route path="/:language/help" element={<HelpPage />} />
    </Routes>,
    { route: `/${language}/help`, language },
  );
}

describe('Help & Support page in German and French', () => {
  it('shows the cards and the German FAQ in German', async () => {
    // The app has the page's content before it renders (fetched with the route's chunk).
    await loadContent('de', 'faq');
    renderPage('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Hilfe & Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zum Hilfe-Center/ })).toHaveAttribute('href', '/de/help-center');
    const faq = screen.getByRole('region', { name: 'Häufig gestellte Fragen' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(19);
    expect(questions[0]).toHaveTextContent(germanFaq[0]!.question);
    expect(questions[0]).toHaveTextContent('Was ist HomeTunnel und wie funktioniert es?');
  });

  it('shows the cards in French', () => {
    renderPage('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Aide et assistance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ouvrir une demande d’assistance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Parcourir le Centre d’aide/ })).toHaveAttribute(
      'href',
      '/fr/help-center',
    );
  });

  it('opens the ticket form in German', async () => {
    const user = userEvent.setup();
    renderPage('de');
    await user.click(screen.getByRole('button', { name: /Support-Ticket eröffnen/ }));
    expect(await screen.findByRole('form', { name: 'Support-Ticket eröffnen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vollständiger Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ticket senden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück zu Hilfe & Support' })).toBeInTheDocument();
  });
});
