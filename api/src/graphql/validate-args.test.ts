import 'reflect-metadata';
import { IsEmail, MaxLength } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { validateArgs } from './validate-args';

class Note {
  @MaxLength(5)
  text!: string;

  @IsEmail()
  email?: string;
}

function note(text: string, email?: string): Note {
  return Object.assign(new Note(), { text, ...(email === undefined ? {} : { email }) });
}

const check = async (value: unknown): Promise<void> =>
  validateArgs(value as object, Note, {} as Parameters<typeof validateArgs>[2]);

describe('validateArgs: TypeGraphQL’s class-validator step', () => {
  it('refuses an input that breaks a rule with an ArgumentValidationError naming it', async () => {
    const refused = await check(note('far too long')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ArgumentValidationError);
    expect((refused as ArgumentValidationError).extensions.validationErrors).toEqual([
      expect.objectContaining({ property: 'text', constraints: { maxLength: expect.any(String) } }),
    ]);
  });

  it('checks every item of a list, and skips properties left out', async () => {
    await expect(check([note('ok'), note('ok', 'a@example.com')])).resolves.toBeUndefined();
    await expect(check([note('ok'), note('ok', 'not an address')])).rejects.toBeInstanceOf(
      ArgumentValidationError,
    );
  });

  it('lets scalars and null through untouched', async () => {
    for (const value of ['text', 3, null, undefined]) await expect(check(value)).resolves.toBeUndefined();
  });
});
