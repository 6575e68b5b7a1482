import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { resetToasts } from '../../../components/toast/toast-store';
import { renderWithProviders } from '../../../test/render';
import { TicketForm } from '../ticket-form';
import { SubmitTicketMutation } from '../ticket-operations';

const VALID = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Travel router offline',
  message: 'The status light keeps blinking orange at the hotel.',
};

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<TicketForm />, { mocks, toaster: true });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit Ticket' });

/** The field's message: the element its aria-describedby points at. */
function messageOf(label: string | RegExp): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<typeof VALID & { phoneNumber: string }>,
) {
  const labels: Record<string, RegExp> = {
    fullName: /^Full name/,
    email: /^Email/,
    phoneNumber: /^Phone number/,
    subject: /^Subject/,
    message: /^Message/,
  };
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(labels[name]));
    if (value) await user.type(field(labels[name]), value);
  }
}

// Typing whole sentences is slow on a busy CI machine.
jest.setTimeout(15_000);

beforeEach(() => resetToasts());

describe('ticket form validation', () => {
  it('shows every required message under its field when submitted empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(submit());

    await waitFor(() => expect(messageOf(/^Full name/)).toBe('Full name must be at least 2 characters'));
    expect(messageOf(/^Email/)).toBe('Please enter a valid email address');
    expect(messageOf(/^Subject/)).toBe('Subject must be at least 5 characters');
    expect(messageOf(/^Message/)).toBe('Message must be at least 20 characters');
    expect(messageOf(/^Phone number/)).toBeNull();
    expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Full name/)).toHaveFocus();
  });

  it('moves focus to the first field that needs attention', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user, { fullName: 'Jane Doe', email: 'jane@example.com', subject: 'Hi' });
    await user.click(submit());
    await waitFor(() => expect(field(/^Subject/)).toHaveFocus());
  });

  it('needs a full name of at least 2 characters, not counting surrounding spaces', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user, { fullName: ' J ' });
    await user.tab();
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeInTheDocument();
    await fill(user, { fullName: 'Jo' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Full name/)).toBeNull());
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane doe@example.com'])(
    'rejects the email %p',
    async (email) => {
      const user = userEvent.setup({ delay: null });
      renderForm();
      await fill(user, { email });
      await user.tab();
      await waitFor(() => expect(messageOf(/^Email/)).toBe('Please enter a valid email address'));
    },
  );

  it('accepts a valid email', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user, { email: 'jane@example.com' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Email/)).toBeNull());
  });

  it('needs a subject of at least 5 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fill(user, { subject: 'Help' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Subject/)).toBe('Subject must be at least 5 characters'));
    await fill(user, { subject: 'Help!' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Subject/)).toBeNull());
  });

  it('needs a message of at least 20 characters in a 6-row box', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const box = field(/^Message/);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '6');
    await fill(user, { message: 'Too short to help.' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Message/)).toBe('Message must be at least 20 characters'));
    await fill(user, { message: 'Twenty characters ok' });
    await user.tab();
    await waitFor(() => expect(messageOf(/^Message/)).toBeNull());
  });

  it('treats the phone number as optional', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(field(/^Phone number/));
    await user.tab();
    expect(messageOf(/^Phone number/)).toBeNull();
    expect(screen.getByText(/answer every ticket within 2 hours/)).toBeInTheDocument();
  });
});

describe('ticket submission', () => {
  it("sends the trimmed ticket, shows 'Submitting...' while sending, then resets and confirms", async () => {
    const user = userEvent.setup({ delay: null });
    const variables = {
      input: { ...VALID, fullName: 'Jane Doe', phoneNumber: '+49 30 1234567', language: 'en' },
    };
    renderForm([
      {
        request: { query: SubmitTicketMutation, variables },
        result: {
          data: {
            submitTicket: {
              __typename: 'Ticket',
              id: 't1',
              status: 'open',
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          },
        },
        // Long enough to observe the sending state even on a busy machine.
        delay: 600,
      },
    ]);
    await fill(user, { ...VALID, fullName: '  Jane Doe ', phoneNumber: '+49 30 1234567' });
    await user.click(submit());

    await waitFor(() => {
      const sending = screen.getByRole('button', { name: 'Submitting...' });
      expect(sending).toBeDisabled();
    });

    const toastRegion = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toastRegion).findByText('Ticket Submitted!')).toBeInTheDocument();
    expect(
      within(toastRegion).getByText("We've received your support request and will respond soon."),
    ).toBeInTheDocument();
    expect(within(toastRegion).getByText('Ticket Submitted!').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'default',
    );
    expect(field(/^Full name/)).toHaveValue('');
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Phone number/)).toHaveValue('');
    expect(field(/^Subject/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    expect(submit()).toBeEnabled();
    expect(messageOf(/^Full name/)).toBeNull();
  });

  it('sends no phone number when it is left blank', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([
      {
        request: {
          query: SubmitTicketMutation,
          variables: { input: { ...VALID, phoneNumber: null, language: 'en' } },
        },
        result: {
          data: {
            submitTicket: {
              __typename: 'Ticket',
              id: 't2',
              status: 'open',
              createdAt: '2025-01-01T00:00:00.000Z',
            },
          },
        },
      },
    ]);
    await fill(user, VALID);
    await user.click(submit());
    expect(await screen.findByText('Ticket Submitted!')).toBeInTheDocument();
  });

  it('shows the destructive error toast and keeps the text when sending fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([
      {
        request: {
          query: SubmitTicketMutation,
          variables: { input: { ...VALID, phoneNumber: null, language: 'en' } },
        },
        error: new Error('Network down'),
      },
    ]);
    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByText('Failed to submit your ticket. Please try again.')).toBeInTheDocument();
    const alert = screen.getByText('Error').closest('[data-variant]');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(field(/^Subject/)).toHaveValue(VALID.subject);
    expect(submit()).toBeEnabled();
  });

  it('puts a server validation message under its field as well', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm([
      {
        request: {
          query: SubmitTicketMutation,
          variables: { input: { ...VALID, phoneNumber: null, language: 'en' } },
        },
        result: {
          errors: [
            new GraphQLError('Please enter a valid email address', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    await fill(user, VALID);
    await user.click(submit());

    expect(await screen.findByText('Failed to submit your ticket. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(messageOf(/^Email/)).toBe('Please enter a valid email address'));
  });
});
