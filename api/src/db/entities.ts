import { User } from '../modules/accounts/user.entity';
import { CartItem } from '../modules/cart/cart-item.entity';
import { Product } from '../modules/catalog/product.entity';
import { StockMovement } from '../modules/catalog/stock-movement.entity';
import { Checkout } from '../modules/checkout/checkout.entity';
import { DiscountCode } from '../modules/discounts/discount-code.entity';
import { OrderItem } from '../modules/orders/order-item.entity';
import { Order } from '../modules/orders/order.entity';
import { Subscription } from '../modules/subscriptions/subscription.entity';
import { SubscriptionEvent } from '../modules/subscriptions/subscription-event.entity';
import { Ticket } from '../modules/support/ticket.entity';
import { TicketMessage } from '../modules/support/ticket-message.entity';
import { CheckoutEvent } from '../modules/tracking/checkout-event.entity';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity';
import { ApiToken } from '../modules/integrations/api-token.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { Invoice } from '../modules/invoices/invoice.entity';

export const entities = [
  User,
  Product,
  StockMovement,
  CartItem,
  Checkout,
  Order,
  OrderItem,
  Subscription,
  SubscriptionEvent,
  Ticket,
  TicketMessage,
  WaitlistEntry,
  CheckoutEvent,
  ApiToken,
  OutboxMail,
  WebhookEndpoint,
  WebhookDelivery,
  DiscountCode,
  Invoice,
];
