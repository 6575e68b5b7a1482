import { graphql, getFragmentData, type FragmentType } from '../../gql';
import styled from 'styled-components';
import { planPeriodLabel } from './device-features';
import { CardText, CardTitle, FeatureList, Price, ProductCard } from './product-card-parts';

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
    <ProductCard
      titleId={titleId}
      testId={`plan-card-${plan.category}`}
      featured={bestValue}
      badge="BEST VALUE"
      selected={props.selected}
      pending={props.pending}
      addLabel="Select Plan"
      selectedLabel="Plan Selected"
      onAdd={() => props.onAdd(plan)}
    >
      <Inner>
        <CardTitle id={titleId}>{plan.name}</CardTitle>
        <Price amount={plan.price} note={planPeriodLabel(plan.duration)} />
        <CardText>{plan.description}</CardText>
        <Divider />
        <FeatureList items={plan.features} label={`${plan.name} features`} />
      </Inner>
    </ProductCard>
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
