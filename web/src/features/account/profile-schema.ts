import { checkoutMessages, MAX_NAME_LENGTH, profileMessages } from '@hometunnel/rules';
import * as yup from 'yup';

/** My Account's name form: both names required, as at checkout (the API checks the same rules). */
export const profileSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required(checkoutMessages.firstName)
    .max(MAX_NAME_LENGTH, profileMessages.firstNameTooLong),
  lastName: yup
    .string()
    .trim()
    .required(checkoutMessages.lastName)
    .max(MAX_NAME_LENGTH, profileMessages.lastNameTooLong),
});

export type ProfileValues = yup.InferType<typeof profileSchema>;
