import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum ApiTokenScope {
  read = 'read',
  write = 'write',
}
registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'read: queries only; write: queries and mutations',
  valuesConfig: {
    read: { description: 'Queries only: any mutation is refused with FORBIDDEN' },
    write: { description: 'Queries and the back-office mutations' },
  },
});

/** A credential for a third-party integration. Only a hash of the secret is stored. */
@ObjectType({
  description:
    'A credential for a third-party integration, sent as "Authorization: Bearer <secret>"; only a hash of the secret is kept',
})
@Entity('api_tokens')
export class ApiToken {
  @Field(() => ID, { description: 'The token id (uuid); pass it to revokeApiToken' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the token is for, as the admin named it (at most 100 characters)' })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => ApiTokenScope, { description: 'read or write' })
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

  @Field(() => GraphQLISODateTime, { description: 'When the token was created (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When a request last authenticated with it (ISO 8601, UTC); null when never used',
  })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was revoked (ISO 8601, UTC); null while it works',
  })
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
