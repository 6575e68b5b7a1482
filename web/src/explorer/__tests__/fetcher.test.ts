import { postProcess } from '../fetcher';

describe('explorer post-processing', () => {
  it('counts every top-level list, first in the answer, and keeps data and errors', () => {
    const errors = [{ message: 'partial' }];
    const rows = [{ email: 'a@example.com' }, { email: 'b@example.com' }];
    const result = postProcess({ data: { adminOrderCount: 2, adminWaitlist: rows }, errors });
    expect(result.data).toEqual({ adminOrderCount: 2, adminWaitlist: rows });
    expect(result.extensions).toEqual({ explorer: { counts: { adminWaitlist: 2 } } });
    expect(result.errors).toBe(errors);
    expect(Object.keys(result)[0]).toBe('extensions');
  });

  it("counts the items on a connection's page", () => {
    const orders = { totalCount: 120, edges: [{ node: { id: '1' } }, { node: { id: '2' } }] };
    expect(postProcess({ data: { orders } }).extensions).toEqual({ explorer: { counts: { orders: 2 } } });
  });

  it('passes results without top-level lists through untouched', () => {
    const introspection = { data: { __schema: { queryType: { name: 'Query' } } } };
    expect(postProcess(introspection)).toBe(introspection);
    const failed = { errors: [{ message: 'boom' }] };
    expect(postProcess(failed)).toBe(failed);
  });
});
