/** Spec section 9: ticket minimums; the maximums are ours (they bound what is stored). */
export const TICKET_LIMITS = {
  fullName: { min: 2, max: 100 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 5000 },
  phoneNumber: { max: 40 },
} as const;

/** open → answered (a staff reply was mailed) → resolved; an admin may also set any of them. */
export const TICKET_STATUSES = ['open', 'answered', 'resolved'] as const;
export type TicketStatusName = (typeof TICKET_STATUSES)[number];

/** Who wrote a message of a ticket's conversation. */
export const TICKET_AUTHORS = ['customer', 'staff'] as const;
export type TicketAuthorName = (typeof TICKET_AUTHORS)[number];

/** A staff reply: not blank, bounded like a ticket's message. */
export const TICKET_REPLY_MAX = 5000;

/** The ticket number customers see in mails: the id's first 8 characters, upper-cased. */
export const ticketNumber = (ticketId: string): string => ticketId.slice(0, 8).toUpperCase();

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
  invalidStatus: `Status must be ${TICKET_STATUSES.slice(0, -1).join(', ')} or ${TICKET_STATUSES[TICKET_STATUSES.length - 1]}`,
  replyEmpty: 'Reply must not be empty',
  replyTooLong: `Reply must be at most ${TICKET_REPLY_MAX} characters`,
} as const;

export type TicketTextField = 'fullName' | 'subject' | 'message';

const TOO_SHORT: Readonly<Record<TicketTextField, string>> = {
  fullName: ticketMessages.fullNameTooShort,
  subject: ticketMessages.subjectTooShort,
  message: ticketMessages.messageTooShort,
};
const TOO_LONG: Readonly<Record<TicketTextField, string>> = {
  fullName: ticketMessages.fullNameTooLong,
  subject: ticketMessages.subjectTooLong,
  message: ticketMessages.messageTooLong,
};

/** The messages of a text field: [too short, too long]. */
export const ticketLengthMessages = (field: TicketTextField): readonly [string, string] => [
  TOO_SHORT[field],
  TOO_LONG[field],
];

/** Lengths count the trimmed text, so "  a  " cannot pass a 2-character minimum. */
export function ticketTextProblem(field: TicketTextField, value: unknown): string | undefined {
  if (typeof value !== 'string') return TOO_SHORT[field];
  const length = value.trim().length;
  if (length < TICKET_LIMITS[field].min) return TOO_SHORT[field];
  if (length > TICKET_LIMITS[field].max) return TOO_LONG[field];
  return undefined;
}

/** Optional and free-form (the spec sets no rule), only bounded. */
export function ticketPhoneProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return ticketMessages.phoneTooLong;
  return value.trim().length > TICKET_LIMITS.phoneNumber.max ? ticketMessages.phoneTooLong : undefined;
}

export const isTicketStatus = (value: unknown): value is TicketStatusName =>
  typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);

/** A staff reply's problem (on the trimmed text), or undefined. */
export function ticketReplyProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim().length === 0) return ticketMessages.replyEmpty;
  return value.trim().length > TICKET_REPLY_MAX ? ticketMessages.replyTooLong : undefined;
}
