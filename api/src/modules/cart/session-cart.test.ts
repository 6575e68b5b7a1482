import { CartItem } from './cart-item.entity';
import { SessionCartSnapshot } from './session-cart';

const line = (userId: string) =>
  Object.assign(new CartItem(), { id: 'l1', userId, productId: 'p1', quantity: 1 });

describe('SessionCartSnapshot', () => {
  it('hands the lines out once, then never again', () => {
    const snapshot = new SessionCartSnapshot([line('u1')]);
    expect(snapshot.take('u1')).toHaveLength(1);
    expect(snapshot.take('u1')).toBeUndefined();
  });

  it('gives nothing after discard (a write), nor lines of another user', () => {
    const discarded = new SessionCartSnapshot([line('u1')]);
    discarded.discard();
    expect(discarded.take('u1')).toBeUndefined();
    expect(new SessionCartSnapshot([line('u1')]).take('u2')).toBeUndefined();
    expect(new SessionCartSnapshot().take('u1')).toBeUndefined();
  });

  it('an empty cart is a valid snapshot', () => {
    expect(new SessionCartSnapshot([]).take('u1')).toEqual([]);
  });
});
