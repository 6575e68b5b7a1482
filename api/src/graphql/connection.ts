import {
  ArgsType,
  Field,
  GraphQLISODateTime,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
  type ClassType,
} from 'type-graphql';
import {
  pageRequest,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type PageRequest,
  type PageResult,
} from '../common/keyset';

/** `first` and `after` of every connection field (checked by the service: see common/keyset). */
@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, {
    defaultValue: PAGE_SIZE_DEFAULT,
    description: `How many items to return: 1 to ${PAGE_SIZE_MAX} (BAD_USER_INPUT otherwise)`,
  })
  first: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Return the items after this cursor: a previous page's pageInfo.endCursor (or an edge's cursor). Opaque; BAD_USER_INPUT when malformed",
  })
  after?: string | null;
}

export enum ListOrderField {
  CREATED_AT = 'created_at',
  UPDATED_AT = 'updated_at',
}
registerEnumType(ListOrderField, {
  name: 'ListOrderField',
  description: 'What a list is sorted by (then by id, in the same direction)',
  valuesConfig: {
    CREATED_AT: { description: 'When the item was created' },
    UPDATED_AT: { description: 'When the item last changed (change sync: walk ASC from updatedAfter)' },
  },
});

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Sort direction',
  valuesConfig: { ASC: { description: 'Oldest first' }, DESC: { description: 'Newest first' } },
});

@InputType({ description: 'The order of a staff list; newest created first when omitted' })
export class ListOrderInput {
  @Field(() => ListOrderField, {
    defaultValue: ListOrderField.CREATED_AT,
    description: 'The timestamp to sort by',
  })
  field: ListOrderField;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC, description: 'ASC or DESC' })
  direction: SortDirection;
}

/** Who may read a staff list, and what it answers otherwise: the tail of each one's description. */
export const STAFF_READ_ACCESS =
  'Staff: signed-in admins and API tokens (read or write scope). UNAUTHENTICATED for guests, FORBIDDEN for customers';

/** The same for a staff connection, whose arguments are checked too. */
export const STAFF_PAGE_ACCESS = `${STAFF_READ_ACCESS}; BAD_USER_INPUT for a bad first, after, orderBy or filter`;

/** Who may make a back-office change, and what it answers otherwise. */
export const STAFF_WRITE_ACCESS =
  'Staff: signed-in admins and write-scoped API tokens. UNAUTHENTICATED for guests, FORBIDDEN for customers and read-scoped tokens';

/** The `orderBy` argument of every staff connection. */
export const ORDER_BY_ARG = {
  nullable: true,
  description:
    'The order of the list: newest created first when null; {field: UPDATED_AT, direction: ASC} for change sync. A cursor continues only the order it was made in (BAD_USER_INPUT otherwise)',
};

/** The change-sync filter every staff connection's filter has. */
@InputType()
export abstract class ChangeSyncFilter {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Only items changed strictly after this instant (ISO 8601). With orderBy {field: UPDATED_AT, direction: ASC}, walk the pages and keep the last updatedAt for the next run',
  })
  updatedAfter?: Date | null;
}

/** A page request from a staff connection's arguments (BAD_USER_INPUT for a bad first or after). */
export function staffPageRequest(
  { first, after }: ConnectionArgs,
  orderBy: ListOrderInput | null | undefined,
  filter: ChangeSyncFilter | null | undefined,
): PageRequest {
  return {
    ...pageRequest(first, after),
    order: orderBy ? { field: orderBy.field, direction: orderBy.direction } : undefined,
    updatedAfter: filter?.updatedAfter ?? undefined,
  };
}

@ObjectType({ description: 'Where a page of a connection ends (Relay cursor connections)' })
export class PageInfo {
  @Field({ description: 'Whether more items follow this page: ask again with after = endCursor' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: "The last item's cursor; null on an empty page" })
  endCursor: string | null;
}

/** A connection's object shape, filled from a service's page. */
export interface ConnectionShape<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount(): Promise<number>;
}

/**
 * `<Name>Connection` and `<Name>Edge` types for a node type: edges, pageInfo, and totalCount (the
 * number of items matching the filters, read only when a query selects it).
 */
export function ConnectionType<T extends object>(node: ClassType<T>, name: string, nodes: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page, with its cursor` })
  class Edge {
    @Field({ description: `Pass as after to continue after this ${name}` })
    cursor: string;

    @Field(() => node, { description: `The ${name} itself` })
    node: T;
  }

  @ObjectType()
  abstract class Connection implements ConnectionShape<T> {
    @Field(() => [Edge], {
      description: `This page's ${nodes}, in the order asked (newest first by default)`,
    })
    edges: Edge[];

    @Field(() => PageInfo, {
      description: 'Whether more pages follow, and the cursor to ask for the next one',
    })
    pageInfo: PageInfo;

    /** Set from the page: how to count every matching item. */
    countAll: () => Promise<number>;

    @Field(() => Int, { description: `The number of ${nodes} matching the filters, on all pages together` })
    totalCount(): Promise<number> {
      return this.countAll();
    }
  }
  return Connection;
}

/** Fills a connection object (an instance of a ConnectionType class) from a service's page. */
export function toConnection<T, C extends ConnectionShape<T>>(
  ConnectionClass: new () => C,
  page: PageResult<T>,
): C {
  return Object.assign(new ConnectionClass(), {
    edges: page.nodes.map((node, index) => ({ cursor: page.cursors[index], node })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    countAll: page.totalCount,
  });
}
