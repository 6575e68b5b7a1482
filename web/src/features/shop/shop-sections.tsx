import type { ReactNode } from 'react';
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
    <ProductSection
      id="shop"
      muted
      eyebrow="Shop"
      title="Choose Your Device Package"
      subtitle="Each package includes a paired home router and travel router, ready to plug in. One device package per order."
      columns={2}
      loading={loading}
      failed={!!error && devices.length === 0}
      failure="We couldn't load the device packages. Please refresh the page."
    >
      {devices.map((product) => (
        <DeviceCard
          key={product.id}
          product={product}
          selected={cart.isSelected(product.id)}
          pending={cart.pendingId === product.id}
          onAdd={cart.add}
        />
      ))}
    </ProductSection>
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
    <ProductSection
      id="subscription"
      eyebrow="Subscription"
      title="Choose Your Subscription Plan"
      subtitle="Every plan covers the tunnel service, updates and 24/7 support. Prices include VAT. One plan per order."
      columns={3}
      loading={loading}
      failed={!!error && plans.length === 0}
      failure="We couldn't load the subscription plans. Please refresh the page."
    >
      {plans.map((product) => (
        <PlanCard
          key={product.id}
          product={product}
          selected={cart.isSelected(product.id)}
          pending={cart.pendingId === product.id}
          onAdd={cart.add}
        />
      ))}
    </ProductSection>
  );
}

interface ProductSectionProps {
  id: string;
  muted?: boolean;
  eyebrow: string;
  title: string;
  subtitle: string;
  columns: number;
  loading: boolean;
  failed: boolean;
  failure: string;
  children: ReactNode;
}

/** A landing section with a grid of product cards: skeletons while loading, a message if it failed. */
function ProductSection({
  id,
  muted,
  eyebrow,
  title,
  subtitle,
  columns,
  loading,
  failed,
  failure,
  children,
}: ProductSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} $muted={muted} aria-labelledby={titleId}>
      <Container>
        <SectionHeader eyebrow={eyebrow} title={title} subtitle={subtitle} titleId={titleId} />
        {loading ? (
          <CardGrid $columns={columns} aria-busy="true">
            {Array.from({ length: columns }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </CardGrid>
        ) : failed ? (
          <GridMessage role="alert">{failure}</GridMessage>
        ) : (
          <CardGrid $columns={columns}>{children}</CardGrid>
        )}
      </Container>
    </Section>
  );
}
