import { randomBytes } from 'node:crypto';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertSignedInPerson } from '../api-keys/api-key.service';
import type { ClientInfo, SessionService, SignInMethod } from '../auth/session.service';
import type { FileService } from '../files/file.service';
import { sniffImageType } from '../files/image-type';
import type { WorkspaceService } from '../workspaces/workspace.service';
import { User } from './user.entity';
import { CurrentPasswordError, EmailTakenError, GoalsRequiredError, LoginFailedError, PictureTooLargeError, PictureTypeError, UsernameTakenError } from './user.errors';
import type { ChangePasswordInput, RegisterInput, UpdateProfileInput } from './user.inputs';
import type { RateLimits } from '../../app/rate-limits';

export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

export interface Session {
  token: string;
  user: User;
}

/** Empty optional texts are stored as null. */
function textOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isUniqueViolation(error: unknown, constraintHint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; detail?: string; constraint?: string };
  return driverError.code === '23505' && `${driverError.constraint ?? ''} ${driverError.detail ?? ''}`.includes(constraintHint);
}

export class UserService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly workspaces: WorkspaceService,
    private readonly files: FileService,
    private readonly rateLimits?: RateLimits,
  ) {}

  async register(input: RegisterInput, client: ClientInfo = {}): Promise<Session> {
    const email = input.email.trim().toLowerCase();
    await this.rateLimits?.consume('register', { ip: client.ip, account: email });
    const username = textOrNull(input.username)?.toLowerCase() ?? null;
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        if (await manager.existsBy(User, { email })) throw new EmailTakenError();
        if (username && (await manager.existsBy(User, { username }))) throw new UsernameTakenError();
        const created = await manager.save(
          manager.create(User, {
            email,
            passwordHash,
            username,
            firstName: textOrNull(input.firstName),
            lastName: textOrNull(input.lastName),
            phone: textOrNull(input.phone),
            company: textOrNull(input.company),
            position: textOrNull(input.position),
            avatar: textOrNull(input.avatar),
            referralCode: textOrNull(input.referralCode),
            permission: 'user',
            subscribedToUpdates: input.subscribeToUpdates === true,
          }),
        );
        await this.workspaces.createForNewUser(manager, created);
        return created;
      });
      return { token: await this.sessions.start(user.id, 'registration', client), user };
    } catch (error) {
      // Two registrations racing for one email: the unique index decides, and the loser hears the same answer.
      if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
      if (isUniqueViolation(error, 'username')) throw new UsernameTakenError();
      throw error;
    }
  }

  async login(emailInput: string, password: string, client: ClientInfo = {}): Promise<Session> {
    const email = emailInput.trim().toLowerCase();
    // Before the password is checked, so a guesser learns nothing once over the limit.
    await this.rateLimits?.consume('login', { ip: client.ip, account: email });
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!(await verifyPassword(user?.passwordHash, password)) || !user || !user.hasPassword) throw new LoginFailedError();
    return { token: await this.sessions.start(user.id, 'password', client), user };
  }

  /**
   * Google or GitHub vouched for this email: signs in its account, or creates one (with a workspace, and no
   * password until the user sets one).
   */
  async signInWithProvider(profile: { email: string; firstName?: string; lastName?: string }, method: SignInMethod, client: ClientInfo): Promise<Session & { created: boolean }> {
    const email = profile.email.trim().toLowerCase();
    const existing = await this.dataSource.getRepository(User).findOneBy({ email });
    if (existing) return { token: await this.sessions.start(existing.id, method, client), user: existing, created: false };
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(User, {
            email,
            passwordHash,
            hasPassword: false,
            firstName: textOrNull(profile.firstName),
            lastName: textOrNull(profile.lastName),
            permission: 'user',
          }),
        );
        await this.workspaces.createForNewUser(manager, created);
        return created;
      });
      return { token: await this.sessions.start(user.id, method, client), user, created: true };
    } catch (error) {
      if (isUniqueViolation(error, 'email')) return this.signInWithProvider(profile, method, client);
      throw error;
    }
  }

  /**
   * Sets a new password (the current one is required when the account has one) and ends every other session, so a
   * leaked token stops working along with the old password.
   */
  async changePassword(viewer: Viewer, input: ChangePasswordInput): Promise<number> {
    assertSignedInPerson(viewer);
    const user = await this.profile(viewer);
    if (user.hasPassword && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) throw new CurrentPasswordError();
    const passwordHash = await hashPassword(input.newPassword);
    return this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash, hasPassword: true });
      return this.sessions.revokeAllExcept(user.id, viewer.sessionId, manager);
    });
  }

  /** The setup wizard's last step: the goals, which shape the suggested questions. */
  async completeSetup(viewer: Viewer, goals: string): Promise<User> {
    const trimmed = goals.trim();
    if (!trimmed) throw new GoalsRequiredError();
    const user = await this.profile(viewer);
    user.goals = trimmed;
    user.setupCompletedAt = new Date();
    return this.dataSource.getRepository(User).save(user);
  }

  async profile(viewer: Viewer): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.userId });
    if (!user) throw new NotFoundError('User not found.');
    return user;
  }

  /** Changes only the viewer's own profile; a new picture replaces (and deletes) the old one in one transaction. */
  async updateProfile(viewer: Viewer, input: UpdateProfileInput, picture?: Buffer): Promise<User> {
    const pictureType = picture ? checkPicture(picture) : undefined;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.findOneBy(User, { id: viewer.userId });
        if (!user) throw new NotFoundError('User not found.');
        await this.applyProfileChanges(manager, user, input);
        const previousPictureId = user.profilePictureId;
        if (picture && pictureType) {
          const stored = await this.files.store(user.id, { contentType: pictureType, data: picture }, manager);
          user.profilePictureId = stored.id;
        }
        const saved = await manager.save(user);
        if (picture && previousPictureId) await this.files.remove(previousPictureId, manager);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw new EmailTakenError();
      throw error;
    }
  }

  /** An omitted field stays as it is; so does a null one, except the free texts, where null clears. */
  private async applyProfileChanges(manager: EntityManager, user: User, input: UpdateProfileInput): Promise<void> {
    if (input.email != null) {
      const email = input.email.trim().toLowerCase();
      if (email !== user.email && (await manager.existsBy(User, { email }))) throw new EmailTakenError();
      user.email = email;
    }
    if (input.firstName !== undefined) user.firstName = textOrNull(input.firstName);
    if (input.lastName !== undefined) user.lastName = textOrNull(input.lastName);
    if (input.timezone != null) user.timezone = input.timezone;
    if (input.theme != null) user.theme = input.theme;
    if (input.notificationEmail != null) user.notificationEmail = input.notificationEmail;
    if (input.notificationSlack != null) user.notificationSlack = input.notificationSlack;
    if (input.notificationBrowser != null) user.notificationBrowser = input.notificationBrowser;
    if (input.goals !== undefined) user.goals = textOrNull(input.goals);
    if (input.notifyWeeklyDigest != null) user.notifyWeeklyDigest = input.notifyWeeklyDigest;
    if (input.notifyInsights != null) user.notifyInsights = input.notifyInsights;
    if (input.notifyTeamActivity != null) user.notifyTeamActivity = input.notifyTeamActivity;
    if (input.subscribedToUpdates != null) user.subscribedToUpdates = input.subscribedToUpdates;
  }

  async subscribeToUpdates(viewer: Viewer): Promise<{ success: boolean; message: string }> {
    const result = await this.dataSource
      .getRepository(User)
      .update({ id: viewer.userId, subscribedToUpdates: false }, { subscribedToUpdates: true });
    if (result.affected === 0) {
      await this.profile(viewer);
      return { success: true, message: 'You are already subscribed to product updates.' };
    }
    return { success: true, message: 'You are now subscribed to product updates.' };
  }
}

/** Judged by the bytes, never by the name or the declared type. */
export function checkPicture(picture: Buffer): string {
  if (picture.length > MAX_PICTURE_BYTES) throw new PictureTooLargeError();
  const contentType = sniffImageType(picture);
  if (!contentType) throw new PictureTypeError();
  return contentType;
}
