import { useEffect, useId, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { CreditCardIcon } from '../../components/icons';
import type { CheckoutCountriesQuery as CountriesResult } from '../../gql/graphql';
import type { CartLine } from '../../lib/cart/cart-rules';
import { storedDiscountCode, storeDiscountCode } from '../../lib/discount-link';
import { errorCode, errorMessage } from '../../lib/graphql-errors';
import { media } from '../../theme/theme';
import { CheckoutQuoteQuery, PaymentMethodsQuery } from './checkout-operations';
import type { CheckoutValues } from './checkout-schema';
import { DiscountCodeField } from './discount-code-field';
import { useCountryName } from './country-name';
import { OrderSummary, summaryFigures } from './order-summary';
import { PayActions, useBackLabel } from './step-form';
import type { PaymentMethod } from './use-checkout-flow';

const messages = defineMessages({
  customer: { id: 'checkout.orderSummary.customer', defaultMessage: 'Customer Information' },
  customerLabel: { id: 'checkout.orderSummary.customerLabel', defaultMessage: 'Customer information' },
  address: { id: 'checkout.orderSummary.address', defaultMessage: 'Shipping Address' },
  addressLabel: { id: 'checkout.orderSummary.addressLabel', defaultMessage: 'Shipping address' },
  obligationTitle: {
    id: 'checkout.orderSummary.obligationTitle',
    defaultMessage: 'Order with Payment Obligation',
  },
  obligation: {
    id: 'checkout.orderSummary.obligation',
    defaultMessage:
      'By clicking one of the payment buttons below, you agree to purchase the selected items for the total amount shown.',
  },
  payPal: { id: 'checkout.orderSummary.payPal', defaultMessage: 'Pay with PayPal' },
  card: { id: 'checkout.orderSummary.card', defaultMessage: 'Pay with Credit Card' },
  bankTransfer: { id: 'checkout.orderSummary.bankTransfer', defaultMessage: 'Pay by Bank Transfer' },
});

type Country = CountriesResult['countries'][number];

/** Step 4 'Order Summary': the server's figures, who and where, and the payment obligation. */
export function OrderSummaryStep({
  lines,
  values,
  countries,
  paying,
  discountRefused,
  onPay,
  onBack,
}: {
  lines: CartLine[];
  values: CheckoutValues;
  countries: readonly Country[];
  paying: PaymentMethod | null;
  /** Why placing the order refused the applied code (it was not placed). */
  discountRefused: string | null;
  onPay: (method: PaymentMethod, discountCode: string | null) => void;
  onBack: () => void;
}) {
  const client = useApolloClient();
  const intl = useIntl();
  const backLabel = useBackLabel();
  const countryName = useCountryName();
  const country = countries.find((c) => c.code === values.country);
  const [initialCode] = useState(storedDiscountCode);
  const [applied, setApplied] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const baseVariables = {
    country: values.country || null,
    items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
  };
  // With a code, the buyer's email too: a code of another address is refused at Apply already.
  const withCode = (discountCode: string) => ({ ...baseVariables, discountCode, email: values.email.trim() });
  const quote = useQuery(CheckoutQuoteQuery, {
    variables: applied ? withCode(applied) : baseVariables,
    skip: lines.length === 0,
    fetchPolicy: 'network-only',
  });
  const figures = summaryFigures({
    quote: quote.data?.checkoutQuote,
    failed: !!quote.error,
    lines,
    country,
  });
  const obligationId = useId();
  // "Pay by Bank Transfer" only where the shop has bank details (the server says which methods sell).
  const methods = useQuery(PaymentMethodsQuery);
  const bankTransfer = methods.data?.paymentMethods.includes('bank_transfer') ?? false;

  const dropCode = (problem: string | null) => {
    setApplied(null);
    setCodeProblem(problem);
    storeDiscountCode('');
  };
  // The server judges the code again on each quote and when the order is placed: a code it
  // refuses then (used meanwhile, expired) comes off, with the reason under the field.
  const quoteRefusal =
    applied && errorCode(quote.error) === 'BAD_USER_INPUT' ? errorMessage(quote.error) : null;
  useEffect(() => {
    if (quoteRefusal) dropCode(quoteRefusal);
  }, [quoteRefusal]);
  useEffect(() => {
    if (discountRefused) dropCode(discountRefused);
  }, [discountRefused]);

  const checkCode = async (candidate: string) => {
    await client.query({
      query: CheckoutQuoteQuery,
      variables: withCode(candidate),
      fetchPolicy: 'network-only',
    });
  };
  const applyCode = (candidate: string) => {
    setApplied(candidate);
    setCodeProblem(null);
    storeDiscountCode(candidate);
  };

  return (
    <SummaryLayout>
      <OrderSummary lines={lines} figures={figures} />
      <DiscountCodeField
        applied={applied}
        initialCode={initialCode}
        refused={codeProblem}
        check={checkCode}
        onApply={applyCode}
        onRemove={() => dropCode(null)}
        disabled={!!paying}
      />
      <InfoBlocks>
        <InfoBlock aria-label={intl.formatMessage(messages.customerLabel)}>
          <h3>{intl.formatMessage(messages.customer)}</h3>
          <p>
            {values.firstName.trim()} {values.lastName.trim()}
          </p>
          <p>{values.email.trim()}</p>
          <p>{values.phone.trim()}</p>
        </InfoBlock>
        <InfoBlock aria-label={intl.formatMessage(messages.addressLabel)}>
          <h3>{intl.formatMessage(messages.address)}</h3>
          <p>{values.street.trim()}</p>
          <p>
            {values.postalCode.trim()} {values.city.trim()}
          </p>
          <p>{country ? countryName(country) : values.country}</p>
        </InfoBlock>
      </InfoBlocks>
      <Obligation aria-labelledby={obligationId}>
        <h3 id={obligationId}>{intl.formatMessage(messages.obligationTitle)}</h3>
        <p>{intl.formatMessage(messages.obligation)}</p>
      </Obligation>
      <PayActions>
        <Button variant="outline" size="lg" onClick={onBack} disabled={!!paying}>
          {backLabel}
        </Button>
        <PayButtons>
          <Button
            size="lg"
            onClick={() => onPay('paypal', applied)}
            disabled={!!paying}
            aria-busy={paying === 'paypal' || undefined}
          >
            {intl.formatMessage(messages.payPal)}
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => onPay('stripe', applied)}
            disabled={!!paying}
            aria-busy={paying === 'stripe' || undefined}
          >
            <CreditCardIcon size={18} aria-hidden="true" />
            {intl.formatMessage(messages.card)}
          </Button>
          {bankTransfer && (
            <Button
              size="lg"
              variant="outline"
              onClick={() => onPay('bank_transfer', applied)}
              disabled={!!paying}
              aria-busy={paying === 'bank_transfer' || undefined}
            >
              {intl.formatMessage(messages.bankTransfer)}
            </Button>
          )}
        </PayButtons>
      </PayActions>
    </SummaryLayout>
  );
}

const SummaryLayout = styled.div`
  display: grid;
  gap: 24px;
`;

const InfoBlocks = styled.div`
  display: grid;
  gap: 16px;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const InfoBlock = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
  overflow-wrap: anywhere;
  h3 {
    font-size: 0.95rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: 6px;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.95rem;
  }
`;

const Obligation = styled.section`
  padding: 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warningSoft};
  background: #fffbeb;
  h3 {
    font-size: 1rem;
    font-weight: 700;
    color: #92400e;
    margin-bottom: 4px;
  }
  p {
    color: #78350f;
    font-size: 0.92rem;
  }
`;

const PayButtons = styled.div`
  display: grid;
  gap: 12px;
  ${media.sm} {
    display: flex;
  }
`;
