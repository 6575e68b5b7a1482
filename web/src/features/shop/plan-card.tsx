import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { planPeriodLabel } from './device-features';
import { CardText, CardTitle, FeatureList, featureListLabel, Price, ProductCard } from './product-card-parts';
import { useProductTexts } from './product-texts';

const messages = defineMessages({
  badge: { id: 'shop.plan.badge', defaultMessage: 'BEST VALUE' },
  select: { id: 'shop.plan.select', defaultMessage: 'Select Plan' },
  selected: { id: 'shop.plan.selected', defaultMessage: 'Plan Selected' },
});

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
  const { description, features } = useProductTexts(plan);
  const intl = useIntl();
  const bestValue = plan.category === 'secure';
  const titleId = `plan-${plan.id}-title`;
  return (
    <ProductCard
      titleId={titleId}
      testId={`plan-card-${plan.category}`}
      featured={bestValue}
      badge={intl.formatMessage(messages.badge)}
      selected={props.selected}
      pending={props.pending}
      addLabel={intl.formatMessage(messages.select)}
      selectedLabel={intl.formatMessage(messages.selected)}
      onAdd={() => props.onAdd(plan)}
    >
      <Inner>
        <CardTitle id={titleId}>{plan.name}</CardTitle>
        <Price amount={plan.price} note={planPeriodLabel(intl, plan.duration)} />
        <CardText>{description}</CardText>
        <Divider />
        <FeatureList items={features} label={intl.formatMessage(featureListLabel, { name: plan.name })} />
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
