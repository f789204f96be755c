import { validateSync } from 'class-validator';
import { PASSWORD_RULE_MESSAGE, RegisterInput } from './user.inputs';

function passwordErrors(password: string): string[] {
  const input = Object.assign(new RegisterInput(), { email: 'someone@example.com', password });
  return validateSync(input).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('password rule', () => {
  it.each(['Quarry!2026', 'ünïcødé9#x', 'long passphrase 42 !'])('accepts %s', (password) => {
    expect(passwordErrors(password)).toEqual([]);
  });

  it.each(['short1!', 'nosymbols123', 'NoDigits!!', '12345678!', '        '])('refuses %s', (password) => {
    expect(passwordErrors(password)).toContain(PASSWORD_RULE_MESSAGE);
  });
});
