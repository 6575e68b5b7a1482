import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useContent } from '../../content/localized';
import { AvailabilityBadge } from '../../components/availability-badge';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { deviceFeatureLines } from './device-features';
import { DeviceGallery } from './device-gallery';
import { CardText, CardTitle, FeatureList, featureListLabel, Price, ProductCard } from './product-card-parts';
import { useProductTexts } from './product-texts';

const messages = defineMessages({
  badge: { id: 'shop.device.badge', defaultMessage: 'MOST POPULAR' },
  add: { id: 'shop.device.add', defaultMessage: 'Add to Cart' },
  selected: { id: 'shop.device.selected', defaultMessage: 'Device Selected' },
  priceNote: { id: 'shop.device.priceNote', defaultMessage: 'one-time, incl. VAT' },
});

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
  const { deviceGalleries, deviceHighlights } = useContent('landing');
  const { description, features } = useProductTexts(product);
  const intl = useIntl();
  const highlight = deviceHighlights[category];
  const popular = product.category === 'pro';
  const titleId = `device-${product.id}-title`;

  return (
    <ProductCard
      titleId={titleId}
      testId={`device-card-${product.category}`}
      featured={popular}
      badge={intl.formatMessage(messages.badge)}
      selected={props.selected}
      pending={props.pending}
      addLabel={intl.formatMessage(messages.add)}
      selectedLabel={intl.formatMessage(messages.selected)}
      onAdd={() => props.onAdd(product)}
    >
      <DeviceGallery images={deviceGalleries[category]} name={product.name} />
      <Body>
        <CardTitle id={titleId}>{product.name}</CardTitle>
        <Tagline>{highlight.tagline}</Tagline>
        <Price amount={product.price} note={intl.formatMessage(messages.priceNote)} />
        <AvailabilityBadge availability={product.availability} />
        <CardText>{description}</CardText>
        <FeatureList
          items={deviceFeatureLines(product.category, features, deviceHighlights)}
          label={intl.formatMessage(featureListLabel, { name: product.name })}
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
