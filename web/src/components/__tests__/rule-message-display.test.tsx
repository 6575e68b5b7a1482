import { screen } from '@testing-library/react';
import { accountMessages, cartMessages } from '@hometunnel/rules';
import { renderWithProviders } from '../../test/render';
import { FormAlert } from '../field';
import { toast } from '../toast';
import { resetToasts } from '../toast/toast-store';

beforeEach(() => resetToasts());

describe("the API's English rule messages in the page's language", () => {
  it('a form alert shows one in German, any other text as it came', () => {
    renderWithProviders(
      <>
        <FormAlert role="alert">{accountMessages.passwordsDoNotMatch}</FormAlert>
        <FormAlert>Something else</FormAlert>
      </>,
      { language: 'de' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein');
    expect(screen.getByText('Something else')).toBeInTheDocument();
  });

  it('a toast shows its title and description in French', async () => {
    renderWithProviders(<p>page</p>, { language: 'fr', toaster: true });
    toast({
      title: cartMessages.emptyCartTitle,
      description: cartMessages.emptyCart,
      variant: 'destructive',
    });
    expect(await screen.findByText('Panier vide')).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez ajouter des articles à votre panier avant de passer commande.'),
    ).toBeInTheDocument();
  });
});
