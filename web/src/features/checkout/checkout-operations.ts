import { graphql } from '../../gql';

/** The country dropdown, already in the spec's order (preferred group, then A-Z). */
export const CheckoutCountriesQuery = graphql(`
  query CheckoutCountries {
    countries {
      code
      name
      zone
      vatRate
      currency
    }
  }
`);

/** Every figure of the order summary, computed by the server from the catalog. */
export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {
    checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {
      subtotal
      vatRate
      vatAmount
      netAmount
      countryName
      carrierCode
      hasDevice
      shipping
      discount
      total
    }
  }
`);

/** Step 3: stores the details; with accountType 'create' the server registers and signs in. */
export const SaveCheckoutMutation = graphql(`
  mutation SaveCheckout($input: SaveCheckoutInput!) {
    saveCheckout(input: $input) {
      id
      userId
      accountType
      status
    }
  }
`);

/** Step 4: a pending order at the server's total; the same checkout id returns the same order. */
export const CreateOrderFromCheckoutMutation = graphql(`
  mutation CreateOrderFromCheckout($input: CreateOrderInput!) {
    createOrderFromCheckout(input: $input) {
      id
      createdAt
      totalAmount
      discountAmount
      status
      paymentStatus
      paymentUrl
      bankTransfer {
        holder
        iban
        bic
        amount
        reference
        qrSvg
      }
    }
  }
`);

/** Step 4: which pay buttons take money here ("Pay by Bank Transfer" only when listed). */
export const PaymentMethodsQuery = graphql(`
  query PaymentMethods {
    paymentMethods
  }
`);

/** Step 5: the out-of-stock waitlist (50 EUR discount when back in stock). */
export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) {
      created
      message
    }
  }
`);
