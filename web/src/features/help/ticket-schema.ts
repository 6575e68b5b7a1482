import * as yup from 'yup';
import { isEmailAddress } from '../../lib/email';

/** Spec section 9: ticket minimums. The upper bounds match the API's (so a long text fails here first). */
export const TICKET_LIMITS = {
  fullName: { min: 2, max: 100 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 5000 },
  phoneNumber: { max: 40 },
} as const;

/** Spec section 5 (support ticket), word for word; the "at most" messages are the API's own. */
export const TICKET_MESSAGES = {
  fullNameShort: `Full name must be at least ${TICKET_LIMITS.fullName.min} characters`,
  fullNameLong: `Full name must be at most ${TICKET_LIMITS.fullName.max} characters`,
  emailInvalid: 'Please enter a valid email address',
  phoneLong: `Phone number must be at most ${TICKET_LIMITS.phoneNumber.max} characters`,
  subjectShort: `Subject must be at least ${TICKET_LIMITS.subject.min} characters`,
  subjectLong: `Subject must be at most ${TICKET_LIMITS.subject.max} characters`,
  messageShort: `Message must be at least ${TICKET_LIMITS.message.min} characters`,
  messageLong: `Message must be at most ${TICKET_LIMITS.message.max} characters`,
} as const;

/** Lengths are counted on the trimmed text, as the API does ("  a  " is not a 2-character name). */
export const ticketSchema = yup.object({
  fullName: yup
    .string()
    .trim()
    .default('')
    .min(TICKET_LIMITS.fullName.min, TICKET_MESSAGES.fullNameShort)
    .max(TICKET_LIMITS.fullName.max, TICKET_MESSAGES.fullNameLong)
    .required(TICKET_MESSAGES.fullNameShort),
  email: yup
    .string()
    .trim()
    .default('')
    .required(TICKET_MESSAGES.emailInvalid)
    .test('email', TICKET_MESSAGES.emailInvalid, (value) => isEmailAddress(value)),
  phoneNumber: yup.string().trim().default('').max(TICKET_LIMITS.phoneNumber.max, TICKET_MESSAGES.phoneLong),
  subject: yup
    .string()
    .trim()
    .default('')
    .min(TICKET_LIMITS.subject.min, TICKET_MESSAGES.subjectShort)
    .max(TICKET_LIMITS.subject.max, TICKET_MESSAGES.subjectLong)
    .required(TICKET_MESSAGES.subjectShort),
  message: yup
    .string()
    .trim()
    .default('')
    .min(TICKET_LIMITS.message.min, TICKET_MESSAGES.messageShort)
    .max(TICKET_LIMITS.message.max, TICKET_MESSAGES.messageLong)
    .required(TICKET_MESSAGES.messageShort),
});

export interface TicketValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  subject: string;
  message: string;
}

export const emptyTicket: TicketValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  subject: '',
  message: '',
};

/** The form's values as the API input: trimmed, a blank phone number sent as none. */
export function toTicketInput(values: TicketValues) {
  const phone = values.phoneNumber.trim();
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phoneNumber: phone ? phone : null,
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

const fieldByMessage = new Map<string, keyof TicketValues>([
  [TICKET_MESSAGES.fullNameShort, 'fullName'],
  [TICKET_MESSAGES.fullNameLong, 'fullName'],
  [TICKET_MESSAGES.emailInvalid, 'email'],
  [TICKET_MESSAGES.phoneLong, 'phoneNumber'],
  [TICKET_MESSAGES.subjectShort, 'subject'],
  [TICKET_MESSAGES.subjectLong, 'subject'],
  [TICKET_MESSAGES.messageShort, 'message'],
  [TICKET_MESSAGES.messageLong, 'message'],
]);

/** The field a server validation message belongs to, so it can be shown under that field. */
export function fieldForServerMessage(message: string | undefined): keyof TicketValues | undefined {
  return message ? fieldByMessage.get(message) : undefined;
}
