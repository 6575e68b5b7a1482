import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { closeCookieSettings, saveConsent, useConsent } from '../../lib/consent';
import { media } from '../../theme/theme';
import { LegalDialog, usePreloadLegalDocuments } from './legal-dialog';

/**
 * The first-visit cookie choice (Cookie Policy): necessary only or accept analytics. A compact bar
 * kept at the bottom of the viewport (position: sticky at the end of the page), so it never covers
 * the end of a page: the checkout's buttons and the footer scroll above it. Dialogs and the cart
 * drawer sit above it. Shown again from the footer's "Cookie settings", and after 12 months.
 * The server renders it for a request without the consent cookie (lib/consent.ts).
 */
export default function CookieConsentBanner() {
  const consent = useConsent();
  const [policyOpen, setPolicyOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const preloadLegal = usePreloadLegalDocuments();
  const { locale } = useIntl();
  // English has always written the date the British way here ('6 September 2025').
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [locale],
  );
  const visible = consent.status === 'ask' || (consent.status === 'decided' && consent.settingsOpen);

  // Opened from "Cookie settings": focus moves into the bar and back to the link afterwards.
  useEffect(() => {
    if (!consent.settingsOpen) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    barRef.current?.focus();
  }, [consent.settingsOpen]);

  if (!visible && !policyOpen) return null;

  const choose = (analytics: boolean) => {
    const fromSettings = consent.settingsOpen;
    saveConsent(analytics);
    if (fromSettings) returnFocus.current?.focus();
  };

  return (
    <>
      {visible && (
        <Bar ref={barRef} tabIndex={-1} aria-labelledby="cookie-consent-title" data-testid="cookie-banner">
          <Inner>
            <Text>
              <h2 id="cookie-consent-title">
                <FormattedMessage id="legal.cookieBar.title" defaultMessage="Cookies" />
              </h2>
              <p>
                <FormattedMessage
                  id="legal.cookieBar.text"
                  defaultMessage="A necessary cookie keeps you signed in and your checkout secure. With your consent we also count the checkout steps visitors complete (analytics). We keep your choice for 12 months. <policy>Cookie Policy</policy>"
                  values={{
                    policy: (chunks) => (
                      <PolicyButton
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => setPolicyOpen(true)}
                        onPointerEnter={preloadLegal}
                        onFocus={preloadLegal}
                      >
                        {chunks}
                      </PolicyButton>
                    ),
                  }}
                />
              </p>
              {consent.status === 'decided' && (
                <p data-testid="cookie-current-choice">
                  <FormattedMessage
                    id="legal.cookieBar.currentChoice"
                    defaultMessage="Your choice: {analytics, select, yes {analytics accepted} other {necessary cookies only}} ({date})."
                    values={{
                      analytics: consent.choice.analytics ? 'yes' : 'no',
                      date: dateFormat.format(new Date(consent.choice.decidedAt)),
                    }}
                  />
                </p>
              )}
            </Text>
            <Actions>
              <Button size="sm" variant="secondary" onClick={() => choose(false)}>
                <FormattedMessage id="legal.cookieBar.necessaryOnly" defaultMessage="Necessary only" />
              </Button>
              <Button size="sm" onClick={() => choose(true)}>
                <FormattedMessage id="legal.cookieBar.acceptAnalytics" defaultMessage="Accept analytics" />
              </Button>
              {consent.status === 'decided' && (
                <Button size="sm" variant="ghost" onClick={closeCookieSettings}>
                  <FormattedMessage id="legal.cookieBar.keepChoice" defaultMessage="Keep my choice" />
                </Button>
              )}
            </Actions>
          </Inner>
        </Bar>
      )}
      {policyOpen && <LegalDialog documentId="cookies" onClose={() => setPolicyOpen(false)} />}
    </>
  );
}

const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.header};
  padding: 10px 0;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: 0 -6px 20px rgba(15, 23, 42, 0.12);
  font-size: 0.85rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  ${media.md} {
    padding: 12px 0;
    font-size: 0.9rem;
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: 8px;
  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 20px;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 2px;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    font-size: 0.95rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const PolicyButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primaryHover};
  text-decoration: underline;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    flex: 1 1 auto;
  }
  ${media.md} {
    button {
      flex: 0 0 auto;
    }
  }
`;
