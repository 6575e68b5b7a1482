import {
  checkoutMessages,
  confirmPasswordRule,
  checkoutPasswordRule,
  detailsProblem,
} from './checkout.rules';

const personal = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+41 79 000 00 00',
};
const address = { street: 'Main 1', city: 'Zürich', postalCode: '8000', country: 'CH' };

describe('checkout details', () => {
  it('accepts complete details', () => {
    expect(detailsProblem(personal, address)).toBeUndefined();
  });

  it.each([
    ['firstName', '  ', checkoutMessages.firstName],
    ['lastName', '', checkoutMessages.lastName],
    ['email', 'ada.example.com', checkoutMessages.invalidEmail],
    ['email', '   ', checkoutMessages.invalidEmail],
    ['phone', undefined, checkoutMessages.phone],
  ])('step 1: %s = %j gives the spec message', (field, value, message) => {
    expect(detailsProblem({ ...personal, [field]: value }, address)).toBe(message);
  });

  it.each([
    ['street', ' ', checkoutMessages.street],
    ['city', '', checkoutMessages.city],
    ['postalCode', '\t', checkoutMessages.postalCode],
    ['country', undefined, checkoutMessages.country],
  ])('step 3: %s = %j gives the spec message', (field, value, message) => {
    expect(detailsProblem(personal, { ...address, [field]: value })).toBe(message);
  });

  it('reports the first field on screen first', () => {
    expect(detailsProblem({}, {})).toBe(checkoutMessages.firstName);
    expect(detailsProblem(personal, undefined)).toBe(checkoutMessages.street);
  });
});

describe('checkout passwords', () => {
  it('ignores passwords for guests', () => {
    expect(checkoutPasswordRule(undefined, { accountType: 'guest' })).toBeUndefined();
    expect(confirmPasswordRule('x', { accountType: 'guest', password: 'y' })).toBeUndefined();
  });

  it('requires 6+ characters and a matching confirmation when creating an account', () => {
    expect(checkoutPasswordRule('', { accountType: 'create' })).toBe('Password is required');
    expect(checkoutPasswordRule('12345', { accountType: 'create' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(checkoutPasswordRule('123456', { accountType: 'create' })).toBeUndefined();
    expect(confirmPasswordRule('123457', { accountType: 'create', password: '123456' })).toBe(
      'Passwords do not match',
    );
    expect(confirmPasswordRule(undefined, { accountType: 'create', password: '123456' })).toBeUndefined();
  });
});
