import { useEffect } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { NotFoundCard } from '../../components/not-found-card';
import { shopConfig } from '../../config/shop-config';

/** Any unknown path: a card titled '404 Page Not Found'. */
export default function NotFoundPage() {
  useEffect(() => {
    const previous = document.title;
    document.title = `Page Not Found · ${shopConfig.brandName}`;
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <NotFoundCard message="Page Not Found: the address may be mistyped, or the page has moved.">
      <HomeLink to="/" $variant="primary" $size="md">
        Back to Home
      </HomeLink>
    </NotFoundCard>
  );
}

const HomeLink = styled(ButtonLink)`
  margin-top: 8px;
`;
