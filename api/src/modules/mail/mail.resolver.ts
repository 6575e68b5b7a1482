import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { MAIL_PAGE_DEFAULT, MAIL_PAGE_MAX } from './mail.service';
import { OutboxMailConnection, OutboxMailFilter } from './mails.connection';
import { OutboxMail } from './outbox-mail.entity';

@Resolver(() => OutboxMail)
export class MailResolver {
  @Query(() => OutboxMailConnection, {
    description:
      'Signed-in admin: the mail outbox, newest first, a page at a time (the Mail screen). UNAUTHENTICATED for guests and API tokens (mails hold addresses and single-use links), FORBIDDEN for customers, BAD_USER_INPUT for a bad first, after, orderBy or filter',
  })
  async mails(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => OutboxMailFilter, {
      nullable: true,
      description: 'Narrows the list; null: every mail',
    })
    filter: OutboxMailFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OutboxMailConnection> {
    const request = staffPageRequest({ first, after }, orderBy, filter);
    const page = await ctx.services.mail.page(ctx.actor, request, filter?.status);
    return toConnection(OutboxMailConnection, page);
  }

  @Query(() => [OutboxMail], {
    description:
      'Signed-in admin: the outbox, newest first, by offset. UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers',
    deprecationReason: 'Use mails(first, after): cursor pages cost the same at any depth',
  })
  adminMails(
    @Arg('limit', () => Int, {
      defaultValue: MAIL_PAGE_DEFAULT,
      description: `How many mails: taken within 1 to ${MAIL_PAGE_MAX}`,
    })
    limit: number,
    @Arg('offset', () => Int, {
      defaultValue: 0,
      description: 'How many of the newest to skip (negative: 0)',
    })
    offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<OutboxMail[]> {
    return ctx.services.mail.list(ctx.actor, { limit, offset });
  }

  @Query(() => OutboxMail, {
    description:
      'Signed-in admin: one mail of the outbox, with its HTML and text. UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers, NOT_FOUND for an unknown id',
  })
  adminMail(
    @Arg('id', () => ID, { description: 'The mail (OutboxMail.id)' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<OutboxMail> {
    return ctx.services.mail.get(ctx.actor, id);
  }

  // A mail is rendered when first sent or read: only a query that asks for a body renders it.
  @FieldResolver(() => String, { description: 'The HTML body, as sent' })
  async html(@Root() mail: OutboxMail, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.mail.bodies.of(mail)).html;
  }

  @FieldResolver(() => String, { description: 'The plain-text body, as sent' })
  async text(@Root() mail: OutboxMail, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.mail.bodies.of(mail)).text;
  }
}
