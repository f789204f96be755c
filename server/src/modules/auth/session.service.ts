import { IsNull, MoreThan, Not, type DataSource, type EntityManager } from 'typeorm';
import { NotFoundError, UnauthenticatedError } from '../../app/errors';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims, type TokenService } from './token.service';
import { UserSession } from './user-session.entity';

/** Where a sign-in came from, shown in the sessions list. */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

export type SignInMethod = 'password' | 'registration' | 'invitation' | 'google' | 'github';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** last_used_at is written at most this often per session, so reads do not turn every request into a write. */
const TOUCH_INTERVAL_MS = 60_000;

function clip(value: string | undefined, length: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, length) : null;
}

/**
 * Sessions behind the bearer tokens. A token is valid only while its row exists, is not revoked and has not
 * expired, so signing out, revoking a device or changing the password ends tokens at once.
 */
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async start(userId: number, method: SignInMethod, client: ClientInfo = {}, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    const session = await manager.save(
      manager.create(UserSession, { userId, method, expiresAt, userAgent: clip(client.userAgent, 300), ip: clip(client.ip, 64) }),
    );
    return this.tokens.issue(userId, session.id, expiresAt);
  }

  /** The claims of a token whose session is still live. */
  async authenticate(token: string): Promise<TokenClaims> {
    const claims = await this.tokens.verify(token);
    const rows: { last_used_at: Date }[] = await this.dataSource.query(
      `SELECT last_used_at FROM user_sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()`,
      [claims.sessionId, claims.userId],
    );
    const row = rows[0];
    if (!row) throw new UnauthenticatedError('Your session has ended. Please log in again.');
    if (Date.now() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
      await this.dataSource.query('UPDATE user_sessions SET last_used_at = now() WHERE id = $1', [claims.sessionId]);
    }
    return claims;
  }

  /** The user's live sessions, the most recently used first. */
  async list(userId: number, currentSessionId: string | undefined): Promise<UserSession[]> {
    const sessions = await this.dataSource.getRepository(UserSession).find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { lastUsedAt: 'DESC', createdAt: 'DESC' },
    });
    for (const session of sessions) session.current = session.id === currentSessionId;
    return sessions;
  }

  async revoke(userId: number, sessionId: string): Promise<void> {
    if (!UUID_PATTERN.test(sessionId)) throw new NotFoundError('Session not found.');
    const result = await this.dataSource.getRepository(UserSession).update({ id: sessionId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new NotFoundError('Session not found.');
  }

  /** Ends every session of the user but one (the caller's own, when it has one). Returns how many ended. */
  async revokeAllExcept(userId: number, keepSessionId: string | undefined, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await manager.getRepository(UserSession).update(
      keepSessionId ? { userId, revokedAt: IsNull(), id: Not(keepSessionId) } : { userId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return result.affected ?? 0;
  }
}
