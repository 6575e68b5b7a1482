import { postProcess } from '../fetcher';

const query = 'query CustomerOrdersByEmail { adminOrders { id customerEmail } }';

describe('explorer post-processing', () => {
  it('keeps the rows whose email matches an undeclared $email variable and counts them', () => {
    const result = postProcess(
      {
        data: {
          adminOrders: [
            { id: '1', customerEmail: 'Ann@Example.com' },
            { id: '2', customerEmail: 'bob@example.com' },
          ],
        },
      },
      { query, variables: { email: ' ann@example.com ' } },
    );
    expect(result.data).toEqual({ adminOrders: [{ id: '1', customerEmail: 'Ann@Example.com' }] });
    expect(result.extensions).toEqual({
      explorer: {
        counts: { adminOrders: 1 },
        filteredInTheBrowser: { adminOrders: '1 of 2 rows where customerEmail = ann@example.com' },
      },
    });
    expect(Object.keys(result)[0]).toBe('extensions');
  });

  it('leaves the rows alone when the operation declares $email (a server-side filter)', () => {
    const rows = [{ id: '1', customerEmail: 'a@example.com' }];
    const result = postProcess(
      { data: { adminOrders: rows } },
      {
        query: 'query Q($email: String) { adminOrders(email: $email) { id customerEmail } }',
        variables: { email: 'x@example.com' },
      },
    );
    expect(result.data).toEqual({ adminOrders: rows });
    expect(result.extensions).toEqual({ explorer: { counts: { adminOrders: 1 } } });
  });

  it('counts lists without filtering when no email is given, and keeps errors', () => {
    const errors = [{ message: 'partial' }];
    const result = postProcess(
      { data: { adminWaitlist: [{ email: 'a@example.com' }, { email: 'b@example.com' }] }, errors },
      { query: '{ adminWaitlist { email } }', variables: { productId: null } },
    );
    expect(result.data).toEqual({ adminWaitlist: [{ email: 'a@example.com' }, { email: 'b@example.com' }] });
    expect(result.extensions).toEqual({ explorer: { counts: { adminWaitlist: 2 } } });
    expect(result.errors).toBe(errors);
  });

  it('passes results without top-level lists through untouched', () => {
    const introspection = { data: { __schema: { queryType: { name: 'Query' } } } };
    expect(postProcess(introspection, { query: '{ __schema { queryType { name } } }' })).toBe(introspection);
    const failed = { errors: [{ message: 'boom' }] };
    expect(postProcess(failed, { query })).toBe(failed);
  });
});
