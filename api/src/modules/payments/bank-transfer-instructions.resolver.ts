import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../request-context';
import { BankTransferInstructions } from './payments.types';

@Resolver(() => BankTransferInstructions)
export class BankTransferInstructionsResolver {
  @FieldResolver(() => String, { nullable: true })
  qrSvg(@Root() details: BankTransferInstructions, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.services.payments.bankTransferQrSvg(details);
  }
}
