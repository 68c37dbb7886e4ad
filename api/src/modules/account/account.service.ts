import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  type AccountExport,
  type AccountEmailKind,
  type EmailChangeInput,
  type Language,
  type PasswordChangeInput,
  type Profile,
  type ProfileUpdate,
  apiMessage,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, fieldIssue, forbidden, notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import { recordAudit } from '../../shared/audit/audit-log';
import type { AuthContext } from '../../shared/http/auth-context';
import { isUniqueViolation } from '../../db/errors';
import {
  deleteUser,
  deleteUserSessions,
  emailTakenByAnother,
  hashPassword,
  hashToken,
  setPasswordHash,
  toUser,
  updateUserAccount,
  userById,
  verifyPassword,
} from '../auth';
import { emailPreferences } from '@shop/workers/tables';
import { accountProfiles, emailChangeRequests } from './account.tables';
import { mediaImages } from '../../shared/images/media.tables';
import { contentHash, mediaUrl, saveMedia } from '../../shared/images/media-store';
import { reencodeProfileImage } from './profile-image';
import {
  accountRow,
  anonymiseCustomerRecords,
  collectExport,
  preferencesOf,
} from './account-records';

/** How long the link confirming a new e-mail address works. */
export const EMAIL_LINK_HOURS = 24;
const wrongPassword = (field: string) => {
  const message = apiMessage('wrong_password', { wording: 'password' });
  return new AppError('invalid_data', message, { fieldIssues: { [field]: [fieldIssue(message)] } });
};

/** The language a customer chose when registering, kept on the new account's profile. */
export async function saveAccountLanguage(
  db: Db,
  userId: number,
  language: Language,
): Promise<void> {
  await db.insert(accountProfiles).values({ userId, language });
}

export interface AccountDeps {
  db: Db;
  kickRelay: () => void;
}

