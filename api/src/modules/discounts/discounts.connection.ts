import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { DiscountCode } from './discount-code.entity';

@ObjectType({ description: 'A page of discount codes, newest first' })
export class DiscountCodeConnection extends ConnectionType(DiscountCode, 'DiscountCode', 'discount codes') {}
