import { Arg, Args, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { pageRequest } from '../../common/keyset';
import type { RequestContext } from '../../common/request-context';
import { ConnectionArgs, toConnection } from '../../graphql/connection';
import { MAIL_PAGE_DEFAULT } from './mail.service';
import { OutboxMailConnection, OutboxMailFilter } from './mails.connection';
import { OutboxMail } from './outbox-mail.entity';

@Resolver(() => OutboxMail)
export class MailResolver {
  @Query(() => OutboxMailConnection, {
    description:
      'Admin: the mail outbox, newest first, a page at a time (the Mail screen; FORBIDDEN for anyone else, API tokens included: mails hold addresses and single-use links)',
  })
  async mails(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => OutboxMailFilter, { nullable: true }) filter: OutboxMailFilter | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OutboxMailConnection> {
    const page = await ctx.services.mail.page(ctx.actor, pageRequest(first, after), filter?.status);
    return toConnection(OutboxMailConnection, page);
  }

  @Query(() => [OutboxMail], {
    description: 'Admin: the outbox, newest first, by offset',
    deprecationReason: 'Use mails(first, after): cursor pages cost the same at any depth',
  })
  adminMails(
    @Arg('limit', () => Int, { defaultValue: MAIL_PAGE_DEFAULT }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<OutboxMail[]> {
    return ctx.services.mail.list(ctx.actor, { limit, offset });
  }

  @Query(() => OutboxMail, { description: 'Admin: one mail of the outbox, with its HTML and text' })
  adminMail(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OutboxMail> {
    return ctx.services.mail.get(ctx.actor, id);
  }
}
