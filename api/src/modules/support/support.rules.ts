import {
  isTicketStatus,
  ticketMessages as sharedTicketMessages,
  ticketPhoneProblem,
  ticketReplyProblem,
  ticketTextProblem,
  type TicketTextField,
} from '@hometunnel/rules';
import { invalidCharactersMessage, isUnsafeText, labelOf, type Rule } from '../../common/check';
import { emailRule } from '../accounts/accounts.rules';

/** The shared list (open → answered → resolved) as the GraphQL enum. */
export enum TicketStatus {
  open = 'open',
  answered = 'answered',
  resolved = 'resolved',
}

/** Spec section 5 (support ticket) messages, shared with the web's ticket form, and the API's own. */
export const ticketMessages = {
  ...sharedTicketMessages,
  notFound: 'Ticket not found',
  tooMany: 'Too many messages sent from this address. Please try again later.',
} as const;

/** The shared length rule (on the trimmed text), then no control characters. */
const ticketText =
  (field: TicketTextField, multiline = false): Rule =>
  (value) =>
    ticketTextProblem(field, value) ??
    (isUnsafeText(value as string, multiline) ? invalidCharactersMessage(labelOf(field)) : undefined);

export const fullNameRule = ticketText('fullName');
export const subjectRule = ticketText('subject');
export const messageRule = ticketText('message', true);

/** The account email rule, with the ticket form's own wording. */
export const ticketEmailRule: Rule = (value, input) =>
  emailRule(value, input) === undefined ? undefined : ticketMessages.invalidEmail;

/** Optional and free-form (the spec sets no rule), only bounded. */
export const phoneNumberRule: Rule = ticketPhoneProblem;

/** A staff reply: the shared length rule (trimmed), then no control characters but line breaks. */
export const replyRule: Rule = (value) =>
  ticketReplyProblem(value) ??
  (isUnsafeText(value as string, true) ? invalidCharactersMessage('Reply') : undefined);

export const ticketStatusRule: Rule = (value) =>
  isTicketStatus(value) ? undefined : ticketMessages.invalidStatus;

export interface TicketFields {
  fullName: string;
  email: string;
  phoneNumber?: string | null;
  subject: string;
  message: string;
}

/** What is stored: trimmed text, the email lower-cased, a blank phone number as none. */
export function normalizeTicket(input: TicketFields): Required<TicketFields> {
  const phone = input.phoneNumber?.trim();
  return {
    fullName: input.fullName.trim(),
    email: input.email.trim().toLowerCase(),
    phoneNumber: phone ? phone : null,
    subject: input.subject.trim(),
    message: input.message.trim(),
  };
}
