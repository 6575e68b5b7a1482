import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '@hometunnel/rules';
import type { Role as RoleName } from '../../common/actor';
import { LanguageEnum } from '../../common/language';

export enum Role {
  user = 'user',
  admin = 'admin',
}
registerEnumType(Role, {
  name: 'Role',
  description: "A user's role: what the account may do",
  valuesConfig: {
    user: { description: 'A customer: their own cart, orders, subscriptions, tickets and account' },
    admin: {
      description: 'Staff: also the back office (orders, users, tickets, waitlist, mail, integrations)',
    },
  },
});

@ObjectType({ description: 'A registered account (customer or admin); never carries the password' })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'The account id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Field({ description: 'The sign-in email address, stored trimmed and lower-cased; unique' })
  @Column({ unique: true })
  email: string;

  /** argon2id hash; never exposed through GraphQL or REST. */
  @Column({ name: 'password_hash', type: 'varchar' })
  passwordHash: string;

  @Field(() => String, { nullable: true, description: 'First name; null when never given' })
  @Column({ name: 'first_name', type: 'varchar', nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true, description: 'Last name; null when never given' })
  @Column({ name: 'last_name', type: 'varchar', nullable: true })
  lastName: string | null;

  @Field(() => Role, { description: 'user (customer) or admin' })
  @Column({ type: 'varchar', length: 10, default: Role.user })
  role: RoleName;

  @Field(() => LanguageEnum, {
    description: 'The language of every mail to the account and of its invoices (en, de or fr)',
  })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /**
   * When the owner proved the address is theirs (null: not yet): the verification link, or the
   * operator CLI for the accounts it makes or promotes.
   */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Field({ description: 'Whether the owner proved the address is theirs' })
  get emailVerified(): boolean {
    return this.emailVerifiedAt !== null && this.emailVerifiedAt !== undefined;
  }

  @Field(() => GraphQLISODateTime, { description: 'When the account was registered (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      'When the account last changed (email, name, role, verification; not sign-ins), stamped by the database; change sync: filter.updatedAfter',
  })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
