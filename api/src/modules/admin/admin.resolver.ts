import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { Role, User } from '../accounts/user.entity';
import { AdminAccessResult } from './admin.inputs';

@Resolver(() => User)
export class AdminResolver {
  @Query(() => [User], { description: 'Admin: every user, newest first' })
  adminUsers(@Ctx() ctx: RequestContext): Promise<User[]> {
    return ctx.services.admin.listUsers(ctx.actor);
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
