import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { formatCents, formatPrice, toCents } from '@hometunnel/rules';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/graphql-errors';
import { PriceChangeDialog, type PriceChange } from './price-change-dialog';
import { SetProductPriceMutation } from './price-operations';

/**
 * The server's answer to a price it refuses (api CatalogService.setPrice): the form says the same
 * words before it asks. It lives here, not in @hometunnel/rules, while the api keeps its own copy
 * (the rules' messages-unique test would flag the twin).
 */
export const PRICE_MESSAGE =
  'Price must be a decimal amount in euro above 0, with at most 2 decimals (e.g. "29.00")';

/** The server's cap on a price, a typo guard (100,000.00 EUR). */
const MAX_PRICE_CENTS = 100_000_00;

/** The price in cents when the server would take it (above 0, at most 2 decimals, under the cap). */
export function priceCents(value: string | undefined): number | undefined {
  try {
    const cents = toCents(value ?? '');
    return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : undefined;
  } catch {
    return undefined;
  }
}

export const productPriceSchema = yup.object({
  price: yup
    .string()
    .trim()
    .required(PRICE_MESSAGE)
    .test('price', PRICE_MESSAGE, (value) => priceCents(value) !== undefined),
});

export interface PricedProduct {
  id: string;
  name: string;
  type: string;
  price: string;
}

/**
 * One product's price: Save asks first (what the change does to orders and, for a plan, to its
 * subscribers), then sets it; the row above shows the new price from Apollo's cache.
 */
export function ProductPriceForm({ product }: { product: PricedProduct }) {
  const [setPrice] = useMutation(SetProductPriceMutation);
  const [pending, setPending] = useState<PriceChange | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormik<{ price: string }>({
    initialValues: { price: product.price },
    enableReinitialize: true,
    validationSchema: productPriceSchema,
    onSubmit: (values) => {
      const cents = priceCents(values.price.trim());
      if (cents === undefined) return;
      setPending({
        name: product.name,
        type: product.type,
        oldPrice: product.price,
        newPrice: formatCents(cents),
      });
    },
  });

  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const { data } = await setPrice({ variables: { productId: product.id, price: pending.newPrice } });
      const saved = data?.setProductPrice;
      if (saved) {
        toast({
          title: 'Price saved',
          description: `${product.name} now costs ${formatPrice(saved.price)}.`,
        });
        form.resetForm({ values: { price: saved.price } });
      }
    } catch (error) {
      form.setFieldError('price', errorMessage(error) ?? 'Failed to save the price');
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  const plan = product.type !== 'device';
  return (
    <Card aria-label={`Price of ${product.name}`} onSubmit={form.handleSubmit} noValidate>
      <Head>
        <strong>{product.name}</strong>
        <Badge $tone={plan ? 'primary' : 'neutral'}>{plan ? 'Plan' : 'Device'}</Badge>
      </Head>
      <Field
        label="Price (EUR)"
        inputMode="decimal"
        autoComplete="off"
        {...form.getFieldProps('price')}
        error={form.touched.price ? form.errors.price : undefined}
        hint={`Now ${formatPrice(product.price)}, VAT included.`}
      />
      <Button type="submit" size="sm" disabled={saving}>
        Save<span className="visually-hidden"> the price of {product.name}</span>
      </Button>
      <PriceChangeDialog
        change={pending}
        saving={saving}
        onConfirm={() => void confirm()}
        onKeep={() => setPending(null)}
      />
    </Card>
  );
}

const Card = styled.form`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  > button {
    justify-self: start;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.colors.ink};
`;
