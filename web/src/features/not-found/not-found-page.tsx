import styled from 'styled-components';
import { ButtonLink } from '../../components/button';
import { NotFoundCard } from '../../components/not-found-card';

/** Any unknown path: a card titled '404 Page Not Found' (its head: seo/routes.ts). */
export default function NotFoundPage() {
  return (
    <NotFoundCard message="The address may be mistyped, or the page has moved.">
      <HomeLink to="/" $variant="primary" $size="md">
        Back to Home
      </HomeLink>
    </NotFoundCard>
  );
}

const HomeLink = styled(ButtonLink)`
  margin-top: 8px;
`;
