import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../components/toast/toast-store';
import AdminMailPage from '../admin-mail-page';
import { ADMIN_SCREENS } from '../admin-nav';
import { AdminMailQuery, AdminMailsQuery, MAIL_PAGE_SIZE } from '../mail-operations';
import { ADMIN, CUSTOMER, gqlError, meMock, renderWithProviders } from '../../../test/render';

const MAIL = {
  __typename: 'OutboxMail' as const,
  id: 'm1',
  kind: 'password-reset',
  to: 'casey@example.com',
  subject: 'Reset your password',
  status: 'held',
  attempts: 0,
  lastError: null as string | null,
  createdAt: '2025-03-01T10:00:00.000Z',
  sentAt: null as string | null,
};
const FAILED = {
  ...MAIL,
  id: 'm2',
  kind: 'order-confirmation',
  to: 'dana@example.com',
  subject: 'Your order AB12CD34',
  status: 'failed',
  attempts: 1,
  lastError: '550 5.1.1 mailbox unavailable',
  createdAt: '2025-03-01T09:00:00.000Z',
};

/** One page of the outbox as the server answers it (`after`: the page after that cursor). */
const listMock = (
  mails: { id: string }[],
  {
    after,
    totalCount = mails.length,
    held = 1,
    endCursor = null,
  }: { after?: string; totalCount?: number; held?: number; endCursor?: string | null } = {},
) => ({
  request: { query: AdminMailsQuery, variables: { first: MAIL_PAGE_SIZE, ...(after ? { after } : {}) } },
  result: {
    data: {
      mails: {
        __typename: 'OutboxMailConnection' as const,
        totalCount,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: endCursor !== null, endCursor },
        edges: mails.map((node) => ({ __typename: 'OutboxMailEdge' as const, cursor: `c-${node.id}`, node })),
      },
      held: { __typename: 'OutboxMailConnection' as const, totalCount: held },
    },
  },
});
const bodyMock = (id: string, html: string, text: string) => ({
  request: { query: AdminMailQuery, variables: { id } },
  result: { data: { adminMail: { __typename: 'OutboxMail' as const, id, html, text } } },
});

beforeEach(() => resetToasts());

describe('Mail screen', () => {
  it('is in the admin navigation at /admin/mail', () => {
    expect(ADMIN_SCREENS).toContainEqual({ to: '/admin/mail', label: 'Mail' });
  });

  it("is 'Admin Access Required' for non-admins", async () => {
    renderWithProviders(<AdminMailPage />, {
      path: '/admin/mail',
      mocks: [
        meMock(CUSTOMER),
        {
          request: { query: AdminMailsQuery, variables: { first: MAIL_PAGE_SIZE } },
          result: gqlError('FORBIDDEN', 'Admin access required'),
        },
      ],
      toaster: true,
    });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('lists recipient, subject, time and status; previews the HTML sandboxed and the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminMailPage />, {
      path: '/admin/mail',
      mocks: [
        meMock(ADMIN),
        listMock([MAIL, FAILED]),
        bodyMock('m1', '<h1>Reset</h1><script>alert(1)</script>', 'Reset: http://localhost:3000/reset'),
        bodyMock('m2', '<p>Thanks for your order</p>', 'Thanks for your order'),
      ],
      toaster: true,
    });

    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/casey@example\.com.*held.*Reset your password.*1 Mar 2025/);
    expect(rows[1]).toHaveTextContent(/dana@example\.com.*failed.*Your order AB12CD34/);
    expect(screen.getByLabelText('Held mails: 1')).toBeInTheDocument();

    // The first mail is selected: its HTML in a frame that may run nothing, and its text.
    const preview = screen.getByRole('region', { name: 'Selected mail' });
    const frame = await within(preview).findByTitle('HTML preview: Reset your password');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<h1>Reset</h1><script>alert(1)</script>');
    expect(within(preview).getByTestId('mail-text')).toHaveTextContent('Reset: http://localhost:3000/reset');

    await user.click(rows[1]!);
    expect(rows[1]).toHaveAttribute('aria-pressed', 'true');
    const next = screen.getByRole('region', { name: 'Selected mail' });
    expect(await within(next).findByTitle('HTML preview: Your order AB12CD34')).toHaveAttribute(
      'srcdoc',
      '<p>Thanks for your order</p>',
    );
    expect(within(next).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(within(next).getByTestId('mail-text')).toHaveTextContent('Thanks for your order');
  });

  it('shows the first page with the real totals and loads the next one after its cursor', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminMailPage />, {
      path: '/admin/mail',
      mocks: [
        meMock(ADMIN),
        listMock([MAIL], { totalCount: 2, held: 7, endCursor: 'c-m1' }),
        listMock([FAILED], { after: 'c-m1', totalCount: 2, held: 7 }),
        bodyMock('m1', '<p>1</p>', '1'),
      ],
      toaster: true,
    });
    expect(await screen.findAllByTestId('mail-row')).toHaveLength(1);
    expect(screen.getByLabelText('Held mails: 7')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more mails' }));
    expect(await screen.findByText(/dana@example\.com/)).toBeInTheDocument();
    expect(screen.getAllByTestId('mail-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more mails' })).not.toBeInTheDocument();
  });

  it('says so when there is no mail yet', async () => {
    renderWithProviders(<AdminMailPage />, {
      path: '/admin/mail',
      mocks: [meMock(ADMIN), listMock([])],
      toaster: true,
    });
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
  });
});
