import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../components/container';
import { MailIcon } from '../../components/icons';
import { BrandLogo } from '../../components/layout/brand';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { SectionLink } from '../../components/layout/section-link';
import { shopConfig } from '../../config/shop-config';
import { openCookieSettings } from '../../lib/consent';
import { LocalizedLink as Link } from '../../i18n';
import { mailtoHref } from '../../lib/email';
import { media } from '../../theme/theme';
import { LEGAL_TITLES, LegalDialog, usePreloadLegalDocuments, type LegalDocumentId } from './legal-dialog';

const messages = defineMessages({
  siteInformation: { id: 'legal.footer.siteInformation', defaultMessage: 'Site information' },
  tagline: {
    id: 'legal.footer.tagline',
    defaultMessage:
      'Your home internet connection, anywhere in the world. Plug-and-play VPN tunnel routers for remote workers and travellers.',
  },
  products: { id: 'legal.footer.products', defaultMessage: 'Products' },
  subscriptionPlans: { id: 'legal.footer.subscriptionPlans', defaultMessage: 'Subscription Plans' },
  aboutUs: { id: 'legal.footer.aboutUs', defaultMessage: 'About Us' },
  support: { id: 'legal.footer.support', defaultMessage: 'Support' },
  documentation: { id: 'legal.footer.documentation', defaultMessage: 'Documentation' },
  howItWorks: { id: 'legal.footer.howItWorks', defaultMessage: 'How it Works' },
  contact: { id: 'legal.footer.contact', defaultMessage: 'Contact Us' },
  help: { id: 'legal.footer.help', defaultMessage: 'Help & Support' },
  legal: { id: 'legal.footer.legal', defaultMessage: 'Legal' },
  cookieSettings: { id: 'legal.footer.cookieSettings', defaultMessage: 'Cookie settings' },
  payments: { id: 'legal.footer.payments', defaultMessage: 'Accepted payment methods' },
});

const PAYMENT_METHODS = [
  { name: 'PayPal', kind: 'wallet' },
  { name: 'VISA', kind: 'card' },
  { name: 'Mastercard', kind: 'card' },
  { name: 'American Express', kind: 'card' },
] as const;

