import type { Language } from '@hometunnel/rules';
import type { DataSource } from 'typeorm';
import { requireUser, type Actor } from '../../common/actor';
import { unauthenticated } from '../../common/app-error';
import { User } from './user.entity';

/** The signed-in customer's own details (My Account's profile panel). */
export class ProfileService {
  constructor(private readonly dataSource: DataSource) {}

  /** Sets the caller's first and last name (validated and trimmed by the input); the updated user. */
  updateName(actor: Actor, names: { firstName: string; lastName: string }): Promise<User> {
    return this.update(actor, { firstName: names.firstName.trim(), lastName: names.lastName.trim() });
  }

  /** Sets the language of the caller's mails and invoices (checked by the input); the updated user. */
  updateLanguage(actor: Actor, language: Language): Promise<User> {
    return this.update(actor, { language });
  }

  private async update(actor: Actor, change: Partial<Pick<User, 'firstName' | 'lastName' | 'language'>>) {
    const caller = requireUser(actor);
    const users = this.dataSource.getRepository(User);
    const result = await users.update({ id: caller.userId }, change);
    // The account was deleted while its session was still open.
    if (!result.affected) throw unauthenticated();
    return users.findOneByOrFail({ id: caller.userId });
  }
}
