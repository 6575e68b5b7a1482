import { forwardRef } from 'react';
import {
  Link,
  NavLink,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { useLocalizedPath } from './use-language';

function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizedPath();
  return (to) =>
    typeof to === 'string' ? localize(to) : { ...to, pathname: to.pathname && localize(to.pathname) };
}

/** react-router's Link, with `to` written in English form and followed in the page's language. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocalizedLink(
  { to, ...rest },
  ref,
) {
  return <Link ref={ref} to={useLocalizedTo()(to)} {...rest} />;
});

/** react-router's NavLink, localized like LocalizedLink. */
export const LocalizedNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocalizedNavLink(
  { to, ...rest },
  ref,
) {
  return <NavLink ref={ref} to={useLocalizedTo()(to)} {...rest} />;
});

/** useNavigate whose string targets are English-form paths, followed in the page's language. */
export function useLocalizedNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedTo();
  return (to, options) => (typeof to === 'number' ? navigate(to) : navigate(localize(to), options));
}
