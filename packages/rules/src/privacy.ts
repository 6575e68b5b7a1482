/**
 * Data rights and retention (issue 15): what the Privacy Policy promises ("How long we keep data",
 * "Your rights"), as numbers the api's retention job uses, and the messages of the export and the
 * account deletion that the api answers and the web's My Account shows.
 */

/** Connection data (raw checkout events, rate-limit entries holding client addresses). */
export const CONNECTION_DATA_DAYS = 30;
/** Support records (tickets and their messages), after their last activity. */
export const SUPPORT_RECORDS_YEARS = 2;
/** Account data, after the account's last activity. */
export const ACCOUNT_INACTIVITY_YEARS = 3;
/** Payment records (orders, anonymised when their customer deletes the account). */
export const PAYMENT_RECORDS_YEARS = 7;

export const privacyMessages = {
  deletePasswordRequired: 'Enter your password to delete your account',
  deletePasswordWrong: 'The password is incorrect. Your account was not deleted.',
  lastAdmin: 'You are the only admin. Make another account an admin before deleting yours.',
  accountDeleted: 'Your account has been deleted. We are sorry to see you go.',
} as const;

/** The name of the export's file for a given day (`YYYY-MM-DD`). */
export const exportFileName = (date: Date): string =>
  `hometunnel-data-${date.toISOString().slice(0, 10)}.json`;
