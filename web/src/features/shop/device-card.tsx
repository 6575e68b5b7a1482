import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CheckIcon } from '../../components/icons';
import { deviceGalleries, deviceHighlights } from '../../content/landing';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { formatPrice } from '../../lib/money';
import { deviceFeatureLines } from './device-features';
import { DeviceGallery } from './device-gallery';
import {
  CardBadge,
  CardFooter,
  CardText,
  CardTitle,
  FeatureList,
  PriceRow,
  ProductCardShell,
} from './product-card-parts';

export const DeviceCardProductFragment = graphql(`
  fragment DeviceCardProduct on Product {
    id
    name
    type
    category
    price
    description
    features
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
    <ProductCardShell
      $featured={popular}
      aria-labelledby={titleId}
      data-testid={`device-card-${product.category}`}
    >
      {popular && (
        <CardBadge>
          <Badge $tone="brand">MOST POPULAR</Badge>
        </CardBadge>
      )}
      <DeviceGallery images={deviceGalleries[category]} name={product.name} />
      <Body>
        <CardTitle id={titleId}>{product.name}</CardTitle>
        <Tagline>{highlight.tagline}</Tagline>
        <PriceRow>
          <strong>{formatPrice(product.price)}</strong>
          <span>one-time, incl. VAT</span>
        </PriceRow>
        <CardText>{product.description}</CardText>
        <FeatureList
          items={deviceFeatureLines(product.category, product.features)}
          label={`${product.name} features`}
        />
      </Body>
      <CardFooter>
        <Button
          size="lg"
          block
          variant={popular ? 'primary' : 'outline'}
          disabled={props.selected || props.pending}
          aria-busy={props.pending || undefined}
          onClick={() => props.onAdd(product)}
        >
          {props.selected ? (
            <>
              <CheckIcon size={18} /> Device Selected
            </>
          ) : (
            'Add to Cart'
          )}
        </Button>
      </CardFooter>
    </ProductCardShell>
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
