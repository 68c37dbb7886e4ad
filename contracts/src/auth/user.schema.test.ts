import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterForm, RegisterInput, USERNAME_CHARACTERS } from './user.schema';
import { homePathForRole } from './roles';

const valid = {
  username: 'anna',
  password: 'secret-pass',
  email: '',
  confirmPassword: 'secret-pass',
};

describe('RegisterForm', () => {
  it('accepts matching passwords and an empty e-mail', () => {
    expect(RegisterForm.safeParse(valid).success).toBe(true);
  });

  it("puts 'Passwords don't match' on confirmPassword", () => {
    const result = RegisterForm.safeParse({ ...valid, confirmPassword: 'other-pass' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
  });

  it.each([
    [{ username: 'an' }, 'username', 'Username must be at least 3 characters'],
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [{ email: 'anna@' }, 'email', 'Please enter a valid email address'],
    [{ username: '<b>anna</b>' }, 'username', USERNAME_CHARACTERS],
    [{ username: 'anna\u202egnp' }, 'username', USERNAME_CHARACTERS],
  ])('rejects %j with its message', (change, field, message) => {
    const result = RegisterForm.safeParse({ ...valid, ...change });
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe('RegisterInput', () => {
  it('trims the username and accepts a role field, which the server then ignores', () => {
    const parsed = RegisterInput.parse({
      username: ' anna ',
      password: 'secret-pass',
      role: 'admin',
    });
    expect(parsed.username).toBe('anna');
  });
});

describe('LoginInput', () => {
  it('accepts an e-mail address longer than a username may be', () => {
    const email = `${'a'.repeat(60)}@example.com`;
    expect(LoginInput.safeParse({ username: email, password: 'secret-pass' }).success).toBe(true);
  });
});

describe('homePathForRole', () => {
  it.each([
    ['admin', '/admin'],
    ['staff', '/admin'],
    ['driver', '/driverdashboardnow'],
    ['customer', '/'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(homePathForRole(role)).toBe(path);
  });
});
