import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { StockMovement } from './stock-movement.entity';

@ObjectType({ description: "A page of a device's stock movements, newest first" })
export class StockMovementConnection extends ConnectionType(
  StockMovement,
  'StockMovement',
  'stock movements',
) {}