/** The customer's own account: profile, e-mail, password, image, export and erasure. */
export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private get db() {
    return this.deps.db;
  }

  async profile(userId: number, db: Db | Tx = this.db): Promise<Profile> {
    const row = await accountRow(db, userId);
    const [pending] = await db
      .select({ newEmail: emailChangeRequests.newEmail })
      .from(emailChangeRequests)
      .where(
        and(
          eq(emailChangeRequests.userId, userId),
          isNull(emailChangeRequests.usedAt),
          gt(emailChangeRequests.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(emailChangeRequests.createdAt))
      .limit(1);
    return {
      ...toUser(row.user),
      pendingEmail: pending?.newEmail ?? null,
      fullName: row.user.fullName ?? '',
      phone: row.profile?.phone ?? '',
      language: row.profile?.language ?? 'en',
      statusEmails: preferencesOf(row.prefs),
    };
  }

  async update(userId: number, input: ProfileUpdate): Promise<Profile> {
    await this.db.transaction(async (tx) => {
      // The name lives on the account itself, where the back office's staff screens read it too.
      await updateUserAccount(tx, userId, { fullName: input.fullName });
      const profile = { phone: input.phone, language: input.language };
      await tx
        .insert(accountProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({
          target: accountProfiles.userId,
          set: { ...profile, updatedAt: sql`now()` },
        });
      await tx
        .insert(emailPreferences)
        .values({ userId, ...input.statusEmails })
        .onConflictDoUpdate({
          target: emailPreferences.userId,
          set: { ...input.statusEmails, updatedAt: sql`now()` },
        });
    });
    return this.profile(userId);
  }

  /** Sends a confirmation link to the new address; the address changes when it is opened. */
  async requestEmailChange(auth: AuthContext, input: EmailChangeInput): Promise<Profile> {
    const userId = auth.user.id;
    await this.checkPassword(userId, input.password, 'password');
    const email = input.email.trim();
    if (auth.user.email?.toLowerCase() === email.toLowerCase()) {
      throw new AppError('invalid_data', 'already_your_email', {
        fieldIssues: { email: [fieldIssue('already_your_email')] },
      });
    }
    await this.assertEmailFree(this.db, email, userId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + EMAIL_LINK_HOURS * 3600 * 1000);
    await this.db.transaction(async (tx) => {
      // A new request replaces an older one still waiting.
      await tx
        .update(emailChangeRequests)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
      await tx
        .insert(emailChangeRequests)
        .values({ tokenHash: hashToken(token), userId, newEmail: email, expiresAt });
      await this.email(tx, userId, 'email-change', email, auth.user.username, {
        token,
        expiresAt: expiresAt.toISOString(),
      });
    });
    this.deps.kickRelay();
    return this.profile(userId);
  }

  /** Opens the link: the address it was sent to becomes the account's. */
  async confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
    const email = await this.db
      .transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(emailChangeRequests)
          .where(
            and(
              eq(emailChangeRequests.tokenHash, hashToken(token)),
              isNull(emailChangeRequests.usedAt),
              gt(emailChangeRequests.expiresAt, new Date()),
            ),
          )
          .for('update');
        if (!request) throw new AppError('invalid_data', 'link_invalid');
        await this.assertEmailFree(tx, request.newEmail, request.userId);
        await tx
          .update(emailChangeRequests)
          .set({ usedAt: sql`now()` })
          .where(eq(emailChangeRequests.tokenHash, request.tokenHash));
        await updateUserAccount(tx, request.userId, { email: request.newEmail });
        return request.newEmail;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'users_email_lower_key')) throw conflict('email_taken');
        throw err;
      });
    return { message: 'Your e-mail address has been changed', email };
  }

  /** A new password; every other session of the account ends, this one stays signed in. */
  async changePassword(auth: AuthContext, input: PasswordChangeInput): Promise<void> {
    await this.checkPassword(auth.user.id, input.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await setPasswordHash(tx, auth.user.id, passwordHash);
      await deleteUserSessions(tx, auth.user.id, auth.sessionId);
    });
  }

  /**
   * The photo goes to the shared image store under a hash of its owner and content (two people
   * with the same picture keep apart rows, each erased with its account); the previous one is
   * removed, so the store keeps only the photo the profile shows.
   */
  async setImage(userId: number, upload: Buffer): Promise<Profile> {
    const image = await reencodeProfileImage(upload);
    const hash = contentHash(`${userId}:`, image);
    await this.db.transaction(async (tx) => {
      await deleteProfilePhotos(tx, userId, hash);
      await saveMedia(tx, { kind: 'avatar', hash, image, ownerUserId: userId });
      await updateUserAccount(tx, userId, { profileImage: mediaUrl('avatar', hash) });
    });
    return this.profile(userId);
  }

  async removeImage(userId: number): Promise<Profile> {
    await this.db.transaction(async (tx) => {
      await deleteProfilePhotos(tx, userId);
      await updateUserAccount(tx, userId, { profileImage: null });
    });
    return this.profile(userId);
  }

  /** The user's own data, with an e-mail saying it was downloaded. */
  async exportOwn(auth: AuthContext): Promise<AccountExport> {
    const data = await this.db.transaction(async (tx) => {
      const collected = await collectExport(tx, auth.user.id);
      const { email, username } = collected.account;
      if (email) await this.email(tx, auth.user.id, 'data-export', email, username);
      return collected;
    });
    this.deps.kickRelay();
    return data;
  }

  /** The back office downloads a customer's data for them (a request by letter or phone). */
  async exportCustomer(actor: AuthContext, userId: number): Promise<AccountExport> {
    const data = await this.db.transaction(async (tx) => {
      await this.customer(tx, userId);
      const data = await collectExport(tx, userId);
      await recordAudit(tx, actor, {
        section: 'customers',
        action: 'customer.exported',
        entityType: 'customer',
        entityId: userId,
      });
      if (data.account.email) {
        await this.email(tx, userId, 'data-export', data.account.email, data.account.username);
      }
      return data;
    });
    this.deps.kickRelay();
    return data;
  }

  /** Deletes the caller's own account, after their password. */
  async deleteOwn(auth: AuthContext, password: string): Promise<void> {
    if (auth.user.role !== 'customer') {
      throw forbidden('account_closed_by_restaurant');
    }
    await this.checkPassword(auth.user.id, password, 'password');
    await this.db.transaction((tx) => this.erase(tx, auth.user.id));
    this.deps.kickRelay();
  }

  /** The back office erases a customer's account for them. */
  async eraseCustomer(actor: AuthContext, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.customer(tx, userId);
      await this.erase(tx, userId);
      await recordAudit(tx, actor, {
        section: 'customers',
        action: 'customer.erased',
        entityType: 'customer',
        entityId: userId,
        before: { id: before.id, role: before.role },
      });
    });
    this.deps.kickRelay();
  }

  /**
   * Erases a customer: the account row goes (and with it, by cascade, sessions, reset links,
   * addresses, profile, image and pending e-mail changes); their orders stay for the books
   * without the person (`anonymiseCustomerRecords`). One e-mail confirms it, to the address
   * it had.
   */
  private async erase(tx: Tx, userId: number): Promise<void> {
    const user = await userById(tx, userId, { lock: true });
    if (!user) throw notFound('no_such_customer');
    const emailsOfUser = [user.email].filter((e): e is string => !!e).map((e) => e.toLowerCase());
    // Read before the cascade takes the profile: the farewell is written in its language.
    const language = await this.profileLanguage(tx, userId);

    await anonymiseCustomerRecords(tx, userId, emailsOfUser);
    await deleteUser(tx, userId);
    if (user.email) {
      await this.email(tx, userId, 'account-deleted', user.email, user.username, null, language);
    }
  }

  private async customer(tx: Tx, userId: number) {
    const row = await userById(tx, userId);
    if (!row || row.role !== 'customer') throw notFound('no_such_customer');
    return row;
  }

  private async checkPassword(userId: number, password: string, field: string): Promise<void> {
    const row = await userById(this.db, userId);
    if (!row || !(await verifyPassword(row.passwordHash, password))) throw wrongPassword(field);
  }

  private async assertEmailFree(db: Db | Tx, email: string, userId: number): Promise<void> {
    if (await emailTakenByAnother(db, email, userId)) {
      throw new AppError('conflict', 'email_taken', {
        fieldIssues: { email: [fieldIssue('email_taken')] },
      });
    }
  }

  private async email(
    tx: Tx,
    userId: number,
    kind: AccountEmailKind,
    to: string,
    username: string,
    link: { token: string; expiresAt: string } | null = null,
    language?: Language,
  ): Promise<void> {
    await recordEvent(tx, {
      name: 'account.email-requested',
      version: 1,
      data: {
        userId,
        kind,
        to,
        username,
        token: link?.token ?? null,
        expiresAt: link?.expiresAt ?? null,
        language: language ?? (await this.profileLanguage(tx, userId)),
      },
    });
  }

  /** The language the customer's e-mails are written in: their profile's, else English. */
  private async profileLanguage(tx: Tx, userId: number): Promise<Language> {
    const [row] = await tx
      .select({ language: accountProfiles.language })
      .from(accountProfiles)
      .where(eq(accountProfiles.userId, userId));
    return row?.language ?? 'en';
  }
}

/** A user's profile photos in the image store, but for the one named `keep`. */
async function deleteProfilePhotos(tx: Tx, userId: number, keep?: string): Promise<void> {
  const mine = and(eq(mediaImages.kind, 'avatar'), eq(mediaImages.ownerUserId, userId));
  await tx.delete(mediaImages).where(keep ? and(mine, ne(mediaImages.hash, keep)) : mine);
}
