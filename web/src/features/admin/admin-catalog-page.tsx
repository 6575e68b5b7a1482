import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatPrice } from '@hometunnel/rules';
import { AvailabilityBadge } from '../../components/availability-badge';
import { Button } from '../../components/button';
import { useAuth } from '../../lib/auth/use-auth';
import { errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { useAdminAccess } from './admin-access';
import { AdminGate } from './admin-gate';
import { AdminShell } from './admin-layout';
import { DiscountCodes } from './catalog/discount-codes';
import { ProductPrices } from './catalog/product-prices';
import { AdminCatalogQuery } from './catalog-operations';
import { StockAdjustForm } from './stock-adjust-form';
import { StockMovements } from './stock-movements';
import { TableWrap } from './waitlist-panel';

/**
 * /admin/catalog: the products with price and stock (on hand, reserved, availability), for the
 * device picked: the adjust form (a delivery, a count) and its stock ledger; each product's price
 * form (asked before it is saved); then the discount codes (the waitlist's and those issued by
 * hand) with the "Issue code" form.
 */
export default function AdminCatalogPage() {
  const { user } = useAuth();
  const query = useQuery(AdminCatalogQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const products = (query.data ?? query.previousData)?.products;
  const { state } = useAdminAccess({ loading: query.loading, error: query.error, hasData: !!products });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <AdminGate
      state={state}
      errorTitle="Failed to fetch the catalog"
      errorText={errorMessage(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
    >
      {() => {
        const list = products ?? [];
        const devices = list.filter((product) => product.type === 'device');
        const selected = devices.find((device) => device.id === selectedId) ?? devices[0];
        return (
          <AdminShell
            title="Catalog"
            subtitle="Products, prices and stock. Available = on hand - reserved (units held by unpaid orders); plans never run out."
          >
            <TableWrap>
              <table>
                <caption className="visually-hidden">Products</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Price</th>
                    <th scope="col">On hand</th>
                    <th scope="col">Reserved</th>
                    <th scope="col">Availability</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((product) => {
                    const device = product.type === 'device';
                    return (
                      <tr key={product.id} data-testid="catalog-row">
                        <th scope="row">{product.name}</th>
                        <td>{formatPrice(product.price)}</td>
                        <td>{device ? product.stockOnHand : '—'}</td>
                        <td>{device ? product.stockReserved : '—'}</td>
                        <td>
                          <AvailabilityBadge availability={product.availability} />
                        </td>
                        <td>
                          {device && (
                            <Button
                              size="sm"
                              variant={product.id === selected?.id ? 'primary' : 'outline'}
                              aria-pressed={product.id === selected?.id}
                              onClick={() => setSelectedId(product.id)}
                            >
                              Stock of {product.name}
                            </Button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableWrap>
            {selected && (
              <Stock aria-labelledby="stock-title">
                <h2 id="stock-title">{selected.name}: stock</h2>
                <Columns>
                  <StockAdjustForm key={selected.id} productId={selected.id} productName={selected.name} />
                  <StockMovements productId={selected.id} productName={selected.name} />
                </Columns>
              </Stock>
            )}
            <Part>
              <ProductPrices products={list} />
            </Part>
            <Part>
              <DiscountCodes />
            </Part>
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}

const Stock = styled.section`
  display: grid;
  gap: 16px;
  margin-top: 32px;
  h2 {
    font-size: 1.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Part = styled.div`
  margin-top: 40px;
  h2 {
    font-size: 1.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 16px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: minmax(240px, 1fr) 3fr;
  }
`;
