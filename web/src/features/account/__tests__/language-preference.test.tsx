import { fireEvent, screen } from '@testing-library/react';
import { LanguagePreference } from '../language-preference';
import { createTestClient, renderWithProviders } from '../../../test/render';

function renderSetting(language: 'en' | 'de' | 'fr', page: 'en' | 'de' = 'en') {
  let saved = language;
  const test = createTestClient((name, variables) => {
    if (name === 'AccountLanguage') return { me: { __typename: 'User', id: 'u1', language: saved } };
    if (name === 'UpdatePreferredLanguage') {
      saved = (variables as { language: typeof saved }).language;
      return { updatePreferredLanguage: { __typename: 'User', id: 'u1', language: saved } };
    }
    throw new Error(name);
  });
  renderWithProviders(<LanguagePreference />, { client: test.client, toaster: true, language: page });
  return test;
}

describe('My Account: the language for emails and invoices', () => {
  it('shows the account’s language, each named in itself, and saves another', async () => {
    const { calls } = renderSetting('en');
    const select = await screen.findByLabelText('Language for emails and invoices');
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'Français' })).toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'fr' } });
    expect(await screen.findByText('Emails and invoices now come in Français.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'UpdatePreferredLanguage')?.variables).toEqual({
      language: 'fr',
    });
    expect(select).toHaveValue('fr');
  });

  it('speaks the page’s language', async () => {
    renderSetting('de', 'de');
    expect(await screen.findByLabelText('Sprache für E-Mails und Rechnungen')).toHaveValue('de');
  });
});
