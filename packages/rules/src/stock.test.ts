import {
  availability,
  availableUnits,
  LOW_STOCK_THRESHOLD,
  SCHEMA_ORG_AVAILABILITY,
  stockAdjustmentProblem,
  stockMessages,
  STOCK_REASON_MAX_LENGTH,
} from './stock';

const device = (stockOnHand: number, stockReserved = 0) => ({ type: 'device', stockOnHand, stockReserved });

describe('availability', () => {
  it.each([
    [0, 0, 'OUT_OF_STOCK'],
    [3, 3, 'OUT_OF_STOCK'],
    [1, 0, 'LOW_STOCK'],
    [LOW_STOCK_THRESHOLD, 0, 'LOW_STOCK'],
    [LOW_STOCK_THRESHOLD + 1, 0, 'IN_STOCK'],
    [10, 5, 'LOW_STOCK'],
    [10, 4, 'IN_STOCK'],
    [100, 0, 'IN_STOCK'],
  ])('a device with %i on hand and %i reserved is %s', (onHand, reserved, expected) => {
    expect(availability(device(onHand, reserved))).toBe(expected);
  });

  it('counts 5 available as LOW_STOCK and 6 as IN_STOCK', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
  });

  it('never runs plans out, whatever their (absent) stock says', () => {
    expect(availability({ type: 'subscription', stockOnHand: 0, stockReserved: 0 })).toBe('IN_STOCK');
  });

  it('never answers negative available units', () => {
    expect(availableUnits({ stockOnHand: 1, stockReserved: 3 })).toBe(0);
    expect(availability(device(1, 3))).toBe('OUT_OF_STOCK');
  });

  it('maps to schema.org item availability', () => {
    expect(SCHEMA_ORG_AVAILABILITY).toEqual({
      IN_STOCK: 'https://schema.org/InStock',
      LOW_STOCK: 'https://schema.org/LimitedAvailability',
      OUT_OF_STOCK: 'https://schema.org/OutOfStock',
    });
  });
});

describe('stockAdjustmentProblem', () => {
  it('accepts a whole non-zero change with a reason', () => {
    expect(stockAdjustmentProblem(5, 'Delivery from the factory')).toBeUndefined();
    expect(stockAdjustmentProblem(-2, 'Damaged')).toBeUndefined();
  });

  it.each([0, 1.5, Number.NaN, 100_001, -100_001, '3'])('refuses the change %p', (delta) => {
    expect(stockAdjustmentProblem(delta, 'x')).toBe(stockMessages.deltaInvalid);
  });

  it('requires a reason of bounded length', () => {
    expect(stockAdjustmentProblem(1, '   ')).toBe(stockMessages.reasonRequired);
    expect(stockAdjustmentProblem(1, undefined)).toBe(stockMessages.reasonRequired);
    expect(stockAdjustmentProblem(1, 'x'.repeat(STOCK_REASON_MAX_LENGTH))).toBeUndefined();
    expect(stockAdjustmentProblem(1, 'x'.repeat(STOCK_REASON_MAX_LENGTH + 1))).toBe(
      stockMessages.reasonTooLong,
    );
  });
});
