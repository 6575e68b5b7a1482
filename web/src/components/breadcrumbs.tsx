import { LocalizedLink as Link } from '../i18n/localized-link';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

export interface Crumb {
  to: string;
  label: string;
}

/** "Help & Support / Help Center / This page": the trail's links, then the current page. */
export function Breadcrumbs({
  trail,
  current,
  centered,
}: {
  trail: Crumb[];
  current: string;
  centered?: boolean;
}) {
  const label = useIntl().formatMessage({ id: 'layout.breadcrumbs.label', defaultMessage: 'Breadcrumb' });
  return (
    <Crumbs aria-label={label} $centered={centered}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </Crumbs>
  );
}

const Crumbs = styled.nav<{ $centered?: boolean }>`
  ${({ $centered }) => ($centered ? 'margin-bottom: 8px;' : '')}
  font-size: 0.875rem;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    ${({ $centered }) => ($centered ? 'justify-content: center;' : '')}
    gap: 6px;
  }
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;
