import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { Order } from '../orders/order.entity';
import { Invoice } from './invoice.entity';

/** `Order.invoices` for whoever may read the order, and each document's download link. */
@Resolver(() => Order)
export class OrderInvoicesResolver {
  @FieldResolver(() => [Invoice], {
    description:
      "The order's invoice (once paid) and credit notes (one per refund), oldest first; batched per request",
  })
  invoices(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<Invoice[]> {
    return ctx.loaders.orderInvoices.load(order.id);
  }
}

@Resolver(() => Invoice)
export class InvoiceResolver {
  @FieldResolver(() => String, {
    description:
      'The PDF: a signed link (/api/invoices/<id>.pdf?expires=…&sig=…) that opens without a session for 30 days',
  })
  url(@Root() invoice: Invoice, @Ctx() ctx: RequestContext): string {
    return ctx.services.invoices.downloadUrl(invoice);
  }
}
