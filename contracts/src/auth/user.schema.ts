import { z } from 'zod';
import { isPlainName } from '../common/text';
import { Id } from '../common/ids';
import { vm } from '../errors/validation-messages';
import { CodedText } from '../common/errors';

export const USERNAME_CHARACTERS = vm('username_characters');

export const Role = z.enum(['customer', 'staff', 'admin', 'driver']);
export type Role = z.infer<typeof Role>;

export const User = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string().nullable(),
    profileImage: z.string().nullable(),
    role: Role,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

const username = z
  .string({ error: vm('username_too_short') })
  .trim()
  .min(3, vm('username_too_short'))
  .max(50, vm('username_too_long'))
  .refine(isPlainName, USERNAME_CHARACTERS);
const password = z
  .string({ error: vm('password_too_short') })
  .min(6, vm('password_too_short'))
  .max(128, vm('password_too_long'));
const optionalEmail = z.union([z.literal(''), z.email(vm('email_invalid')).max(254)]).optional();

/** A username or an e-mail address: either one signs in. */
const loginName = z
  .string({ error: vm('username_too_short') })
  .trim()
  .min(3, vm('username_too_short'))
  .max(254, vm('login_name_too_long'));

/** The customer login form (and the body of POST /api/login and POST /api/driver/login). */
export const LoginInput = z.object({ username: loginName, password }).meta({ id: 'LoginInput' });
export type LoginInput = z.infer<typeof LoginInput>;

/** The admin login form: the spec asks only for a username there. */
export const AdminLoginInput = z
  .object({
    username: z
      .string({ error: vm('username_required') })
      .trim()
      .min(1, vm('username_required'))
      .max(50),
    password,
  })
  .meta({ id: 'AdminLoginInput' });
export type AdminLoginInput = z.infer<typeof AdminLoginInput>;

/**
 * Body of POST /api/register. A `role` in the body is accepted and ignored:
 * self-registration always creates a customer.
 */
export const RegisterInput = z
  .object({
    username,
    password,
    email: optionalEmail,
    role: z.string().optional(),
    /** The language the shop spoke at sign-up: the account's e-mails start in it. */
    language: z.enum(['en', 'nl']).optional(),
  })
  .meta({ id: 'RegisterInput' });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The register form: the api body plus a confirmation that never leaves the browser. */
export const RegisterForm = z
  .object({ username, password, email: optionalEmail, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: vm('passwords_do_not_match'),
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterForm>;

export const LoginResponse = User.extend({
  token: z.string(),
  message: z.string(),
}).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MessageResponse = z
  .object({
    message: z.string(),
    /** The code of `message`, where the api's answer has one. */
    texts: z.object({ message: CodedText }).optional(),
  })
  .meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;
