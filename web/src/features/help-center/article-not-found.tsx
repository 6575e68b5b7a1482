import { ButtonLink } from '../../components/button';
import { NotFoundCard } from '../../components/not-found-card';
import { ButtonRow } from './article-next-steps';

/** What /help-center/:slug shows for an unknown slug. */
export function ArticleNotFound() {
  return (
    <NotFoundCard message="This help article does not exist or has moved.">
      <ButtonRow>
        <ButtonLink to="/help-center" $variant="primary" $size="md">
          Browse the Help Center
        </ButtonLink>
        <ButtonLink to="/" $variant="outline" $size="md">
          Back to Home
        </ButtonLink>
      </ButtonRow>
    </NotFoundCard>
  );
}
