import { isEmailAddress, TICKET_LIMITS, ticketMessages } from '@hometunnel/rules';
import * as yup from 'yup';

/** Spec section 9's minimums and the API's maximums (so a long text fails here first). */
export { TICKET_LIMITS };

/** Spec section 5 (support ticket), shared with the API, under the names the form uses. */
export const TICKET_MESSAGES = {
  fullNameShort: ticketMessages.fullNameTooShort,
  fullNameLong: ticketMessages.fullNameTooLong,
  emailInvalid: ticketMessages.invalidEmail,
  phoneLong: ticketMessages.phoneTooLong,
  subjectShort: ticketMessages.subjectTooShort,
  subjectLong: ticketMessages.subjectTooLong,
  messageShort: ticketMessages.messageTooShort,
  messageLong: ticketMessages.messageTooLong,
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
