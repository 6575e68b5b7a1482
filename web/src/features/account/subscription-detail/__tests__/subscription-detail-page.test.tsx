import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@hometunnel/rules';
import { browserNavigation } from '../../../../lib/navigation';
import {
  CUSTOMER,
  createTestClient,
  graphqlError,
  renderWithProviders,
  type Resolver,
  type Vars,
} from '../../../../test/render';
import SubscriptionDetailPage from '../subscription-detail-page';

const plan = (id: string, name: string, price: string, duration: number) => ({
  __typename: 'Product' as const,
  id,
  name,
  type: 'subscription',
  price,
  duration,
});
const event = (id: string, type: string, occurredAt: string, amount: string | null = null) => ({
  __typename: 'SubscriptionEvent' as const,
  id,
  type,
  occurredAt,
  amount,
  orderId: null,
  detail: null,
});

const active = {
  __typename: 'Subscription' as const,
  id: 's1',
  status: 'active',
  serviceActive: true,
  startDate: '2025-03-14T10:00:00.000Z',
  endDate: '2025-06-14T10:00:00.000Z',
  autoRenew: true,
  cancelledAt: null as string | null,
  renewal: 'card',
  nextRenewalDate: '2025-06-14T10:00:00.000Z' as string | null,
  nextRenewalAmount: '79.00' as string | null,
  renewalOrderId: null as string | null,
  customerEmail: null as string | null,
  card: { __typename: 'SavedCardView' as const, brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
  product: plan('p-secure', 'Secure', '79.00', 3),
  nextPlan: null as ReturnType<typeof plan> | null,
  events: [
    event('e2', 'notice_sent', '2025-06-07T10:00:00.000Z'),
    event('e1', 'charged', '2025-03-14T10:00:00.000Z', '79.00'),
  ],
};
const pastDue = {
  ...active,
  status: 'past_due',
  renewalOrderId: 'o-renew-1',
  events: [event('e3', 'charge_failed', '2025-06-14T10:01:00.000Z', '79.00'), ...active.events],
};

function renderDetail(
  subscription: object,
  resolve: Resolver = () => null,
  route = '/account/subscriptions/s1',
  language: Language = 'en',
) {
  const test = createTestClient((name: string, variables: Vars) => {
    if (name === 'SubscriptionDetail') return { __typename: 'Query', subscription };
    return resolve(name, variables);
  });
  renderWithProviders(<SubscriptionDetailPage />, {
    client: test.client,
    user: CUSTOMER,
    path: language === 'en' ? '/account/subscriptions/:id' : `/${language}/account/subscriptions/:id`,
    route,
    toaster: true,
    language,
  });
  return test;
}

afterEach(() => jest.restoreAllMocks());

describe('SubscriptionDetailPage', () => {
  it('shows the plan, its next renewal, the saved card and the history', async () => {
    renderDetail(active);
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure' })).toBeInTheDocument();
    expect(screen.getByTestId('renewal')).toHaveTextContent(
      'Renews on 14 Jun 2025: we charge €79.00 to your saved card.',
    );
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242, expires 04/2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 Jun 2025, 10:00 UTCRenewal notice sent', '14 Mar 2025, 10:00 UTCRenewal paid · €79.00']);
    expect(screen.getByRole('switch', { name: 'Renew automatically: Secure' })).toBeChecked();
    expect(screen.getByRole('link', { name: '← My Account' })).toHaveAttribute('href', '/account');
  });

  it('past due: an alert with Pay now (to the payment page) and Update payment method (to the card page)', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { callsOf } = renderDetail(pastDue, (name) => {
      if (name === 'PayRenewal')
        return {
          __typename: 'Mutation',
          payRenewal: { __typename: 'PaymentRedirect', url: 'https://pay.example/r1' },
        };
      if (name === 'StartPaymentMethodUpdate')
        return {
          __typename: 'Mutation',
          startPaymentMethodUpdate: { __typename: 'PaymentRedirect', url: 'https://pay.example/card' },
        };
      throw new Error(name);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Past due: your renewal payment failed');
    expect(alert).toHaveTextContent('Your service keeps running for now; we retry the payment after 3 days.');
    expect(alert).toHaveTextContent('If it is still unpaid on 21 Jun 2025, the service is suspended.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/r1'));
    expect(callsOf('PayRenewal')[0].variables).toEqual({ subscriptionId: 's1' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/card'));
  });

  it('suspended, paid by bank transfer: Pay now shows the renewal order to transfer', async () => {
    const { callsOf } = renderDetail(
      { ...pastDue, status: 'suspended', serviceActive: false, card: null, renewal: 'manual' },
      (name) => {
        if (name === 'PayRenewal')
          return { __typename: 'Mutation', payRenewal: { __typename: 'PaymentRedirect', url: null } };
        if (name === 'MyOrder') throw graphqlError('Not here', 'NOT_FOUND');
        throw new Error(name);
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Suspended: your service is paused');
    expect(screen.getByText('Not running')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Pay now' }));
    expect(
      await screen.findByRole('heading', { name: 'Pay the renewal by bank transfer' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsOf('MyOrder')[0]?.variables).toEqual({ id: 'o-renew-1' }));
  });

  it('back from the card page: confirms the session once and says so', async () => {
    const { callsOf } = renderDetail(
      pastDue,
      (name, variables) => {
        if (name !== 'ConfirmPaymentMethodUpdate') throw new Error(name);
        return {
          __typename: 'Mutation',
          confirmPaymentMethodUpdate: {
            ...active,
            id: variables.subscriptionId,
            card: { ...active.card, last4: '1111' },
            events: [event('e4', 'reactivated', '2025-06-15T09:00:00.000Z'), ...pastDue.events],
          },
        };
      },
      '/account/subscriptions/s1?card=updated&session_id=cs_test_1',
    );
    expect(
      await screen.findByText(
        'Your payment method was updated. Future renewals are charged to the new card.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('Visa •••• 1111, expires 04/2030')).toBeInTheDocument();
    expect(screen.getByText('Service restored')).toBeInTheDocument();
    expect(callsOf('ConfirmPaymentMethodUpdate')).toEqual([
      {
        operationName: 'ConfirmPaymentMethodUpdate',
        variables: { subscriptionId: 's1', sessionId: 'cs_test_1' },
      },
    ]);
  });

  it('switches the plan from the next renewal and says so', async () => {
    const { callsOf } = renderDetail(active, (name, variables) => {
      if (name === 'SwitchablePlans')
        return {
          __typename: 'Query',
          products: [
            { ...plan('p-light', 'Light Package', '149.00', 0), type: 'device' },
            plan('p-flexi', 'Flexi', '29.00', 1),
            plan('p-secure', 'Secure', '79.00', 3),
            plan('p-ultimate', 'Ultimate', '149.00', 6),
          ],
        };
      if (name === 'ChangeSubscriptionPlan')
        return {
          __typename: 'Mutation',
          changeSubscriptionPlan: {
            ...active,
            id: variables.id,
            nextRenewalAmount: '149.00',
            nextPlan: plan('p-ultimate', 'Ultimate', '149.00', 6),
          },
        };
      throw new Error(name);
    });
    expect(
      await screen.findByText("A new plan's price and duration apply from your next renewal on 14 Jun 2025."),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch plan' }));
    const choices = await screen.findByRole('group', { name: 'Choose your plan from the next renewal' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Flexi · €29.00 for 1 month', 'Ultimate · €149.00 for 6 months']);
    fireEvent.click(within(choices).getByRole('radio', { name: 'Ultimate · €149.00 for 6 months' }));
    fireEvent.click(screen.getByRole('button', { name: 'Switch from next renewal' }));
    expect(await screen.findByTestId('next-plan')).toHaveTextContent(
      'From your next renewal on 14 Jun 2025 you are on Ultimate (€149.00 for 6 months).',
    );
    expect(screen.getByTestId('renewal')).toHaveTextContent('we charge €149.00 to your saved card');
    expect(callsOf('ChangeSubscriptionPlan')[0].variables).toEqual({ id: 's1', productId: 'p-ultimate' });
    expect(
      screen.getByText('Ultimate (€149.00 for 6 months) applies from your next renewal.'),
    ).toBeInTheDocument();
  });

  it("someone else's or an unknown subscription: the 404 card", async () => {
    const test = createTestClient(() => {
      throw graphqlError('Subscription not found', 'NOT_FOUND');
    });
    renderWithProviders(<SubscriptionDetailPage />, {
      client: test.client,
      user: CUSTOMER,
      path: '/account/subscriptions/:id',
      route: '/account/subscriptions/nope',
    });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/account');
  });
});

describe('SubscriptionDetailPage in German and French', () => {
  it('says when and how the plan renews, with the card and the history, in German', async () => {
    renderDetail(active, undefined, '/de/account/subscriptions/s1', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure' })).toBeInTheDocument();
    expect(screen.getByTestId('renewal')).toHaveTextContent(
      'Verlängert sich am 14. Juni 2025: Wir belasten Ihre gespeicherte Karte mit 79,00 €.',
    );
    expect(screen.getByText('Läuft')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242, gültig bis 04/2030')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tarif wechseln' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verlauf' })).toBeInTheDocument();
    expect(screen.getByText('Verlängerung bezahlt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Mein Konto' })).toHaveAttribute('href', '/de/account');
  });

  it('shows a past-due plan with its way to pay in French', async () => {
    renderDetail(pastDue, undefined, '/fr/account/subscriptions/s1', 'fr');
    expect(
      await screen.findByRole('heading', {
        name: 'Paiement en retard : le paiement de votre renouvellement a échoué',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer maintenant' })).toBeInTheDocument();
    expect(screen.getByTestId('renewal')).toHaveTextContent(
      'Le renouvellement dû le 14 juin 2025 (79,00 €) n’est pas encore réglé.',
    );
    expect(screen.getByText('Échec du paiement')).toBeInTheDocument();
  });
});
