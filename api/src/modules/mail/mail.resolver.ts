import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { MAIL_PAGE_DEFAULT } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

@Resolver(() => OutboxMail)
export class MailResolver {
  @Query(() => [OutboxMail], { description: 'Admin: the outbox, newest first (the Mail screen)' })
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
