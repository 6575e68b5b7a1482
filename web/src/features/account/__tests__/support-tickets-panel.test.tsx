import { screen, within } from '@testing-library/react';
import { SupportTicketsPanel, MyTicketsQuery } from '../support-tickets-panel';
import { gqlError, renderWithProviders } from '../../../test/render';

const TICKET = {
  __typename: 'Ticket' as const,
  id: '0f1e2d3c-4b5a-4697-8899-aabbccddeeff',
  subject: 'Router offline',
  status: 'answered',
  createdAt: '2025-03-01T10:00:00.000Z',
  messages: [
    {
      __typename: 'TicketMessage' as const,
      id: 'm1',
      author: 'staff',
      body: 'Please update the firmware to 2.4.1.',
      createdAt: '2025-03-02T10:00:00.000Z',
    },
  ],
};

describe('My Account: Support Tickets', () => {
  it("shows each ticket's number, status and the replies it got", async () => {
    renderWithProviders(<SupportTicketsPanel />, {
      mocks: [{ request: { query: MyTicketsQuery }, result: { data: { myTickets: [TICKET] } } }],
    });
    const panel = within(await screen.findByRole('region', { name: 'Support Tickets' }));
    expect(await panel.findByText('Router offline')).toBeInTheDocument();
    expect(panel.getByText(/Ticket #0F1E2D3C/)).toBeInTheDocument();
    expect(panel.getByText('answered')).toBeInTheDocument();
    const replies = within(panel.getByRole('list', { name: 'Replies to Router offline' }));
    expect(replies.getByText('Please update the firmware to 2.4.1.')).toBeInTheDocument();
    expect(replies.getByText(/Support/)).toBeInTheDocument();
  });

  it('says when there are none, or when they could not be loaded', async () => {
    const { unmount } = renderWithProviders(<SupportTicketsPanel />, {
      mocks: [{ request: { query: MyTicketsQuery }, result: { data: { myTickets: [] } } }],
    });
    expect(await screen.findByText(/No support tickets/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<SupportTicketsPanel />, {
      mocks: [{ request: { query: MyTicketsQuery }, result: gqlError('INTERNAL_SERVER_ERROR', 'boom') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your tickets.");
  });
});
