import styled from 'styled-components';
import { ProductPriceForm, type PricedProduct } from './product-price-form';

/** The Catalog screen's prices: one small form per product, devices and plans alike. */
export function ProductPrices({ products }: { products: PricedProduct[] }) {
  return (
    <section aria-labelledby="prices-title">
      <h2 id="prices-title">Prices</h2>
      <Grid>
        {products.map((product) => (
          <ProductPriceForm key={product.id} product={product} />
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;
