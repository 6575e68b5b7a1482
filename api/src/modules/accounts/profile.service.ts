import type { DataSource } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { unauthenticated } from '../../common/app-error';
import { User } from './user.entity';

/** The signed-in customer's own details (My Account's profile panel). */
export class ProfileService {
  constructor(private readonly dataSource: DataSource) {}

  /** Sets the caller's first and last name (validated and trimmed by the input); the updated user. */
  async updateName(actor: Actor, names: { firstName: string; lastName: string }): Promise<User> {
    const caller = requireUser(actor);
    const users = this.dataSource.getRepository(User);
    const result = await users.update(
      { id: caller.userId },
      { firstName: names.firstName.trim(), lastName: names.lastName.trim() },
    );
    // The account was deleted while its session was still open.
    if (!result.affected) throw unauthenticated();
    return users.findOneByOrFail({ id: caller.userId });
  }
}
