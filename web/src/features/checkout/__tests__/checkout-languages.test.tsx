import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@hometunnel/rules';
import { resetToasts } from '../../../components/toast/toast-store';
import { createTestClient, renderWithProviders, setGuestCart } from '../../../test/render';
import type { CartLine } from '../../../lib/cart/cart-rules';
import { BankTransferStep } from '../bank-transfer-step';
import CheckoutPage from '../checkout-page';
import { OrderSummary, summaryFigures } from '../order-summary';
import { GERMANY_QUOTE, guestHandlers, PRODUCTS } from './checkout-fixtures';

type User = ReturnType<typeof userEvent.setup>;
// Testing Library's matchers read a no-break space as a plain one; the raw text keeps it.
const NBSP = '\u00a0';

/** What a German and a French buyer read on the way through the checkout. */
const TEXTS = {
  de: {
    personal: 'Persönliche Angaben',
    account: 'Kontooptionen',
    address: 'Lieferadresse',
    summary: 'Bestellübersicht',
    outOfStock: 'Derzeit nicht vorrätig',
    stepOf: 'Schritt 1 von 5',
    continue: 'Weiter',
    toPayment: 'Weiter zur Zahlung',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    street: 'Straße und Hausnummer',
    city: 'Ort',
    postalCode: 'Postleitzahl',
    country: 'Land',
    germany: 'Deutschland',
    firstNameRequired: 'Vorname ist erforderlich',
    subtotal: 'Zwischensumme (inkl. 19 % MwSt., Deutschland)',
    card: 'Mit Kreditkarte bezahlen',
  },
  fr: {
    personal: 'Informations personnelles',
    account: 'Options de compte',
    address: 'Adresse de livraison',
    summary: 'Récapitulatif de la commande',
    outOfStock: 'Actuellement en rupture de stock',
    stepOf: 'Étape 1 sur 5',
    continue: 'Continuer',
    toPayment: 'Continuer vers le paiement',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    street: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    country: 'Pays',
    germany: 'Allemagne',
    firstNameRequired: 'Le prénom est obligatoire',
    subtotal: 'Sous-total (TVA de 19 % incluse, Allemagne)',
    card: 'Payer par carte bancaire',
  },
} as const satisfies Record<Exclude<Language, 'en'>, Record<string, string>>;

jest.setTimeout(30_000);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  setGuestCart([{ productId: 'p-pro' }, { productId: 'p-secure' }]);
});

describe.each(['de', 'fr'] as const)('the checkout in %s', (language) => {
  const t = TEXTS[language];
  const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
  const type = (user: User, label: string, value: string) => user.type(screen.getByLabelText(label), value);

  it('walks every step with its heading, the rule messages and the order summary in the language', async () => {
    const user = userEvent.setup();
    const api = createTestClient(guestHandlers());
    renderWithProviders(<CheckoutPage />, { client: api.client, path: '/checkout', language });

    await heading(t.personal);
    expect(screen.getByText(t.stepOf)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.continue }));
    await waitFor(() => expect(screen.getByText(t.firstNameRequired)).toBeInTheDocument());

    await type(user, t.firstName, 'Jeanne');
    await type(user, t.lastName, 'Dupont');
    await type(user, t.email, 'jeanne@example.com');
    await type(user, t.phone, '+33 1 23 45 67 89');
    await user.click(screen.getByRole('button', { name: t.continue }));
    await heading(t.account);
    await user.click(screen.getByRole('button', { name: t.continue }));
    await heading(t.address);

    await type(user, t.street, '1 rue de Rivoli');
    await type(user, t.city, 'Berlin');
    await type(user, t.postalCode, '10117');
    await user.selectOptions(screen.getByLabelText(t.country), 'DE');
    expect(screen.getByRole('option', { name: t.germany })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.toPayment }));

    await heading(t.summary);
    expect(await screen.findByText(t.subtotal)).toBeInTheDocument();
    expect(screen.getAllByText('342,49 €').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: t.card }));
    await heading(t.outOfStock);
  });
});

describe('money and bank details in the page language', () => {
  const line = (product: (typeof PRODUCTS)[keyof typeof PRODUCTS]): CartLine => ({
    id: product.id,
    quantity: 1,
    product: { ...product },
  });

  it("shows the order summary's amounts as '249,00 €' in German", () => {
    const lines = [line(PRODUCTS.pro)];
    const country = { code: 'DE', name: 'Germany', vatRate: '19' };
    const figures = summaryFigures({ quote: GERMANY_QUOTE, failed: false, lines, country });
    renderWithProviders(<OrderSummary lines={lines} figures={figures} />, { language: 'de' });
    expect(screen.getByText('249,00 €')).toHaveProperty('textContent', `249,00${NBSP}€`);
    expect(screen.getByText('Gesamtbetrag (inkl. MwSt.)')).toBeInTheDocument();
    expect(screen.getByText('Versand (DE)')).toBeInTheDocument();
  });

  it('labels the bank transfer in French, with the amount in French form', () => {
    renderWithProviders(
      <BankTransferStep
        orderId="abcdef12-0000-4000-8000-000000000001"
        email="jeanne@example.com"
        details={{
          holder: 'HomeTunnel AG',
          iban: 'CH9300762011623852957',
          bic: 'POFICHBEXXX',
          amount: '249.00',
          reference: 'HT-ABCDEF12',
          qrSvg: null,
        }}
      />,
      { language: 'fr' },
    );
    expect(screen.getByText('Titulaire du compte')).toBeInTheDocument();
    expect(screen.getByText('Référence')).toBeInTheDocument();
    expect(screen.getByText('249,00 €')).toHaveProperty('textContent', `249,00${NBSP}€`);
    expect(screen.getByText(/sous 14 jours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/');
  });
});
