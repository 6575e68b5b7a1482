import styled from 'styled-components';
import { deviceGalleries, deviceHighlights } from '../../content/landing';
import { AvailabilityBadge } from '../../components/availability-badge';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { deviceFeatureLines } from './device-features';
import { DeviceGallery } from './device-gallery';
import { CardText, CardTitle, FeatureList, Price, ProductCard } from './product-card-parts';

export const DeviceCardProductFragment = graphql(`
  fragment DeviceCardProduct on Product {
    id
    name
    type
    category
    price
    description
    features
    availability
  }
`);

export interface DeviceCardProps {
  product: FragmentType<typeof DeviceCardProductFragment>;
  selected: boolean;
  pending: boolean;
  onAdd: (product: { id: string; name: string; type: 'device' | 'subscription' }) => void;
}

export function DeviceCard(props: DeviceCardProps) {
  const product = getFragmentData(DeviceCardProductFragment, props.product);
  const category = product.category === 'pro' ? 'pro' : 'light';
  const highlight = deviceHighlights[category];
  const popular = product.category === 'pro';
  const titleId = `device-${product.id}-title`;

  return (
    <ProductCard
      titleId={titleId}
      testId={`device-card-${product.category}`}
      featured={popular}
      badge="MOST POPULAR"
      selected={props.selected}
      pending={props.pending}
      addLabel="Add to Cart"
      selectedLabel="Device Selected"
      onAdd={() => props.onAdd(product)}
    >
      <DeviceGallery images={deviceGalleries[category]} name={product.name} />
      <Body>
        <CardTitle id={titleId}>{product.name}</CardTitle>
        <Tagline>{highlight.tagline}</Tagline>
        <Price amount={product.price} note="one-time, incl. VAT" />
        <AvailabilityBadge availability={product.availability} />
        <CardText>{product.description}</CardText>
        <FeatureList
          items={deviceFeatureLines(product.category, product.features)}
          label={`${product.name} features`}
        />
      </Body>
    </ProductCard>
  );
}

const Body = styled.div`
  display: grid;
  gap: 14px;
  padding: 0 4px;
`;

const Tagline = styled.p`
  margin-top: -6px;
  font-weight: 550;
  color: ${({ theme }) => theme.colors.primary};
`;
