import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestClient, graphqlError, renderWithProviders, type Resolver } from '../../../test/render';
import { MySubscriptionsQuery } from '../account-operations';
import { SubscriptionsPanel } from '../subscriptions-panel';
import { connection } from './account-fixtures';
import { useQuery } from '@apollo/client/react';

const secure = {
  __typename: 'Subscription' as const,
  id: 's1',
  endDate: '2025-06-14T10:00:00.000Z',
  status: 'active',
  autoRenew: true,
  cancelledAt: null as string | null,
  product: { __typename: 'Product' as const, id: 'p-secure', name: 'Secure', type: 'subscription' },
};
const complimentary = {
  ...secure,
  id: 's2',
  autoRenew: false,
  product: { __typename: 'Product' as const, id: 'p-light', name: 'Light Package', type: 'device' },
};

/** The panel fed from the cache, as the page feeds it, so mutation answers show. */
function Panel() {
  const { data, fetchMore } = useQuery(MySubscriptionsQuery, { variables: { first: 10 } });
  return (
    <SubscriptionsPanel
      subscriptions={data?.me?.subscriptions}
      failed={false}
      onMore={(after) => fetchMore({ variables: { after } })}
    />
  );
}

function renderPanel(resolve: Resolver, subscriptions = [secure, complimentary]) {
  const test = createTestClient((name, variables) =>
    name === 'MySubscriptions'
      ? {
          __typename: 'Query',
          me: { __typename: 'User', id: 'u1', subscriptions: connection('Subscription', subscriptions) },
        }
      : resolve(name, variables),
  );
  renderWithProviders(<Panel />, { client: test.client, toaster: true });
  return test;
}

const entryOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('SubscriptionsPanel controls', () => {
  it('turns auto-renew off; a complimentary month has no switch', async () => {
    const { callsOf } = renderPanel((name, variables) => {
      if (name !== 'SetSubscriptionAutoRenew') throw new Error(name);
      return {
        __typename: 'Mutation',
        setSubscriptionAutoRenew: {
          __typename: 'Subscription',
          id: variables.id,
          status: 'active',
          autoRenew: variables.autoRenew,
          cancelledAt: null,
        },
      };
    });
    const toggle = await screen.findByRole('switch', { name: 'Renew automatically: Secure' });
    expect(toggle).toBeChecked();
    expect(within(entryOf('Light Package')).queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(callsOf('SetSubscriptionAutoRenew')[0].variables).toEqual({ id: 's1', autoRenew: false });
    expect(within(entryOf('Secure')).getByText('Manual renewal')).toBeInTheDocument();
    expect(await screen.findByText('Secure ends on 14 Jun 2025 unless you renew it.')).toBeInTheDocument();
  });

  it('cancels only after confirming; then says until when it stays active', async () => {
    const { callsOf } = renderPanel((name, variables) => {
      if (name !== 'CancelSubscription') throw new Error(name);
      return {
        __typename: 'Mutation',
        cancelSubscription: {
          __typename: 'Subscription',
          id: variables.id,
          status: 'active',
          autoRenew: false,
          cancelledAt: '2025-03-20T10:00:00.000Z',
        },
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription: Secure' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Secure?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your plan stays active until 14 Jun 2025 and will not renew. You can keep using it until then.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf('CancelSubscription')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription: Secure' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel at period end' }));
    expect(
      await screen.findByText('Cancelled: active until 14 Jun 2025, will not renew'),
    ).toBeInTheDocument();
    expect(callsOf('CancelSubscription')[0].variables).toEqual({ id: 's1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription: Secure' })).not.toBeInTheDocument();
    expect(screen.getByText('Secure stays active until 14 Jun 2025 and will not renew.')).toBeInTheDocument();
  });

  it('shows a refusal as a destructive toast', async () => {
    renderPanel(() => {
      throw graphqlError('This subscription has ended or was cancelled, so it cannot renew', 'CONFLICT');
    }, [{ ...secure, autoRenew: false }]);
    fireEvent.click(await screen.findByRole('switch', { name: 'Renew automatically: Secure' }));
    expect(
      await screen.findByText('This subscription has ended or was cancelled, so it cannot renew'),
    ).toBeInTheDocument();
  });

  it('links each subscription to its detail; a past-due or suspended one stands out', () => {
    const plan = (name: string) => ({ ...secure.product, name, type: 'subscription' as const });
    renderWithProviders(
      <SubscriptionsPanel
        subscriptions={connection('Subscription', [
          { ...secure, status: 'past_due', product: plan('Secure') },
          { ...secure, id: 's3', status: 'suspended', product: plan('Flexi') },
          { ...secure, id: 's4', status: 'expired', product: plan('Ultimate') },
        ])}
        failed={false}
        onMore={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Secure: details' })).toHaveAttribute(
      'href',
      '/account/subscriptions/s1',
    );
    const [late, paused, ended] = screen.getAllByRole('listitem');
    expect(late).toHaveTextContent('Past due: the renewal payment failed. Pay or update your card');
    expect(within(late).getByText('past due')).toBeInTheDocument();
    expect(paused).toHaveTextContent('Suspended: the renewal is unpaid.');
    expect(within(paused).getByRole('link', { name: 'Pay or update your card' })).toHaveAttribute(
      'href',
      '/account/subscriptions/s3',
    );
    expect(ended).not.toHaveTextContent('Pay or update your card');
    expect(within(late).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('no subscriptions: the empty text with a link to the plans', () => {
    renderWithProviders(
      <SubscriptionsPanel
        subscriptions={connection('Subscription', [])}
        failed={false}
        onMore={() => Promise.resolve()}
      />,
    );
    expect(
      screen.getByText('No active subscriptions. Subscribe to a plan to get started.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/#subscription');
  });
});
