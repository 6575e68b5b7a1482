import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX } from '../../common/paging';
import type { RequestContext } from '../../common/request-context';
import { ConnectionArgs, ListOrderInput, staffPageRequest, toConnection } from '../../graphql/connection';
import { Role, User } from '../accounts/user.entity';
import { AdminAccessResult } from './admin.inputs';
import { UserConnection, UserFilter } from './users.connection';

@Resolver(() => User)
export class AdminResolver {
  @Query(() => UserConnection, {
    description:
      'Staff (admins, API tokens): users matching the filter, newest first, a page at a time (FORBIDDEN for anyone else)',
  })
  async users(
    @Args() { first, after }: ConnectionArgs,
    @Arg('filter', () => UserFilter, { nullable: true }) filter: UserFilter | null,
    @Arg('orderBy', () => ListOrderInput, { nullable: true }) orderBy: ListOrderInput | null,
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
    description: `Admin: users, newest first, by offset (at most ${ADMIN_PAGE_MAX} a page)`,
    deprecationReason: 'Use users(first, after, filter): cursor pages cost the same at any depth',
  })
  adminUsers(
    @Arg('limit', () => Int, { defaultValue: ADMIN_PAGE_DEFAULT }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<User[]> {
    return ctx.services.admin.listUsers(ctx.actor, { limit, offset });
  }

  @Query(() => Int, { description: "Admin: number of users ('Total Users'), or of users with this role" })
  adminUserCount(
    @Arg('role', () => Role, { nullable: true }) role: Role | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return ctx.services.admin.countUsers(ctx.actor, role);
  }

  @Mutation(() => AdminAccessResult, {
    description: "'Request Admin Access': only for ADMIN_EMAILS addresses, or while no admin exists",
  })
  requestAdminAccess(@Ctx() ctx: RequestContext): Promise<AdminAccessResult> {
    return ctx.services.admin.requestAdminAccess(ctx.actor);
  }

  @Mutation(() => User, { description: 'Admin: make a user an admin or a user; the last admin stays' })
  setUserRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    return ctx.services.admin.setUserRole(ctx.actor, id, role);
  }
}
