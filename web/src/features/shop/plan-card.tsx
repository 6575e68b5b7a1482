import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CheckIcon } from '../../components/icons';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatPrice } from '../../lib/money';
import styled from 'styled-components';
import { planPeriodLabel } from './device-features';
import {
  CardBadge,
  CardFooter,
  CardText,
  CardTitle,
  FeatureList,
  PriceRow,
  ProductCardShell,
} from './product-card-parts';

export const PlanCardProductFragment = graphql(`
  fragment PlanCardProduct on Product {
    id
    name
    type
    category
    price
    description
    features
    duration
  }
`);

export interface PlanCardProps {
  product: FragmentType<typeof PlanCardProductFragment>;
  selected: boolean;
  pending: boolean;
  onAdd: (product: { id: string; name: string; type: 'device' | 'subscription' }) => void;
}

export function PlanCard(props: PlanCardProps) {
  const plan = getFragmentData(PlanCardProductFragment, props.product);
  const bestValue = plan.category === 'secure';
  const titleId = `plan-${plan.id}-title`;
  return (
    <ProductCardShell
      $featured={bestValue}
      aria-labelledby={titleId}
      data-testid={`plan-card-${plan.category}`}
    >
      {bestValue && (
        <CardBadge>
          <Badge $tone="brand">BEST VALUE</Badge>
        </CardBadge>
      )}
      <Inner>
        <CardTitle id={titleId}>{plan.name}</CardTitle>
        <PriceRow>
          <strong>{formatPrice(plan.price)}</strong>
          <span>{planPeriodLabel(plan.duration)}</span>
        </PriceRow>
        <CardText>{plan.description}</CardText>
        <Divider />
        <FeatureList items={plan.features} label={`${plan.name} features`} />
      </Inner>
      <CardFooter>
        <Button
          size="lg"
          block
          variant={bestValue ? 'primary' : 'outline'}
          disabled={props.selected || props.pending}
          aria-busy={props.pending || undefined}
          onClick={() => props.onAdd(plan)}
        >
          {props.selected ? (
            <>
              <CheckIcon size={18} /> Plan Selected
            </>
          ) : (
            'Select Plan'
          )}
        </Button>
      </CardFooter>
    </ProductCardShell>
  );
}

const Inner = styled.div`
  display: grid;
  gap: 14px;
  padding: 12px 8px 0;
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 4px 0;
  width: 100%;
`;
