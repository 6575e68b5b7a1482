import type { ReactNode } from 'react';
import { defineMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CheckIcon } from '../../components/icons';
import { useFormatMoney } from '../../i18n';

/** Shared pieces of the device and plan cards. */

interface ProductCardProps {
  titleId: string;
  testId: string;
  /** The highlighted card: brand border, `badge` on top, primary button. */
  featured: boolean;
  badge: string;
  selected: boolean;
  pending: boolean;
  addLabel: string;
  selectedLabel: string;
  onAdd: () => void;
  children: ReactNode;
}

/** A product card: its badge, its body (children) and the add button at the bottom. */
export function ProductCard({
  titleId,
  testId,
  featured,
  badge,
  selected,
  pending,
  addLabel,
  selectedLabel,
  onAdd,
  children,
}: ProductCardProps) {
  return (
    <ProductCardShell $featured={featured} aria-labelledby={titleId} data-testid={testId}>
      {featured && (
        <CardBadge>
          <Badge $tone="brand">{badge}</Badge>
        </CardBadge>
      )}
      {children}
      <CardFooter>
        <Button
          size="lg"
          block
          variant={featured ? 'primary' : 'outline'}
          disabled={selected || pending}
          aria-busy={pending || undefined}
          onClick={onAdd}
        >
          {selected ? (
            <>
              <CheckIcon size={18} /> {selectedLabel}
            </>
          ) : (
            addLabel
          )}
        </Button>
      </CardFooter>
    </ProductCardShell>
  );
}

export function Price({ amount, note }: { amount: string; note: string }) {
  const formatMoney = useFormatMoney();
  return (
    <PriceRow>
      <strong>{formatMoney(amount)}</strong>
      <span>{note}</span>
    </PriceRow>
  );
}

const ProductCardShell = styled.article<{ $featured?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition:
    transform 200ms ease,
    box-shadow 200ms ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: 0 24px 48px rgba(37, 99, 235, 0.18);
    `}
`;

const CardBadge = styled.div`
  position: absolute;
  top: -13px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 2;
`;

const PriceRow = styled.p`
  display: flex;
  align-items: baseline;
  gap: 8px;
  strong {
    font-size: 2.4rem;
    font-weight: 800;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.95rem;
  }
`;

export const CardTitle = styled.h3`
  font-size: 1.45rem;
  font-weight: 750;
`;

export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
`;

const Tick = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: #0f766e;
`;

export const featureListLabel = defineMessage<{ name: string }>({
  id: 'shop.card.features',
  defaultMessage: '{name} features',
});

export function FeatureList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Tick aria-hidden="true">
            <CheckIcon size={14} strokeWidth={3} />
          </Tick>
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

export const CardGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: 28px;
  grid-template-columns: 1fr;
  align-items: stretch;
  @media (min-width: 768px) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const CardFooter = styled.div`
  margin-top: auto;
  display: grid;
  gap: 10px;
`;

export const GridMessage = styled.div`
  padding: 48px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const SkeletonCard = styled.div`
  height: 520px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(90deg, #eef2f9 0%, #f7f9fd 50%, #eef2f9 100%);
  background-size: 200% 100%;
  animation: shimmer 1.4s linear infinite;
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;
