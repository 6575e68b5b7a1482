import { accountMessages } from '@hometunnel/rules';
import { changePasswordSchema } from '../change-password-schema';

async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await changePasswordSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('change password form rules', () => {
  it('asks for the confirmation when it is empty, instead of saying the passwords do not match', async () => {
    const errors = await errorsOf({
      currentPassword: 'old-secret',
      password: 'new-secret',
      confirmPassword: '',
    });
    expect(errors).toEqual([accountMessages.confirmPasswordRequired]);
  });

  it('says the passwords do not match when the confirmation differs', async () => {
    const errors = await errorsOf({
      currentPassword: 'old-secret',
      password: 'new-secret',
      confirmPassword: 'other-secret',
    });
    expect(errors).toEqual([accountMessages.passwordsDoNotMatch]);
  });
});
