import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { shopConfig } from '../../config/shop-config';
import { canonicalPath, LocalizedLink } from '../../i18n';
import { useSession } from '../../lib/session/session-store';
import { scrollToSection } from '../../lib/sections';
import { media } from '../../theme/theme';
import { CloseIcon, MenuIcon } from '../icons';
import { BrandLogo } from './brand';
import { HeaderAccountButton } from './header-account-button';
import { HeaderCartButton } from './header-cart-button';
import { HeaderNavItems, navLinkStyles } from './header-nav-items';
import { LanguageSuggestion } from './language-suggestion';
import { LanguageSwitcher } from './language-switcher';
import { useHeaderVisibility } from './use-header-visibility';

const messages = defineMessages({
  main: { id: 'layout.header.mainNav', defaultMessage: 'Main' },
  mobile: { id: 'layout.header.mobileNav', defaultMessage: 'Mobile' },
  openMenu: { id: 'layout.header.openMenu', defaultMessage: 'Open menu' },
  closeMenu: { id: 'layout.header.closeMenu', defaultMessage: 'Close menu' },
});

export function Header({ onOpenCart, onCartIntent }: { onOpenCart: () => void; onCartIntent?: () => void }) {
  const { visible, reveal } = useHeaderVisibility();
  const [menuOpen, setMenuOpen] = useState(false);
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const menuId = useId();
  const intl = useIntl();

  // The mobile menu closes when the bar hides, and on navigation.
  useEffect(() => {
    if (!visible) setMenuOpen(false);
  }, [visible]);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const returnTo = `${location.pathname}${location.search}`;
  const accountButton = <HeaderAccountButton signedIn={isAuthenticated} returnTo={returnTo} />;

  return (
    <Bar $hidden={!visible} data-visible={visible} onFocusCapture={reveal} data-testid="site-header">
      <Inner>
        <BrandLink
          to="/"
          aria-label={intl.formatMessage(
            { id: 'layout.header.brandHome', defaultMessage: '{brand} home' },
            { brand: shopConfig.brandName },
          )}
          onClick={(e) => {
            if (canonicalPath(location.pathname) === '/' && scrollToSection('home')) e.preventDefault();
          }}
        >
          <BrandLogo />
        </BrandLink>

        <DesktopNav aria-label={intl.formatMessage(messages.main)}>
          <ul>
            <HeaderNavItems />
          </ul>
        </DesktopNav>

        <Actions>
          <DesktopOnly>
            <LanguageSwitcher compact />
          </DesktopOnly>
          <HeaderCartButton onOpen={onOpenCart} onIntent={onCartIntent} />
          <DesktopOnly>{accountButton}</DesktopOnly>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={intl.formatMessage(menuOpen ? messages.closeMenu : messages.openMenu)}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuToggle>
        </Actions>
      </Inner>

      <MobileMenu id={menuId} hidden={!menuOpen} aria-label={intl.formatMessage(messages.mobile)}>
        <ul>
          <HeaderNavItems onNavigate={() => setMenuOpen(false)} />
        </ul>
        <MobileAccount>{accountButton}</MobileAccount>
        <LanguageSwitcher />
      </MobileMenu>
      <LanguageSuggestion />
    </Bar>
  );
}

const Bar = styled.header<{ $hidden: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.z.header};
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: transform 250ms ease;
  ${({ $hidden }) =>
    $hidden &&
    css`
      transform: translateY(-100%);
    `}
`;

const Inner = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 24px;
  ${media.sm} {
    padding: 0 24px;
  }
`;

const BrandLink = styled(LocalizedLink)`
  display: inline-flex;
  border-radius: 10px;
  &:hover {
    text-decoration: none;
  }
`;

const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  ul {
    display: flex;
    gap: 2px;
    list-style: none;
  }
  a {
    ${navLinkStyles}
  }
  ${media.lg} {
    display: block;
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 10px;
`;

const DesktopOnly = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
`;

const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  ${media.lg} {
    display: none;
  }
`;

const MobileMenu = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  padding: 12px 16px 20px;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ul {
    list-style: none;
    display: grid;
    gap: 2px;
  }
  a:not([data-button]) {
    ${navLinkStyles} display: flex;
    height: 48px;
    font-size: 1rem;
  }
  &[hidden] {
    display: none;
  }
  ${media.lg} {
    display: none;
  }
`;

const MobileAccount = styled.div`
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    width: 100%;
    height: 46px;
  }
`;
