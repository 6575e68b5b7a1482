import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum ApiTokenScope {
  read = 'read',
  write = 'write',
}
registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'read: queries only; write: queries and mutations',
});

/** A credential for a third-party integration. Only a hash of the secret is stored. */
@ObjectType()
@Entity('api_tokens')
export class ApiToken {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => ApiTokenScope)
  @Column({ type: 'varchar', length: 10 })
  scope: ApiTokenScope;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Field({ description: 'The first characters of the secret, to recognise it' })
  @Column({ name: 'token_prefix', type: 'varchar', length: 16 })
  tokenPrefix: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  /** Filled by the service from the accounts module (not a column). */
  @Field(() => String, {
    nullable: true,
    description:
      "Email of the admin who created the token (null when that account is gone). The token acts with that admin's rights and stops working when they lose them",
  })
  createdByEmail: string | null;

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
