import { mayClaimAdmin, roleRule, wouldRemoveLastAdmin } from './admin.rules';

describe('admin rules', () => {
  it('accepts only the roles admin and user', () => {
    expect(roleRule('admin', {})).toBeUndefined();
    expect(roleRule('user', {})).toBeUndefined();
    for (const bad of ['Admin', 'superuser', '', undefined, null, 1]) {
      expect(roleRule(bad, {})).toBe('Role must be admin or user');
    }
  });

  describe("'Request Admin Access' (DECISIONS.md)", () => {
    const list = ['boss@example.com'];
    it('grants a listed address even when admins exist, whatever the case', () => {
      expect(mayClaimAdmin('Boss@Example.com', list, true)).toBe(true);
      expect(mayClaimAdmin(' boss@example.com', list, false)).toBe(true);
    });
    it('with ADMIN_EMAILS set, refuses an unlisted address even while no admin exists', () => {
      expect(mayClaimAdmin('someone@example.com', list, false)).toBe(false);
      expect(mayClaimAdmin('someone@example.com', list, true)).toBe(false);
    });
    it('with ADMIN_EMAILS empty, grants anyone while no admin exists, and nobody after', () => {
      expect(mayClaimAdmin('someone@example.com', [], false)).toBe(true);
      expect(mayClaimAdmin('someone@example.com', [], true)).toBe(false);
    });
  });

  it('refuses only the demotion of the last remaining admin', () => {
    expect(wouldRemoveLastAdmin(true, 'user', 0)).toBe(true);
    expect(wouldRemoveLastAdmin(true, 'user', 1)).toBe(false);
    expect(wouldRemoveLastAdmin(true, 'admin', 0)).toBe(false);
    expect(wouldRemoveLastAdmin(false, 'user', 0)).toBe(false);
  });
});
