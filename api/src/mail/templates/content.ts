import type { ReactElement } from 'react';

/** One mail before rendering: its subject and the React element both parts are rendered from. */
export interface MailContent {
  subject: string;
  element: ReactElement;
}

/** Text for a header line: user-written parts lose line breaks and stay bounded (the outbox keeps 300). */
export function headerText(value: string, max = 120): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}
