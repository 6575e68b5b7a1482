import { invalidCharactersMessage, isUnsafeText, type Rule } from '../../common/check';
import { emailRule } from '../accounts/accounts.rules';

export const TICKET_LIMITS = {
  fullName: { min: 2, max: 100 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 5000 },
  phoneNumber: { max: 40 },
} as const;

export enum TicketStatus {
  open = 'open',
  resolved = 'resolved',
}
export const TICKET_STATUSES: readonly string[] = Object.values(TicketStatus);

/** Spec section 5 (support ticket) messages, word for word; the max-length ones are ours. */
export const ticketMessages = {
  fullNameTooShort: `Full name must be at least ${TICKET_LIMITS.fullName.min} characters`,
  fullNameTooLong: `Full name must be at most ${TICKET_LIMITS.fullName.max} characters`,
  invalidEmail: 'Please enter a valid email address',
  subjectTooShort: `Subject must be at least ${TICKET_LIMITS.subject.min} characters`,
  subjectTooLong: `Subject must be at most ${TICKET_LIMITS.subject.max} characters`,
  messageTooShort: `Message must be at least ${TICKET_LIMITS.message.min} characters`,
  messageTooLong: `Message must be at most ${TICKET_LIMITS.message.max} characters`,
  phoneTooLong: `Phone number must be at most ${TICKET_LIMITS.phoneNumber.max} characters`,
  invalidStatus: 'Status must be open or resolved',
  notFound: 'Ticket not found',
  tooMany: 'Too many messages sent from this address. Please try again later.',
} as const;

/** Length bounds on the trimmed text, so "  a  " cannot pass a 2-character minimum. */
const trimmedLength =
  (min: number, max: number, tooShort: string, tooLong: string, label: string, multiline = false): Rule =>
  (value) => {
    if (typeof value !== 'string') return tooShort;
    const length = value.trim().length;
    if (length < min) return tooShort;
    if (length > max) return tooLong;
    if (isUnsafeText(value, multiline)) return invalidCharactersMessage(label);
    return undefined;
  };

export const fullNameRule = trimmedLength(
  TICKET_LIMITS.fullName.min,
  TICKET_LIMITS.fullName.max,
  ticketMessages.fullNameTooShort,
  ticketMessages.fullNameTooLong,
  'Full name',
);
export const subjectRule = trimmedLength(
  TICKET_LIMITS.subject.min,
  TICKET_LIMITS.subject.max,
  ticketMessages.subjectTooShort,
  ticketMessages.subjectTooLong,
  'Subject',
);
export const messageRule = trimmedLength(
  TICKET_LIMITS.message.min,
  TICKET_LIMITS.message.max,
  ticketMessages.messageTooShort,
  ticketMessages.messageTooLong,
  'Message',
  true,
);

/** The account email rule, with the ticket form's own wording. */
export const ticketEmailRule: Rule = (value, input) =>
  emailRule(value, input) === undefined ? undefined : ticketMessages.invalidEmail;

/** Optional and free-form (the spec sets no rule), only bounded. */
export const phoneNumberRule: Rule = (value) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return ticketMessages.phoneTooLong;
  return value.trim().length > TICKET_LIMITS.phoneNumber.max ? ticketMessages.phoneTooLong : undefined;
};

export const ticketStatusRule: Rule = (value) =>
  typeof value === 'string' && TICKET_STATUSES.includes(value) ? undefined : ticketMessages.invalidStatus;

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
