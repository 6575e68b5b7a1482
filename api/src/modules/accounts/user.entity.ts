import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role as RoleName } from '../../common/actor';

export enum Role {
  user = 'user',
  admin = 'admin',
}
registerEnumType(Role, { name: 'Role' });

@ObjectType()
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Field()
  @Column({ unique: true })
  email: string;

  /** argon2id hash; never exposed through GraphQL or REST. */
  @Column({ name: 'password_hash', type: 'varchar' })
  passwordHash: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'first_name', type: 'varchar', nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'last_name', type: 'varchar', nullable: true })
  lastName: string | null;

  @Field(() => Role)
  @Column({ type: 'varchar', length: 10, default: Role.user })
  role: RoleName;

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

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
