import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_MAX } from '../../common/paging';
import type { RequestContext } from '../../request-context';
import { OffsetPageArgs } from '../../graphql/offset-args';
import {
  ConnectionArgs,
  ListOrderInput,
  ORDER_BY_ARG,
  STAFF_PAGE_ACCESS,
  STAFF_READ_ACCESS,
  staffPageRequest,
  toConnection,
} from '../../graphql/connection';
import { Role, User } from '../accounts/user.entity';
import { AdminAccessResult } from './admin.inputs';
import { UserConnection, UserFilter } from './users.connection';

@Resolver(() => User)
export class AdminResolver {
  @Query(() => UserConnection, {
    description: `Users matching the filter, newest first unless orderBy says otherwise, a page at a time. ${STAFF_PAGE_ACCESS}`,
  })
  async users(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => UserFilter, { nullable: true, description: 'Narrows the list; null: every user' })
    filter: UserFilter | null,
    @Arg('orderBy', () => ListOrderInput, ORDER_BY_ARG) orderBy: ListOrderInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<UserConnection> {
    const page = await ctx.services.admin.pageUsers(
      ctx.actor,
      staffPageRequest({ first, after }, orderBy, filter),
      filter?.role,
    );
    return toConnection(UserConnection, page);
  }

  @Query(() => [User], {
    description: `Users, newest first, by offset (at most ${ADMIN_PAGE_MAX} a page). ${STAFF_READ_ACCESS}`,
    deprecationReason: 'Use users(first, after, filter): cursor pages cost the same at any depth',
  })
  adminUsers(@Args() { limit, offset }: OffsetPageArgs, @Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.services.admin.listUsers(ctx.actor, { limit, offset });
  }

  @Query(() => Int, {
    description: `The number of users ('Total Users'), or of users with this role. ${STAFF_READ_ACCESS}`,
  })
  adminUserCount(
    @Arg('role', () => Role, { nullable: true, description: 'Count only users with this role; null: all' })
    role: Role | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.admin.countUsers(ctx.actor, role);
  }

  @Mutation(() => AdminAccessResult, {
    description:
      "Signed-in customer: 'Request Admin Access' makes the caller an admin when their verified address is in the ADMIN_EMAILS setting or, with that setting empty, while no admin exists (an admin is told they already are one). UNAUTHENTICATED for guests and API tokens, FORBIDDEN otherwise (also for a listed address not verified yet)",
  })
  requestAdminAccess(@Ctx() ctx: RequestContext): Promise<AdminAccessResult> {
    return ctx.services.admin.requestAdminAccess(ctx.actor);
  }

  @Mutation(() => User, {
    description:
      'Signed-in admin: makes a user an admin or a customer; the user. UNAUTHENTICATED for guests and API tokens, FORBIDDEN for customers, NOT_FOUND for an unknown user, CONFLICT when it would demote the last admin',
  })
  setUserRole(
    @Arg('id', () => ID, { description: 'The user' }) id: string,
    @Arg('role', () => Role, { description: 'The new role' }) role: Role,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.admin.setUserRole(ctx.actor, id, role);
  }
}
