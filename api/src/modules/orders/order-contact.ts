import {
  GuestSessionInput,
  type CreateFoodOrderInput,
  type FieldIssue,
  type User,
  fieldMessage,
} from '@shop/contracts';
import { AppError, issueOf } from '../../shared/errors/app-error';
import type { GuestSession } from '../addresses';

export interface OrderContact {
  name: string;
  email: string;
  phone: string;
}

type ContactInput = Pick<CreateFoodOrderInput, 'customerName' | 'email' | 'customerPhone'>;

/** A signed-in customer: what the checkout sent, else the account (the invoice goes to its e-mail). */
export function customerContact(user: User, input: ContactInput): OrderContact {
  return {
    name: input.customerName ?? user.username,
    email: input.email ?? user.email ?? '',
    phone: input.customerPhone ?? '',
  };
}

const guestFields = GuestSessionInput.shape;

/**
 * A guest: what the checkout sent, else what the guest form stored for this browser. Name,
 * e-mail and phone are all needed (the kitchen and the driver call, the invoice is e-mailed),
 * checked with the guest form's messages.
 */
export function guestContact(input: ContactInput, session: GuestSession | null): OrderContact {
  const candidate = {
    customerName: input.customerName ?? session?.name,
    email: input.email ?? session?.email,
    customerPhone: input.customerPhone ?? session?.phone,
  };
  const checks = [
    ['customerName', guestFields.name.safeParse(candidate.customerName ?? '')],
    ['email', guestFields.email.safeParse(candidate.email ?? '')],
    ['customerPhone', guestFields.phone.safeParse(candidate.customerPhone ?? '')],
  ] as const;
  const fieldIssues: Record<string, FieldIssue[]> = {};
  for (const [field, result] of checks) {
    if (!result.success) fieldIssues[field] = result.error.issues.map(issueOf);
  }
  const first = Object.values(fieldIssues)[0]?.[0];
  if (first) {
    throw new AppError('invalid_data', fieldMessage('contact_required', first.message), {
      fieldIssues,
    });
  }
  return {
    name: checks[0][1].data!,
    email: checks[1][1].data!,
    phone: checks[2][1].data!,
  };
}
