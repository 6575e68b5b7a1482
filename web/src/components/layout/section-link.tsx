import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalPath, LocalizedLink } from '../../i18n';
import { scrollToSection } from '../../lib/sections';

export interface SectionLinkProps {
  section: string;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section: on / it scrolls there smoothly; on any other page it goes to
 * /#{section} (where the landing page scrolls to it once rendered).
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  const { pathname } = useLocation();
  return (
    <LocalizedLink
      to={`/#${section}`}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        if (
          canonicalPath(pathname) === '/' &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          scrollToSection(section)
        ) {
          event.preventDefault();
        }
      }}
    >
      {children}
    </LocalizedLink>
  );
}
