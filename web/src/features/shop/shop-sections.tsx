import { useQuery } from '@apollo/client/react';
import { Container, Section, SectionHeader } from '../../components/container';
import { CardGrid, GridMessage, SkeletonCard } from './product-card-parts';
import { DeviceCard } from './device-card';
import { PlanCard } from './plan-card';
import { ShopProductsQuery } from './shop-products-query';
import { useAddToCart } from './use-add-to-cart';

const DEVICE_ORDER = ['light', 'pro'];

function useShopProducts() {
  const { data, loading, error } = useQuery(ShopProductsQuery);
  const products = data?.products ?? [];
  return { products, loading: loading && !data, error };
}

/** #shop: the Light and Pro device packages. */
export function DeviceShopSection() {
  const { products, loading, error } = useShopProducts();
  const cart = useAddToCart();
  const devices = products
    .filter((p) => p.type === 'device')
    .sort((a, b) => DEVICE_ORDER.indexOf(a.category) - DEVICE_ORDER.indexOf(b.category));

  return (
    <Section id="shop" $muted aria-labelledby="shop-title">
      <Container>
        <SectionHeader
          eyebrow="Shop"
          title="Choose Your Device Package"
          subtitle="Each package includes a paired home router and travel router, ready to plug in. One device package per order."
          titleId="shop-title"
        />
        {loading ? (
          <CardGrid $columns={2} aria-busy="true">
            <SkeletonCard />
            <SkeletonCard />
          </CardGrid>
        ) : error && devices.length === 0 ? (
          <GridMessage role="alert">
            We couldn't load the device packages. Please refresh the page.
          </GridMessage>
        ) : (
          <CardGrid $columns={2}>
            {devices.map((product) => (
              <DeviceCard
                key={product.id}
                product={product}
                selected={cart.isSelected(product.id)}
                pending={cart.pendingId === product.id}
                onAdd={cart.add}
              />
            ))}
          </CardGrid>
        )}
      </Container>
    </Section>
  );
}

/** #subscription: the three plans. */
export function PlansSection() {
  const { products, loading, error } = useShopProducts();
  const cart = useAddToCart();
  const plans = products
    .filter((p) => p.type === 'subscription')
    .sort((a, b) => (a.duration ?? 0) - (b.duration ?? 0));

  return (
    <Section id="subscription" aria-labelledby="subscription-title">
      <Container>
        <SectionHeader
          eyebrow="Subscription"
          title="Choose Your Subscription Plan"
          subtitle="Every plan covers the tunnel service, updates and 24/7 support. Prices include VAT. One plan per order."
          titleId="subscription-title"
        />
        {loading ? (
          <CardGrid $columns={3} aria-busy="true">
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </CardGrid>
        ) : error && plans.length === 0 ? (
          <GridMessage role="alert">
            We couldn't load the subscription plans. Please refresh the page.
          </GridMessage>
        ) : (
          <CardGrid $columns={3}>
            {plans.map((product) => (
              <PlanCard
                key={product.id}
                product={product}
                selected={cart.isSelected(product.id)}
                pending={cart.pendingId === product.id}
                onAdd={cart.add}
              />
            ))}
          </CardGrid>
        )}
      </Container>
    </Section>
  );
}
