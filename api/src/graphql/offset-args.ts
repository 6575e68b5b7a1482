import { ArgsType, Field, Int } from 'type-graphql';
import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX } from '../common/paging';

/** `limit` and `offset` of the deprecated offset lists (adminOrders, adminUsers). */
@ArgsType()
export class OffsetPageArgs {
  @Field(() => Int, {
    defaultValue: ADMIN_PAGE_DEFAULT,
    description: `How many: taken within 1 to ${ADMIN_PAGE_MAX}`,
  })
  limit: number;

  @Field(() => Int, { defaultValue: 0, description: 'How many of the newest to skip (negative: 0)' })
  offset: number;
}