/** #footer: product and support links, legal dialogs, accepted payments, copyright. */
export default function SiteFooter() {
  const [legal, setLegal] = useState<LegalDocumentId | null>(null);
  const { brandName, supportEmail } = shopConfig;
  const intl = useIntl();
  const preloadLegal = usePreloadLegalDocuments();

  return (
    <Footer id="footer" aria-labelledby="footer-title">
      <h2 id="footer-title" className="visually-hidden">
        {intl.formatMessage(messages.siteInformation)}
      </h2>
      <Container>
        <Columns>
          <BrandColumn>
            <BrandLogo tone="light" />
            <p>{intl.formatMessage(messages.tagline)}</p>
            <MailLink href={mailtoHref(supportEmail)}>
              <MailIcon size={16} /> {supportEmail}
            </MailLink>
          </BrandColumn>

          <nav aria-labelledby="footer-products">
            <ColumnTitle id="footer-products">{intl.formatMessage(messages.products)}</ColumnTitle>
            <LinkList>
              <li>
                <SectionLink section="shop">Light Package</SectionLink>
              </li>
              <li>
                <SectionLink section="shop">Pro Package</SectionLink>
              </li>
              <li>
                <SectionLink section="subscription">
                  {intl.formatMessage(messages.subscriptionPlans)}
                </SectionLink>
              </li>
              <li>
                <SectionLink section="about">{intl.formatMessage(messages.aboutUs)}</SectionLink>
              </li>
            </LinkList>
          </nav>

          <nav aria-labelledby="footer-support">
            <ColumnTitle id="footer-support">{intl.formatMessage(messages.support)}</ColumnTitle>
            <LinkList>
              <li>
                <Link to="/help-center">{intl.formatMessage(messages.documentation)}</Link>
              </li>
              <li>
                <SectionLink section="how-it-works">{intl.formatMessage(messages.howItWorks)}</SectionLink>
              </li>
              <li>
                <a href={mailtoHref(supportEmail)}>{intl.formatMessage(messages.contact)}</a>
              </li>
              <li>
                <Link to="/help">{intl.formatMessage(messages.help)}</Link>
              </li>
            </LinkList>
          </nav>

          <div>
            <ColumnTitle as="h3" id="footer-legal">
              {intl.formatMessage(messages.legal)}
            </ColumnTitle>
            <LinkList aria-labelledby="footer-legal">
              {(Object.keys(LEGAL_TITLES) as LegalDocumentId[]).map((id) => (
                <li key={id}>
                  <LegalButton
                    type="button"
                    onClick={() => setLegal(id)}
                    onPointerEnter={preloadLegal}
                    onFocus={preloadLegal}
                    aria-haspopup="dialog"
                  >
                    {intl.formatMessage(LEGAL_TITLES[id])}
                  </LegalButton>
                </li>
              ))}
              <li>
                <LegalButton type="button" onClick={openCookieSettings} data-testid="cookie-settings">
                  {intl.formatMessage(messages.cookieSettings)}
                </LegalButton>
              </li>
            </LinkList>
          </div>
        </Columns>

        <Bottom>
          <p>
            <FormattedMessage
              id="legal.footer.copyright"
              defaultMessage="© 2025 {brand}. All rights reserved."
              values={{ brand: brandName }}
            />
          </p>
          <FooterLanguages />
          <Payments aria-label={intl.formatMessage(messages.payments)}>
            {PAYMENT_METHODS.map((method) => (
              <PaymentChip key={method.name} $kind={method.kind}>
                {method.name}
              </PaymentChip>
            ))}
          </Payments>
        </Bottom>
      </Container>
      <LegalDialog documentId={legal} onClose={() => setLegal(null)} />
    </Footer>
  );
}

const Footer = styled.footer`
  background: ${({ theme }) => theme.colors.navy};
  color: #9fb0cc;
  padding: 64px 0 32px;
  font-size: 0.95rem;
`;

const Columns = styled.div`
  display: grid;
  gap: 36px;
  grid-template-columns: 1fr 1fr;
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
    gap: 48px;
  }
`;

const BrandColumn = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 16px;
  align-content: start;
  p {
    max-width: 34em;
  }
  ${media.lg} {
    grid-column: auto;
  }
`;

const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: #dbe4f5;
  justify-self: start;
`;

const ColumnTitle = styled.h3`
  color: #fff;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  margin-bottom: 14px;
`;

const LinkList = styled.ul`
  list-style: none;
  display: grid;
  gap: 4px;
  a,
  button {
    display: inline-flex;
    min-height: 32px;
    align-items: center;
    color: #b3c1da;
    text-decoration: none;
  }
  a:hover,
  button:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const LegalButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
`;

const Bottom = styled.div`
  margin-top: 48px;
  padding-top: 24px;
  border-top: 1px solid rgba(148, 163, 184, 0.18);
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  font-size: 0.88rem;
`;

const FooterLanguages = styled(LanguageSwitcher)`
  a {
    color: #e2e8f0;
  }
`;

const Payments = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const PaymentChip = styled.li<{ $kind: 'wallet' | 'card' }>`
  display: inline-flex;
  align-items: center;
  height: 30px;
  padding: 0 12px;
  border-radius: 8px;
  background: #fff;
  color: ${({ $kind }) => ($kind === 'wallet' ? '#1e3a8a' : '#0b1530')};
  font-weight: 800;
  font-size: 0.78rem;
  letter-spacing: ${({ $kind }) => ($kind === 'wallet' ? '-0.01em' : '0.04em')};
  font-style: ${({ $kind }) => ($kind === 'wallet' ? 'italic' : 'normal')};
`;
