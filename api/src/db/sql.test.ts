import { nameOfShape } from './sql';

describe('names of statements built at run time (nameOfShape)', () => {
  it('gives one text one name for the life of the process, and another text another', () => {
    const one = nameOfShape('shape_test', 'SELECT $1');
    const two = nameOfShape('shape_test', 'SELECT $1, $2');
    expect(one).toBe('shape_test_1');
    expect(two).toBe('shape_test_2');
    expect(nameOfShape('shape_test', 'SELECT $1')).toBe(one);
  });

  it('numbers each prefix on its own', () => {
    expect(nameOfShape('other_shape', 'SELECT $1')).toBe('other_shape_1');
  });

  it('leaves a text unnamed past 32 shapes of a prefix (values in the text), while the known keep theirs', () => {
    const names = Array.from({ length: 40 }, (_, i) => nameOfShape('many_shapes', `SELECT ${i}`));
    expect(names.slice(0, 32)).toEqual(Array.from({ length: 32 }, (_, i) => `many_shapes_${i + 1}`));
    expect(names.slice(32)).toEqual(Array(8).fill(undefined));
    expect(nameOfShape('many_shapes', 'SELECT 0')).toBe('many_shapes_1');
  });
});
