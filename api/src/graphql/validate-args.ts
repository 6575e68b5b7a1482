import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** The options TypeGraphQL gives class-validator (its defaults, with unknown values allowed). */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

const isValidated = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * TypeGraphQL's own class-validator step for every argument and input: the same options, the same
 * ArgumentValidationError (format-error.ts turns it into BAD_USER_INPUT). Written here because
 * TypeGraphQL `require`s class-validator anew for each validated argument, which was ~1.5 % of an
 * order's CPU; this module imports it once. With a `validateFn` TypeGraphQL reads no `validate`
 * setting, the schema's or an argument's: an argument that must be checked differently needs its
 * own `validateFn` on its `@Arg` (none does).
 */
export const validateArgs: ValidatorFn = async (argValue) => {
  if (!isValidated(argValue)) return;
  try {
    if (Array.isArray(argValue))
      await Promise.all(argValue.filter(isValidated).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (error) {
    throw new ArgumentValidationError(error as ValidationError[]);
  }
};
