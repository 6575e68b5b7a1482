import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '../../components/button';
import { Card } from '../../components/card';
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
    <Wrap>
      <NotFoundCard data-testid="not-found">
        <Code aria-hidden="true">404</Code>
        <h1>404 Page Not Found</h1>
        <p>Page Not Found: the address may be mistyped, or the page has moved.</p>
        <HomeLink to="/" $variant="primary" $size="md">
          Back to Home
        </HomeLink>
      </NotFoundCard>
    </Wrap>
  );
}

const Wrap = styled.div`
  min-height: 80vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.layout.headerHeight + 48}px 16px 72px;
  background: ${({ theme }) => theme.gradients.soft};
`;

const NotFoundCard = styled(Card)`
  width: 100%;
  max-width: 480px;
  padding: 40px 32px;
  display: grid;
  gap: 12px;
  justify-items: center;
  text-align: center;
  h1 {
    font-size: 1.6rem;
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.span`
  font-size: 4.5rem;
  font-weight: 850;
  line-height: 1;
  letter-spacing: -0.05em;
  background: ${({ theme }) => theme.gradients.brand};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const HomeLink = styled(Link)<{ $variant: 'primary'; $size: 'md' }>`
  ${buttonStyles}
  margin-top: 8px;
`;
