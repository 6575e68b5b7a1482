import {
  allowedStep,
  CHECKOUT_STATE_KEY,
  detailsKey,
  firstIncompleteStep,
  loadCheckoutState,
  newCheckoutState,
  stepFromParam,
  stepSearch,
  storeCheckoutState,
  type CheckoutState,
  type StepContext,
} from '../checkout-state';

const guest: StepContext = { signedIn: false, password: '', confirmPassword: '' };

const personal = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+49 30 1' };
const address = { street: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117', country: 'DE' };

function stateWith(
  patch: Omit<Partial<CheckoutState>, 'values'> & { values?: Partial<CheckoutState['values']> },
): CheckoutState {
  const base = newCheckoutState();
  return { ...base, ...patch, values: { ...base.values, ...patch.values } };
}

beforeEach(() => window.sessionStorage.clear());

describe('step URLs', () => {
  it('reads ?step= slugs, with /checkout alone (or anything unknown) as step 1', () => {
    expect(
      [null, 'personal', 'account', 'address', 'summary', 'confirmation', 'nonsense'].map(stepFromParam),
    ).toEqual([1, 1, 2, 3, 4, 5, 1]);
    expect(stepSearch(3)).toBe('?step=address');
    expect(stepFromParam('address')).toBe(3);
  });
});

describe('which step may be shown', () => {
  it('walks forward only as far as the answers go', () => {
    expect(firstIncompleteStep(newCheckoutState(), guest)).toBe(1);
    const afterPersonal = stateWith({ values: personal });
    expect(firstIncompleteStep(afterPersonal, guest)).toBe(3);
    const creating = stateWith({ values: { ...personal, accountType: 'create' } });
    expect(firstIncompleteStep(creating, guest)).toBe(2);
    expect(firstIncompleteStep(creating, { ...guest, password: 'secret1', confirmPassword: 'secret1' })).toBe(
      3,
    );
    expect(firstIncompleteStep(creating, { ...guest, signedIn: true })).toBe(3);
    const values = { ...personal, ...address };
    const saved = stateWith({
      values,
      checkoutId: 'c-1',
      savedKey: detailsKey({ ...newCheckoutState().values, ...values }),
    });
    expect(firstIncompleteStep(saved, guest)).toBe(4);
    expect(firstIncompleteStep({ ...saved, paid: true }, guest)).toBe(5);
  });

  it('sends a deep link to a later step to the first incomplete one, and lets earlier steps be', () => {
    expect(allowedStep(4, newCheckoutState(), guest)).toBe(1);
    const afterPersonal = stateWith({ values: personal });
    expect(allowedStep(5, afterPersonal, guest)).toBe(3);
    expect(allowedStep(1, afterPersonal, guest)).toBe(1);
    expect(allowedStep(2, afterPersonal, guest)).toBe(2);
  });

  it('asks for the address again when the details changed after the checkout was saved', () => {
    const values = { ...newCheckoutState().values, ...personal, ...address };
    const saved = stateWith({ values, checkoutId: 'c-1', savedKey: detailsKey(values) });
    expect(allowedStep(4, saved, guest)).toBe(4);
    const edited = { ...saved, values: { ...values, city: 'Munich' } };
    expect(allowedStep(4, edited, guest)).toBe(3);
    // Spaces alone are no change (the values are trimmed when saved).
    expect(allowedStep(4, { ...saved, values: { ...values, city: ' Berlin ' } }, guest)).toBe(4);
  });

  it('shows only step 5 once the order is placed: Back never offers the pay buttons again', () => {
    const order = {
      id: 'o-1',
      totalAmount: '1.00',
      email: 'jane@example.com',
      hasDevice: true,
      productId: 'p',
    };
    const done = stateWith({ values: personal, order, paid: true });
    expect([1, 2, 3, 4, 5].map((step) => allowedStep(step as 1, done, guest))).toEqual([5, 5, 5, 5, 5]);
  });
});

describe('what is kept for a reload', () => {
  it('keeps the values, the saved checkout and the order in sessionStorage, never the password', () => {
    const state = stateWith({
      values: { ...personal, ...address, accountType: 'create' },
      checkoutId: 'c-1',
    });
    storeCheckoutState({
      ...state,
      values: { ...state.values, password: 'secret1', confirmPassword: 'secret1' } as CheckoutState['values'],
    });
    const raw = window.sessionStorage.getItem(CHECKOUT_STATE_KEY)!;
    expect(raw).not.toContain('secret1');
    expect(raw).not.toContain('password');
    expect(loadCheckoutState()).toEqual(state);
  });

  it('starts afresh when nothing (or something unreadable) is stored', () => {
    expect(loadCheckoutState().values.firstName).toBe('');
    window.sessionStorage.setItem(CHECKOUT_STATE_KEY, '{not json');
    expect(loadCheckoutState().checkoutId).toBeNull();
    window.sessionStorage.setItem(
      CHECKOUT_STATE_KEY,
      JSON.stringify({ values: { firstName: 3 }, attemptId: 'a' }),
    );
    expect(loadCheckoutState().values.firstName).toBe('');
  });

  it('gives each new checkout its own idempotency key', () => {
    expect(newCheckoutState().attemptId).not.toBe(newCheckoutState().attemptId);
  });
});
