import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminSupportPage from '../admin-support-page';
import { ReplyToTicketMutation } from '../support-operations';
import { ticketsMock } from './support-fixtures';
import { ADMIN, gqlError, meMock, renderWithProviders } from '../../../test/render';

const EARLIER = {
  __typename: 'TicketMessage' as const,
  id: 'm1',
  author: 'staff',
  body: 'Is the router plugged into the modem?',
  createdAt: '2025-03-01T11:00:00.000Z',
};
const TICKET = {
  __typename: 'Ticket' as const,
  id: 't1',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: null,
  language: 'en',
  subject: 'Router offline',
  message: 'The status light keeps blinking orange.',
  status: 'open',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  messages: [EARLIER],
};
const REPLY = 'Please update the firmware to 2.4.1.';
const ANSWERED = {
  status: 'answered',
  updatedAt: '2025-03-02T10:00:00.000Z',
  messages: [EARLIER, { ...EARLIER, id: 'm2', body: REPLY, createdAt: '2025-03-02T10:00:00.000Z' }],
};
const toasts = () => within(screen.getByTestId('toast-viewport'));

beforeEach(() => resetToasts());

describe('reply box on a support ticket', () => {
  it('shows the conversation, sends a reply and shows it with the ticket answered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      mocks: [
        meMock(ADMIN),
        ticketsMock('open', [TICKET]),
        {
          request: { query: ReplyToTicketMutation, variables: { ticketId: 't1', body: REPLY } },
          result: {
            data: {
              replyToTicket: { __typename: 'Ticket', id: 't1', ...ANSWERED },
            },
          },
        },
        ticketsMock('answered', [{ ...TICKET, ...ANSWERED }]),
      ],
      toaster: true,
    });
    const ticket = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    const conversation = within(ticket.getByRole('list', { name: 'Conversation: Router offline' }));
    expect(conversation.getByText('Is the router plugged into the modem?')).toBeInTheDocument();

    // A blank reply is refused before anything is sent.
    await user.click(ticket.getByRole('button', { name: 'Send reply' }));
    expect(await ticket.findByRole('alert')).toHaveTextContent('Reply must not be empty');

    await user.type(ticket.getByRole('textbox', { name: 'Reply' }), `  ${REPLY}  `);
    await user.click(ticket.getByRole('button', { name: 'Send reply' }));
    expect(await toasts().findByText('Reply sent')).toBeInTheDocument();
    // Answered, the ticket leaves the 'open' view (the cache holds its new status) …
    expect(await screen.findByText('No open tickets')).toBeInTheDocument();
    // … and shows under Answered with the reply in its conversation.
    await user.click(screen.getByRole('button', { name: 'Answered' }));
    const answered = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    expect(answered.getByText('answered')).toBeInTheDocument();
    const thread = within(answered.getByRole('list', { name: 'Conversation: Router offline' }));
    expect(thread.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Is the router plugged into the modem?',
      REPLY,
    ]);
    expect(answered.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  });

  it('keeps the text and says why when the reply fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSupportPage />, {
      path: '/admin/support',
      mocks: [
        meMock(ADMIN),
        ticketsMock('open', [TICKET]),
        {
          request: { query: ReplyToTicketMutation, variables: { ticketId: 't1', body: REPLY } },
          result: gqlError('NOT_FOUND', 'Ticket not found'),
        },
      ],
      toaster: true,
    });
    const ticket = within(await screen.findByRole('listitem', { name: 'Router offline' }));
    await user.type(ticket.getByRole('textbox', { name: 'Reply' }), REPLY);
    await user.click(ticket.getByRole('button', { name: 'Send reply' }));
    expect(await toasts().findByText('Ticket not found')).toBeInTheDocument();
    expect(ticket.getByRole('textbox', { name: 'Reply' })).toHaveValue(REPLY);
  });
});
