import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { Container, Section, SectionHeader } from '../../components/container';
import { CardGrid, GridMessage, SkeletonCard } from './product-card-parts';
import { DeviceCard } from './device-card';
import { PlanCard } from './plan-card';
import { ShopProductsQuery } from './shop-products-query';
import { useAddToCart } from './use-add-to-cart';

const DEVICE_ORDER = ['light', 'pro'];

const messages = defineMessages({
  shopEyebrow: { id: 'shop.devices.eyebrow', defaultMessage: 'Shop' },
  shopTitle: { id: 'shop.devices.title', defaultMessage: 'Choose Your Device Package' },
  shopSubtitle: {
    id: 'shop.devices.subtitle',
    defaultMessage:
      'Each package includes a paired home router and travel router, ready to plug in. One device package per order.',
  },
  shopFailure: {
    id: 'shop.devices.failure',
    defaultMessage: "We couldn't load the device packages. Please refresh the page.",
  },
  plansEyebrow: { id: 'shop.plans.eyebrow', defaultMessage: 'Subscription' },
  plansTitle: { id: 'shop.plans.title', defaultMessage: 'Choose Your Subscription Plan' },
  plansSubtitle: {
    id: 'shop.plans.subtitle',
    defaultMessage:
      'Every plan covers the tunnel service, updates and 24/7 support. Prices include VAT. One plan per order.',
  },
  plansFailure: {
    id: 'shop.plans.failure',
    defaultMessage: "We couldn't load the subscription plans. Please refresh the page.",
  },
});

function useShopProducts() {
  const { data, loading, error } = useQuery(ShopProductsQuery);
  const products = data?.products ?? [];
  return { products, loading: loading && !data, error };
}

/** #shop: the Light and Pro device packages. */
export function DeviceShopSection() {
  const { products, loading, error } = useShopProducts();
  const cart = useAddToCart();
  const intl = useIntl();
  const devices = products
    .filter((p) => p.type === 'device')
    .sort((a, b) => DEVICE_ORDER.indexOf(a.category) - DEVICE_ORDER.indexOf(b.category));

  return (
    <ProductSection
      id="shop"
      muted
      eyebrow={intl.formatMessage(messages.shopEyebrow)}
      title={intl.formatMessage(messages.shopTitle)}
      subtitle={intl.formatMessage(messages.shopSubtitle)}
      columns={2}
      loading={loading}
      failed={!!error && devices.length === 0}
      failure={intl.formatMessage(messages.shopFailure)}
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
  const intl = useIntl();
  const plans = products
    .filter((p) => p.type === 'subscription')
    .sort((a, b) => (a.duration ?? 0) - (b.duration ?? 0));

  return (
    <ProductSection
      id="subscription"
      eyebrow={intl.formatMessage(messages.plansEyebrow)}
      title={intl.formatMessage(messages.plansTitle)}
      subtitle={intl.formatMessage(messages.plansSubtitle)}
      columns={3}
      loading={loading}
      failed={!!error && plans.length === 0}
      failure={intl.formatMessage(messages.plansFailure)}
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
