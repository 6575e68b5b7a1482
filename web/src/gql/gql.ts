/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SubscriptionHistoryEvent on SubscriptionEvent {\n    id\n    type\n    occurredAt\n    amount\n    orderId\n    detail\n  }\n": typeof types.SubscriptionHistoryEventFragmentDoc,
    "\n  query MyOrders($first: Int!, $after: String) {\n    me {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            createdAt\n            totalAmount\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MySubscriptions($first: Int!, $after: String) {\n    me {\n      id\n      subscriptions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            endDate\n            status\n            autoRenew\n            cancelledAt\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MySubscriptionsDocument,
    "\n  mutation SetSubscriptionAutoRenew($id: ID!, $autoRenew: Boolean!) {\n    setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n": typeof types.SetSubscriptionAutoRenewDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      createdAt\n      status\n      totalAmount\n      subtotalAmount\n      shippingAmount\n      vatRate\n      vatAmount\n      paymentMethod\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n      shippingAddress\n      items {\n        id\n        price\n        quantity\n        product {\n          name\n          type\n        }\n      }\n      statusHistory {\n        status\n        changedAt\n      }\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserProfile\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": typeof types.AccountLanguageDocument,
    "\n  mutation UpdatePreferredLanguage($language: Language!) {\n    updatePreferredLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.UpdatePreferredLanguageDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment SubscriptionDetail on Subscription {\n    id\n    status\n    serviceActive\n    startDate\n    endDate\n    autoRenew\n    cancelledAt\n    renewal\n    nextRenewalDate\n    nextRenewalAmount\n    renewalOrderId\n    customerEmail\n    card {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    product {\n      id\n      name\n      type\n      price\n      duration\n    }\n    nextPlan {\n      id\n      name\n      price\n      duration\n    }\n    events(first: 50) {\n      ...SubscriptionHistoryEvent\n    }\n  }\n": typeof types.SubscriptionDetailFragmentDoc,
    "\n  query SubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionDetail\n    }\n  }\n": typeof types.SubscriptionDetailDocument,
    "\n  query SwitchablePlans {\n    products {\n      id\n      name\n      type\n      price\n      duration\n    }\n  }\n": typeof types.SwitchablePlansDocument,
    "\n  mutation StartPaymentMethodUpdate($subscriptionId: ID!) {\n    startPaymentMethodUpdate(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n": typeof types.StartPaymentMethodUpdateDocument,
    "\n  mutation PayRenewal($subscriptionId: ID!) {\n    payRenewal(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n": typeof types.PayRenewalDocument,
    "\n  mutation ChangeSubscriptionPlan($id: ID!, $productId: ID!) {\n    changeSubscriptionPlan(id: $id, productId: $productId) {\n      ...SubscriptionDetail\n    }\n  }\n": typeof types.ChangeSubscriptionPlanDocument,
    "\n  mutation ConfirmPaymentMethodUpdate($subscriptionId: ID!, $sessionId: String!) {\n    confirmPaymentMethodUpdate(subscriptionId: $subscriptionId, sessionId: $sessionId) {\n      ...SubscriptionDetail\n    }\n  }\n": typeof types.ConfirmPaymentMethodUpdateDocument,
    "\n  query MyTickets {\n    myTickets {\n      id\n      subject\n      status\n      createdAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n": typeof types.MyTicketsDocument,
    "\n  query AdminCatalog {\n    products {\n      id\n      name\n      type\n      price\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n": typeof types.AdminCatalogDocument,
    "\n  query AdminStockMovements($id: ID!, $first: Int!, $after: String) {\n    product(id: $id) {\n      id\n      stockMovements(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            kind\n            delta\n            reservedDelta\n            reason\n            orderId\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminStockMovementsDocument,
    "\n  mutation AdjustStock($productId: ID!, $delta: Int!, $reason: String!) {\n    adjustStock(productId: $productId, delta: $delta, reason: $reason) {\n      id\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n": typeof types.AdjustStockDocument,
    "\n  query DiscountCodes($first: Int!, $after: String) {\n    discountCodes(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          code\n          email\n          amount\n          status\n          orderId\n          productId\n          expiresAt\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.DiscountCodesDocument,
    "\n  mutation IssueDiscountCode($email: String!, $amount: String!, $validDays: Int!) {\n    issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) {\n      id\n      code\n      email\n      amount\n      status\n      orderId\n      productId\n      expiresAt\n      createdAt\n    }\n  }\n": typeof types.IssueDiscountCodeDocument,
    "\n  mutation SetProductPrice($productId: ID!, $price: String!) {\n    setProductPrice(productId: $productId, price: $price) {\n      id\n      price\n    }\n  }\n": typeof types.SetProductPriceDocument,
    "\n  query AdminMails($first: Int!, $after: String) {\n    mails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n        }\n      }\n    }\n    held: mails(first: 1, filter: { status: \"held\" }) {\n      totalCount\n    }\n  }\n": typeof types.AdminMailsDocument,
    "\n  query AdminMail($id: ID!) {\n    adminMail(id: $id) {\n      id\n      html\n      text\n    }\n  }\n": typeof types.AdminMailDocument,
    "\n  query AdminOrders($first: Int!, $after: String, $filter: OrderFilter) {\n    orders(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          subtotalAmount\n          shippingAmount\n          vatRate\n          vatAmount\n          totalAmount\n          customerName\n          customerEmail\n          customerPhone\n          language\n          userId\n          paymentMethod\n          paymentStatus\n          refundedAmount\n          needsReview\n          reviewReason\n          shippingAddress\n          orderNotes\n          items {\n            id\n            price\n            quantity\n            product {\n              name\n            }\n          }\n          invoices {\n            id\n            number\n            kind\n            total\n            url\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrderCounts {\n    all: adminOrderCount\n    pending: adminOrderCount(status: pending)\n    paid: adminOrderCount(status: paid)\n    shipped: adminOrderCount(status: shipped)\n    delivered: adminOrderCount(status: delivered)\n    cancelled: adminOrderCount(status: cancelled)\n    refunded: adminOrderCount(status: refunded)\n  }\n": typeof types.AdminOrderCountsDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  mutation RequestAdminAccess {\n    requestAdminAccess {\n      message\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.RequestAdminAccessDocument,
    "\n  mutation RefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    refundOrder(orderId: $orderId, amount: $amount, reason: $reason) {\n      id\n      status\n      paymentStatus\n      refundedAmount\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  mutation MarkOrderPaid($orderId: ID!, $reference: String!) {\n    markOrderPaid(orderId: $orderId, reference: $reference) {\n      id\n      status\n      paymentStatus\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n": typeof types.MarkOrderPaidDocument,
    "\n  query AdminSubscriptions($status: String, $first: Int!, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          status\n          serviceActive\n          endDate\n          autoRenew\n          cancelledAt\n          renewal\n          nextRenewalDate\n          nextRenewalAmount\n          customerEmail\n          product {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminSubscriptionsDocument,
    "\n  query AdminSubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      id\n      startDate\n      renewalOrderId\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      nextPlan {\n        id\n        name\n      }\n      events(first: 50) {\n        ...SubscriptionHistoryEvent\n      }\n    }\n  }\n": typeof types.AdminSubscriptionDetailDocument,
    "\n  query AdminTickets($first: Int!, $after: String, $filter: TicketFilter) {\n    tickets(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          fullName\n          email\n          phoneNumber\n          language\n          subject\n          message\n          status\n          createdAt\n          updatedAt\n          messages {\n            id\n            author\n            body\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminTicketsDocument,
    "\n  mutation ReplyToTicket($ticketId: ID!, $body: String!) {\n    replyToTicket(ticketId: $ticketId, body: $body) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n": typeof types.ReplyToTicketDocument,
    "\n  mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {\n    setTicketStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.SetTicketStatusDocument,
    "\n  query AdminWaitlist($first: Int!, $after: String) {\n    waitlistEntries(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          productId\n          userId\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminWaitlistDocument,
    "\n  query CheckoutFunnel($from: DateTimeISO!, $to: DateTimeISO!) {\n    checkoutFunnel(from: $from, to: $to) {\n      from\n      to\n      steps {\n        eventType\n        sessions\n      }\n    }\n  }\n": typeof types.CheckoutFunnelDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scope\n    tokenPrefix\n    createdByEmail\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        ...ApiTokenFields\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query AdminUsers($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...UserProfile\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminCount {\n    adminCount: adminUserCount(role: admin)\n  }\n": typeof types.AdminCountDocument,
    "\n  mutation SetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    tokenId\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(first: 20, filter: { endpointId: $endpointId }) {\n      edges {\n        node {\n          id\n          eventType\n          status\n          createdAt\n          nextAttemptAt\n          attempts {\n            at\n            statusCode\n            durationMs\n            responseExcerpt\n          }\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserProfile\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserProfile\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query CheckoutCountries {\n    countries {\n      code\n      name\n      zone\n      vatRate\n      currency\n    }\n  }\n": typeof types.CheckoutCountriesDocument,
    "\n  query CheckoutQuote($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {\n    checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {\n      subtotal\n      vatRate\n      vatAmount\n      netAmount\n      countryName\n      carrierCode\n      hasDevice\n      shipping\n      discount\n      total\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation SaveCheckout($input: SaveCheckoutInput!) {\n    saveCheckout(input: $input) {\n      id\n      userId\n      accountType\n      status\n    }\n  }\n": typeof types.SaveCheckoutDocument,
    "\n  mutation CreateOrderFromCheckout($input: CreateOrderInput!) {\n    createOrderFromCheckout(input: $input) {\n      id\n      createdAt\n      totalAmount\n      discountAmount\n      status\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n    }\n  }\n": typeof types.CreateOrderFromCheckoutDocument,
    "\n  query PaymentMethods {\n    paymentMethods\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      created\n      message\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": typeof types.SubmitTicketDocument,
    "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    availability\n  }\n": typeof types.DeviceCardProductFragmentDoc,
    "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n": typeof types.PlanCardProductFragmentDoc,
    "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  fragment UserProfile on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    emailVerified\n    createdAt\n  }\n": typeof types.UserProfileFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserProfile\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CartProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    duration\n    availability\n  }\n": typeof types.CartProductFragmentDoc,
    "\n  query CartProducts {\n    products {\n      ...CartProduct\n    }\n  }\n": typeof types.CartProductsDocument,
    "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          ...CartProduct\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n": typeof types.MergeGuestCartDocument,
    "\n  mutation TrackCheckoutEvent($input: CheckoutEventInput!) {\n    trackCheckoutEvent(input: $input)\n  }\n": typeof types.TrackCheckoutEventDocument,
};
const documents: Documents = {
    "\n  fragment SubscriptionHistoryEvent on SubscriptionEvent {\n    id\n    type\n    occurredAt\n    amount\n    orderId\n    detail\n  }\n": types.SubscriptionHistoryEventFragmentDoc,
    "\n  query MyOrders($first: Int!, $after: String) {\n    me {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            createdAt\n            totalAmount\n            status\n          }\n        }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MySubscriptions($first: Int!, $after: String) {\n    me {\n      id\n      subscriptions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            endDate\n            status\n            autoRenew\n            cancelledAt\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MySubscriptionsDocument,
    "\n  mutation SetSubscriptionAutoRenew($id: ID!, $autoRenew: Boolean!) {\n    setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n": types.SetSubscriptionAutoRenewDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      createdAt\n      status\n      totalAmount\n      subtotalAmount\n      shippingAmount\n      vatRate\n      vatAmount\n      paymentMethod\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n      shippingAddress\n      items {\n        id\n        price\n        quantity\n        product {\n          name\n          type\n        }\n      }\n      statusHistory {\n        status\n        changedAt\n      }\n    }\n  }\n": types.MyOrderDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserProfile\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n": types.AccountLanguageDocument,
    "\n  mutation UpdatePreferredLanguage($language: Language!) {\n    updatePreferredLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.UpdatePreferredLanguageDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n": types.DeleteAccountDocument,
    "\n  fragment SubscriptionDetail on Subscription {\n    id\n    status\n    serviceActive\n    startDate\n    endDate\n    autoRenew\n    cancelledAt\n    renewal\n    nextRenewalDate\n    nextRenewalAmount\n    renewalOrderId\n    customerEmail\n    card {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    product {\n      id\n      name\n      type\n      price\n      duration\n    }\n    nextPlan {\n      id\n      name\n      price\n      duration\n    }\n    events(first: 50) {\n      ...SubscriptionHistoryEvent\n    }\n  }\n": types.SubscriptionDetailFragmentDoc,
    "\n  query SubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionDetail\n    }\n  }\n": types.SubscriptionDetailDocument,
    "\n  query SwitchablePlans {\n    products {\n      id\n      name\n      type\n      price\n      duration\n    }\n  }\n": types.SwitchablePlansDocument,
    "\n  mutation StartPaymentMethodUpdate($subscriptionId: ID!) {\n    startPaymentMethodUpdate(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n": types.StartPaymentMethodUpdateDocument,
    "\n  mutation PayRenewal($subscriptionId: ID!) {\n    payRenewal(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n": types.PayRenewalDocument,
    "\n  mutation ChangeSubscriptionPlan($id: ID!, $productId: ID!) {\n    changeSubscriptionPlan(id: $id, productId: $productId) {\n      ...SubscriptionDetail\n    }\n  }\n": types.ChangeSubscriptionPlanDocument,
    "\n  mutation ConfirmPaymentMethodUpdate($subscriptionId: ID!, $sessionId: String!) {\n    confirmPaymentMethodUpdate(subscriptionId: $subscriptionId, sessionId: $sessionId) {\n      ...SubscriptionDetail\n    }\n  }\n": types.ConfirmPaymentMethodUpdateDocument,
    "\n  query MyTickets {\n    myTickets {\n      id\n      subject\n      status\n      createdAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n": types.MyTicketsDocument,
    "\n  query AdminCatalog {\n    products {\n      id\n      name\n      type\n      price\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n": types.AdminCatalogDocument,
    "\n  query AdminStockMovements($id: ID!, $first: Int!, $after: String) {\n    product(id: $id) {\n      id\n      stockMovements(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            kind\n            delta\n            reservedDelta\n            reason\n            orderId\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": types.AdminStockMovementsDocument,
    "\n  mutation AdjustStock($productId: ID!, $delta: Int!, $reason: String!) {\n    adjustStock(productId: $productId, delta: $delta, reason: $reason) {\n      id\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n": types.AdjustStockDocument,
    "\n  query DiscountCodes($first: Int!, $after: String) {\n    discountCodes(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          code\n          email\n          amount\n          status\n          orderId\n          productId\n          expiresAt\n          createdAt\n        }\n      }\n    }\n  }\n": types.DiscountCodesDocument,
    "\n  mutation IssueDiscountCode($email: String!, $amount: String!, $validDays: Int!) {\n    issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) {\n      id\n      code\n      email\n      amount\n      status\n      orderId\n      productId\n      expiresAt\n      createdAt\n    }\n  }\n": types.IssueDiscountCodeDocument,
    "\n  mutation SetProductPrice($productId: ID!, $price: String!) {\n    setProductPrice(productId: $productId, price: $price) {\n      id\n      price\n    }\n  }\n": types.SetProductPriceDocument,
    "\n  query AdminMails($first: Int!, $after: String) {\n    mails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n        }\n      }\n    }\n    held: mails(first: 1, filter: { status: \"held\" }) {\n      totalCount\n    }\n  }\n": types.AdminMailsDocument,
    "\n  query AdminMail($id: ID!) {\n    adminMail(id: $id) {\n      id\n      html\n      text\n    }\n  }\n": types.AdminMailDocument,
    "\n  query AdminOrders($first: Int!, $after: String, $filter: OrderFilter) {\n    orders(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          subtotalAmount\n          shippingAmount\n          vatRate\n          vatAmount\n          totalAmount\n          customerName\n          customerEmail\n          customerPhone\n          language\n          userId\n          paymentMethod\n          paymentStatus\n          refundedAmount\n          needsReview\n          reviewReason\n          shippingAddress\n          orderNotes\n          items {\n            id\n            price\n            quantity\n            product {\n              name\n            }\n          }\n          invoices {\n            id\n            number\n            kind\n            total\n            url\n          }\n        }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrderCounts {\n    all: adminOrderCount\n    pending: adminOrderCount(status: pending)\n    paid: adminOrderCount(status: paid)\n    shipped: adminOrderCount(status: shipped)\n    delivered: adminOrderCount(status: delivered)\n    cancelled: adminOrderCount(status: cancelled)\n    refunded: adminOrderCount(status: refunded)\n  }\n": types.AdminOrderCountsDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  mutation RequestAdminAccess {\n    requestAdminAccess {\n      message\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.RequestAdminAccessDocument,
    "\n  mutation RefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    refundOrder(orderId: $orderId, amount: $amount, reason: $reason) {\n      id\n      status\n      paymentStatus\n      refundedAmount\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n": types.RefundOrderDocument,
    "\n  mutation MarkOrderPaid($orderId: ID!, $reference: String!) {\n    markOrderPaid(orderId: $orderId, reference: $reference) {\n      id\n      status\n      paymentStatus\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n": types.MarkOrderPaidDocument,
    "\n  query AdminSubscriptions($status: String, $first: Int!, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          status\n          serviceActive\n          endDate\n          autoRenew\n          cancelledAt\n          renewal\n          nextRenewalDate\n          nextRenewalAmount\n          customerEmail\n          product {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AdminSubscriptionsDocument,
    "\n  query AdminSubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      id\n      startDate\n      renewalOrderId\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      nextPlan {\n        id\n        name\n      }\n      events(first: 50) {\n        ...SubscriptionHistoryEvent\n      }\n    }\n  }\n": types.AdminSubscriptionDetailDocument,
    "\n  query AdminTickets($first: Int!, $after: String, $filter: TicketFilter) {\n    tickets(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          fullName\n          email\n          phoneNumber\n          language\n          subject\n          message\n          status\n          createdAt\n          updatedAt\n          messages {\n            id\n            author\n            body\n            createdAt\n          }\n        }\n      }\n    }\n  }\n": types.AdminTicketsDocument,
    "\n  mutation ReplyToTicket($ticketId: ID!, $body: String!) {\n    replyToTicket(ticketId: $ticketId, body: $body) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n": types.ReplyToTicketDocument,
    "\n  mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {\n    setTicketStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.SetTicketStatusDocument,
    "\n  query AdminWaitlist($first: Int!, $after: String) {\n    waitlistEntries(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          productId\n          userId\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminWaitlistDocument,
    "\n  query CheckoutFunnel($from: DateTimeISO!, $to: DateTimeISO!) {\n    checkoutFunnel(from: $from, to: $to) {\n      from\n      to\n      steps {\n        eventType\n        sessions\n      }\n    }\n  }\n": types.CheckoutFunnelDocument,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scope\n    tokenPrefix\n    createdByEmail\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        ...ApiTokenFields\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query AdminUsers($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...UserProfile\n        }\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminCount {\n    adminCount: adminUserCount(role: admin)\n  }\n": types.AdminCountDocument,
    "\n  mutation SetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    tokenId\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(first: 20, filter: { endpointId: $endpointId }) {\n      edges {\n        node {\n          id\n          eventType\n          status\n          createdAt\n          nextAttemptAt\n          attempts {\n            at\n            statusCode\n            durationMs\n            responseExcerpt\n          }\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserProfile\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserProfile\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input)\n  }\n": types.VerifyEmailDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query CheckoutCountries {\n    countries {\n      code\n      name\n      zone\n      vatRate\n      currency\n    }\n  }\n": types.CheckoutCountriesDocument,
    "\n  query CheckoutQuote($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {\n    checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {\n      subtotal\n      vatRate\n      vatAmount\n      netAmount\n      countryName\n      carrierCode\n      hasDevice\n      shipping\n      discount\n      total\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation SaveCheckout($input: SaveCheckoutInput!) {\n    saveCheckout(input: $input) {\n      id\n      userId\n      accountType\n      status\n    }\n  }\n": types.SaveCheckoutDocument,
    "\n  mutation CreateOrderFromCheckout($input: CreateOrderInput!) {\n    createOrderFromCheckout(input: $input) {\n      id\n      createdAt\n      totalAmount\n      discountAmount\n      status\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n    }\n  }\n": types.CreateOrderFromCheckoutDocument,
    "\n  query PaymentMethods {\n    paymentMethods\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      created\n      message\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n": types.SubmitTicketDocument,
    "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    availability\n  }\n": types.DeviceCardProductFragmentDoc,
    "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n": types.PlanCardProductFragmentDoc,
    "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n": types.ShopProductsDocument,
    "\n  fragment UserProfile on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    emailVerified\n    createdAt\n  }\n": types.UserProfileFragmentDoc,
    "\n  query Me {\n    me {\n      ...UserProfile\n    }\n  }\n": types.MeDocument,
    "\n  fragment CartProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    duration\n    availability\n  }\n": types.CartProductFragmentDoc,
    "\n  query CartProducts {\n    products {\n      ...CartProduct\n    }\n  }\n": types.CartProductsDocument,
    "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart\n  }\n": types.ClearCartDocument,
    "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          ...CartProduct\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n": types.MergeGuestCartDocument,
    "\n  mutation TrackCheckoutEvent($input: CheckoutEventInput!) {\n    trackCheckoutEvent(input: $input)\n  }\n": types.TrackCheckoutEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionHistoryEvent on SubscriptionEvent {\n    id\n    type\n    occurredAt\n    amount\n    orderId\n    detail\n  }\n"): (typeof documents)["\n  fragment SubscriptionHistoryEvent on SubscriptionEvent {\n    id\n    type\n    occurredAt\n    amount\n    orderId\n    detail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($first: Int!, $after: String) {\n    me {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            createdAt\n            totalAmount\n            status\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($first: Int!, $after: String) {\n    me {\n      id\n      orders(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            createdAt\n            totalAmount\n            status\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscriptions($first: Int!, $after: String) {\n    me {\n      id\n      subscriptions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            endDate\n            status\n            autoRenew\n            cancelledAt\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySubscriptions($first: Int!, $after: String) {\n    me {\n      id\n      subscriptions(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            endDate\n            status\n            autoRenew\n            cancelledAt\n            product {\n              id\n              name\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubscriptionAutoRenew($id: ID!, $autoRenew: Boolean!) {\n    setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetSubscriptionAutoRenew($id: ID!, $autoRenew: Boolean!) {\n    setSubscriptionAutoRenew(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      createdAt\n      status\n      totalAmount\n      subtotalAmount\n      shippingAmount\n      vatRate\n      vatAmount\n      paymentMethod\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n      shippingAddress\n      items {\n        id\n        price\n        quantity\n        product {\n          name\n          type\n        }\n      }\n      statusHistory {\n        status\n        changedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($id: ID!) {\n    myOrder(id: $id) {\n      id\n      createdAt\n      status\n      totalAmount\n      subtotalAmount\n      shippingAmount\n      vatRate\n      vatAmount\n      paymentMethod\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n      shippingAddress\n      items {\n        id\n        price\n        quantity\n        product {\n          name\n          type\n        }\n      }\n      statusHistory {\n        status\n        changedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserProfile\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  query AccountLanguage {\n    me {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferredLanguage($language: Language!) {\n    updatePreferredLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferredLanguage($language: Language!) {\n    updatePreferredLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionDetail on Subscription {\n    id\n    status\n    serviceActive\n    startDate\n    endDate\n    autoRenew\n    cancelledAt\n    renewal\n    nextRenewalDate\n    nextRenewalAmount\n    renewalOrderId\n    customerEmail\n    card {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    product {\n      id\n      name\n      type\n      price\n      duration\n    }\n    nextPlan {\n      id\n      name\n      price\n      duration\n    }\n    events(first: 50) {\n      ...SubscriptionHistoryEvent\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionDetail on Subscription {\n    id\n    status\n    serviceActive\n    startDate\n    endDate\n    autoRenew\n    cancelledAt\n    renewal\n    nextRenewalDate\n    nextRenewalAmount\n    renewalOrderId\n    customerEmail\n    card {\n      brand\n      last4\n      expMonth\n      expYear\n    }\n    product {\n      id\n      name\n      type\n      price\n      duration\n    }\n    nextPlan {\n      id\n      name\n      price\n      duration\n    }\n    events(first: 50) {\n      ...SubscriptionHistoryEvent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionDetail\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      ...SubscriptionDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SwitchablePlans {\n    products {\n      id\n      name\n      type\n      price\n      duration\n    }\n  }\n"): (typeof documents)["\n  query SwitchablePlans {\n    products {\n      id\n      name\n      type\n      price\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPaymentMethodUpdate($subscriptionId: ID!) {\n    startPaymentMethodUpdate(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartPaymentMethodUpdate($subscriptionId: ID!) {\n    startPaymentMethodUpdate(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayRenewal($subscriptionId: ID!) {\n    payRenewal(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation PayRenewal($subscriptionId: ID!) {\n    payRenewal(subscriptionId: $subscriptionId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSubscriptionPlan($id: ID!, $productId: ID!) {\n    changeSubscriptionPlan(id: $id, productId: $productId) {\n      ...SubscriptionDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSubscriptionPlan($id: ID!, $productId: ID!) {\n    changeSubscriptionPlan(id: $id, productId: $productId) {\n      ...SubscriptionDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPaymentMethodUpdate($subscriptionId: ID!, $sessionId: String!) {\n    confirmPaymentMethodUpdate(subscriptionId: $subscriptionId, sessionId: $sessionId) {\n      ...SubscriptionDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPaymentMethodUpdate($subscriptionId: ID!, $sessionId: String!) {\n    confirmPaymentMethodUpdate(subscriptionId: $subscriptionId, sessionId: $sessionId) {\n      ...SubscriptionDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTickets {\n    myTickets {\n      id\n      subject\n      status\n      createdAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTickets {\n    myTickets {\n      id\n      subject\n      status\n      createdAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalog {\n    products {\n      id\n      name\n      type\n      price\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalog {\n    products {\n      id\n      name\n      type\n      price\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStockMovements($id: ID!, $first: Int!, $after: String) {\n    product(id: $id) {\n      id\n      stockMovements(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            kind\n            delta\n            reservedDelta\n            reason\n            orderId\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStockMovements($id: ID!, $first: Int!, $after: String) {\n    product(id: $id) {\n      id\n      stockMovements(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          cursor\n          node {\n            id\n            kind\n            delta\n            reservedDelta\n            reason\n            orderId\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustStock($productId: ID!, $delta: Int!, $reason: String!) {\n    adjustStock(productId: $productId, delta: $delta, reason: $reason) {\n      id\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustStock($productId: ID!, $delta: Int!, $reason: String!) {\n    adjustStock(productId: $productId, delta: $delta, reason: $reason) {\n      id\n      availability\n      stockOnHand\n      stockReserved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscountCodes($first: Int!, $after: String) {\n    discountCodes(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          code\n          email\n          amount\n          status\n          orderId\n          productId\n          expiresAt\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscountCodes($first: Int!, $after: String) {\n    discountCodes(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          code\n          email\n          amount\n          status\n          orderId\n          productId\n          expiresAt\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueDiscountCode($email: String!, $amount: String!, $validDays: Int!) {\n    issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) {\n      id\n      code\n      email\n      amount\n      status\n      orderId\n      productId\n      expiresAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation IssueDiscountCode($email: String!, $amount: String!, $validDays: Int!) {\n    issueDiscountCode(email: $email, amount: $amount, validDays: $validDays) {\n      id\n      code\n      email\n      amount\n      status\n      orderId\n      productId\n      expiresAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductPrice($productId: ID!, $price: String!) {\n    setProductPrice(productId: $productId, price: $price) {\n      id\n      price\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductPrice($productId: ID!, $price: String!) {\n    setProductPrice(productId: $productId, price: $price) {\n      id\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMails($first: Int!, $after: String) {\n    mails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n        }\n      }\n    }\n    held: mails(first: 1, filter: { status: \"held\" }) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminMails($first: Int!, $after: String) {\n    mails(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          kind\n          to\n          subject\n          status\n          attempts\n          lastError\n          createdAt\n          sentAt\n        }\n      }\n    }\n    held: mails(first: 1, filter: { status: \"held\" }) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMail($id: ID!) {\n    adminMail(id: $id) {\n      id\n      html\n      text\n    }\n  }\n"): (typeof documents)["\n  query AdminMail($id: ID!) {\n    adminMail(id: $id) {\n      id\n      html\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($first: Int!, $after: String, $filter: OrderFilter) {\n    orders(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          subtotalAmount\n          shippingAmount\n          vatRate\n          vatAmount\n          totalAmount\n          customerName\n          customerEmail\n          customerPhone\n          language\n          userId\n          paymentMethod\n          paymentStatus\n          refundedAmount\n          needsReview\n          reviewReason\n          shippingAddress\n          orderNotes\n          items {\n            id\n            price\n            quantity\n            product {\n              name\n            }\n          }\n          invoices {\n            id\n            number\n            kind\n            total\n            url\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($first: Int!, $after: String, $filter: OrderFilter) {\n    orders(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          status\n          subtotalAmount\n          shippingAmount\n          vatRate\n          vatAmount\n          totalAmount\n          customerName\n          customerEmail\n          customerPhone\n          language\n          userId\n          paymentMethod\n          paymentStatus\n          refundedAmount\n          needsReview\n          reviewReason\n          shippingAddress\n          orderNotes\n          items {\n            id\n            price\n            quantity\n            product {\n              name\n            }\n          }\n          invoices {\n            id\n            number\n            kind\n            total\n            url\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderCounts {\n    all: adminOrderCount\n    pending: adminOrderCount(status: pending)\n    paid: adminOrderCount(status: paid)\n    shipped: adminOrderCount(status: shipped)\n    delivered: adminOrderCount(status: delivered)\n    cancelled: adminOrderCount(status: cancelled)\n    refunded: adminOrderCount(status: refunded)\n  }\n"): (typeof documents)["\n  query AdminOrderCounts {\n    all: adminOrderCount\n    pending: adminOrderCount(status: pending)\n    paid: adminOrderCount(status: paid)\n    shipped: adminOrderCount(status: shipped)\n    delivered: adminOrderCount(status: delivered)\n    cancelled: adminOrderCount(status: cancelled)\n    refunded: adminOrderCount(status: refunded)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAdminAccess {\n    requestAdminAccess {\n      message\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAdminAccess {\n    requestAdminAccess {\n      message\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    refundOrder(orderId: $orderId, amount: $amount, reason: $reason) {\n      id\n      status\n      paymentStatus\n      refundedAmount\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($orderId: ID!, $amount: String!, $reason: String!) {\n    refundOrder(orderId: $orderId, amount: $amount, reason: $reason) {\n      id\n      status\n      paymentStatus\n      refundedAmount\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPaid($orderId: ID!, $reference: String!) {\n    markOrderPaid(orderId: $orderId, reference: $reference) {\n      id\n      status\n      paymentStatus\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOrderPaid($orderId: ID!, $reference: String!) {\n    markOrderPaid(orderId: $orderId, reference: $reference) {\n      id\n      status\n      paymentStatus\n      updatedAt\n      invoices {\n        id\n        number\n        kind\n        total\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptions($status: String, $first: Int!, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          status\n          serviceActive\n          endDate\n          autoRenew\n          cancelledAt\n          renewal\n          nextRenewalDate\n          nextRenewalAmount\n          customerEmail\n          product {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptions($status: String, $first: Int!, $after: String) {\n    adminSubscriptions(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          status\n          serviceActive\n          endDate\n          autoRenew\n          cancelledAt\n          renewal\n          nextRenewalDate\n          nextRenewalAmount\n          customerEmail\n          product {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      id\n      startDate\n      renewalOrderId\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      nextPlan {\n        id\n        name\n      }\n      events(first: 50) {\n        ...SubscriptionHistoryEvent\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscriptionDetail($id: ID!) {\n    subscription(id: $id) {\n      id\n      startDate\n      renewalOrderId\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      nextPlan {\n        id\n        name\n      }\n      events(first: 50) {\n        ...SubscriptionHistoryEvent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTickets($first: Int!, $after: String, $filter: TicketFilter) {\n    tickets(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          fullName\n          email\n          phoneNumber\n          language\n          subject\n          message\n          status\n          createdAt\n          updatedAt\n          messages {\n            id\n            author\n            body\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTickets($first: Int!, $after: String, $filter: TicketFilter) {\n    tickets(first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          fullName\n          email\n          phoneNumber\n          language\n          subject\n          message\n          status\n          createdAt\n          updatedAt\n          messages {\n            id\n            author\n            body\n            createdAt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToTicket($ticketId: ID!, $body: String!) {\n    replyToTicket(ticketId: $ticketId, body: $body) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToTicket($ticketId: ID!, $body: String!) {\n    replyToTicket(ticketId: $ticketId, body: $body) {\n      id\n      status\n      updatedAt\n      messages {\n        id\n        author\n        body\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {\n    setTicketStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetTicketStatus($id: ID!, $status: TicketStatus!) {\n    setTicketStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaitlist($first: Int!, $after: String) {\n    waitlistEntries(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          productId\n          userId\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWaitlist($first: Int!, $after: String) {\n    waitlistEntries(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          email\n          productId\n          userId\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutFunnel($from: DateTimeISO!, $to: DateTimeISO!) {\n    checkoutFunnel(from: $from, to: $to) {\n      from\n      to\n      steps {\n        eventType\n        sessions\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutFunnel($from: DateTimeISO!, $to: DateTimeISO!) {\n    checkoutFunnel(from: $from, to: $to) {\n      from\n      to\n      steps {\n        eventType\n        sessions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scope\n    tokenPrefix\n    createdByEmail\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scope\n    tokenPrefix\n    createdByEmail\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        ...ApiTokenFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        ...ApiTokenFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...UserProfile\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int!, $after: String) {\n    users(first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          ...UserProfile\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCount {\n    adminCount: adminUserCount(role: admin)\n  }\n"): (typeof documents)["\n  query AdminCount {\n    adminCount: adminUserCount(role: admin)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    tokenId\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    events\n    description\n    enabled\n    disabledReason\n    tokenId\n    failingSince\n    previousSecretExpiresAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEventTypes\n    webhookEndpoints {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      secret\n      endpoint {\n        id\n        ...WebhookEndpointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($id: ID!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(first: 20, filter: { endpointId: $endpointId }) {\n      edges {\n        node {\n          id\n          eventType\n          status\n          createdAt\n          nextAttemptAt\n          attempts {\n            at\n            statusCode\n            durationMs\n            responseExcerpt\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(first: 20, filter: { endpointId: $endpointId }) {\n      edges {\n        node {\n          id\n          eventType\n          status\n          createdAt\n          nextAttemptAt\n          attempts {\n            at\n            statusCode\n            durationMs\n            responseExcerpt\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserProfile\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserProfile\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCountries {\n    countries {\n      code\n      name\n      zone\n      vatRate\n      currency\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCountries {\n    countries {\n      code\n      name\n      zone\n      vatRate\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {\n    checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {\n      subtotal\n      vatRate\n      vatAmount\n      netAmount\n      countryName\n      carrierCode\n      hasDevice\n      shipping\n      discount\n      total\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($country: String, $items: [QuoteItemInput!]!, $discountCode: String, $email: String) {\n    checkoutQuote(country: $country, items: $items, discountCode: $discountCode, email: $email) {\n      subtotal\n      vatRate\n      vatAmount\n      netAmount\n      countryName\n      carrierCode\n      hasDevice\n      shipping\n      discount\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCheckout($input: SaveCheckoutInput!) {\n    saveCheckout(input: $input) {\n      id\n      userId\n      accountType\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCheckout($input: SaveCheckoutInput!) {\n    saveCheckout(input: $input) {\n      id\n      userId\n      accountType\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrderFromCheckout($input: CreateOrderInput!) {\n    createOrderFromCheckout(input: $input) {\n      id\n      createdAt\n      totalAmount\n      discountAmount\n      status\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrderFromCheckout($input: CreateOrderInput!) {\n    createOrderFromCheckout(input: $input) {\n      id\n      createdAt\n      totalAmount\n      discountAmount\n      status\n      paymentStatus\n      paymentUrl\n      bankTransfer {\n        holder\n        iban\n        bic\n        amount\n        reference\n        qrSvg\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      created\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) {\n      created\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitTicket($input: SubmitTicketInput!) {\n    submitTicket(input: $input) {\n      id\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    availability\n  }\n"): (typeof documents)["\n  fragment DeviceCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    availability\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n"): (typeof documents)["\n  fragment PlanCardProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    description\n    features\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts {\n    products {\n      id\n      type\n      category\n      duration\n      ...DeviceCardProduct\n      ...PlanCardProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserProfile on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    emailVerified\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserProfile on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    emailVerified\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserProfile\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    duration\n    availability\n  }\n"): (typeof documents)["\n  fragment CartProduct on Product {\n    id\n    name\n    type\n    category\n    price\n    duration\n    availability\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartProducts {\n    products {\n      ...CartProduct\n    }\n  }\n"): (typeof documents)["\n  query CartProducts {\n    products {\n      ...CartProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      id\n      quantity\n      product {\n        ...CartProduct\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      id\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          ...CartProduct\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeGuestCart($items: [GuestCartItemInput!]!) {\n    mergeGuestCart(items: $items) {\n      cart {\n        id\n        quantity\n        product {\n          ...CartProduct\n        }\n      }\n      replaced {\n        id\n        name\n        type\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackCheckoutEvent($input: CheckoutEventInput!) {\n    trackCheckoutEvent(input: $input)\n  }\n"): (typeof documents)["\n  mutation TrackCheckoutEvent($input: CheckoutEventInput!) {\n    trackCheckoutEvent(input: $input)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;