import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../components/container';
import { ScreenPage } from '../../components/layout/screen-page';
import { LockIcon } from '../../components/icons';
import { PageSpinner } from '../../components/spinner';

const messages = defineMessages({
  title: { id: 'checkout.frame.title', defaultMessage: 'Checkout' },
  promise: { id: 'checkout.frame.promise', defaultMessage: 'Secure checkout · Prices include VAT' },
  loading: { id: 'checkout.frame.loading', defaultMessage: 'Loading your checkout' },
});

/**
 * The checkout page around whatever it shows: its heading and promise. The server renders it with
 * the loading state, so the page paints before its code has run.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ScreenPage>
      <Container>
        <Head>
          <h1>{intl.formatMessage(messages.title)}</h1>
          <p>
            <LockIcon size={16} aria-hidden="true" /> {intl.formatMessage(messages.promise)}
          </p>
        </Head>
        {children}
      </Container>
    </ScreenPage>
  );
}

/** The checkout while its cart and who is signed in are being learnt. */
export function CheckoutLoading() {
  const intl = useIntl();
  return (
    <CheckoutFrame>
      <PageSpinner label={intl.formatMessage(messages.loading)} />
    </CheckoutFrame>
  );
}

const Head = styled.div`
  max-width: 880px;
  margin: 0 auto 24px;
  display: grid;
  gap: 6px;
  text-align: center;
  h1 {
    font-size: clamp(1.6rem, 1.2rem + 1.6vw, 2.2rem);
    font-weight: 750;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
