import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '@hometunnel/rules';
import { createTestClient, renderWithProviders } from '../../../test/render';
import LoginPage from '../login-page';
import ResetPasswordPage from '../reset-password-page';

function renderLogin(language: Language) {
  const { client } = createTestClient((name) => (name === 'Me' ? { __typename: 'Query', me: null } : null));
  renderWithProviders(
    <Routes>
      <Route path="/:language/login" element={<LoginPage />} />
    </Routes>,
    { client, route: `/${language}/login`, language },
  );
}

describe('LoginPage in German and French', () => {
  it('signs in and registers in German', async () => {
    renderLogin('de');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/de/reset-password',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Konto erstellen' }));
    expect(screen.getByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname (optional)')).toBeInTheDocument();
    expect(screen.getByText('Mindestens 6 Zeichen')).toBeInTheDocument();
  });

  it('signs in and registers in French', async () => {
    renderLogin('fr');
    expect(await screen.findByRole('heading', { name: 'Bon retour parmi nous' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/reset-password',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Créer un compte' }));
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmez le mot de passe')).toBeInTheDocument();
  });
});

describe('Password reset in German and French', () => {
  it.each([
    ['de', 'Passwort vergessen?', 'Link zum Zurücksetzen senden', 'Zurück zur Anmeldung'],
    ['fr', 'Mot de passe oublié ?', 'Envoyer le lien de réinitialisation', 'Retour à la connexion'],
  ] as const)('asks for the address in %s', (language, title, send, back) => {
    renderWithProviders(<ResetPasswordPage />, { route: `/${language}/reset-password`, language });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: send })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', `/${language}/login`);
  });

  it('sets a new password in German', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/de/reset-password?token=t1', language: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort bestätigen')).toBeInTheDocument();
  });
});
