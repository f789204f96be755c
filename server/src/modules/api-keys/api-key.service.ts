import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { ApiKey } from './api-key.entity';
import { ApiKeyNameError, RevokedApiKeyError, SessionRequiredError } from './api-key.errors';

/** Every key starts with this, so a bearer value says which kind of credential it is. */
export const API_KEY_PREFIX = 'qry_';
const KEY_PATTERN = /^qry_[A-Za-z0-9_-]{43}$/;
const TOUCH_INTERVAL_MS = 60_000;

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The key itself: returned this once and never again. */
  secret: string;
}

/** Credential management is for people signed in with a password or a provider, not for keys. */
export function assertSignedInPerson(viewer: Viewer): void {
  if (viewer.apiKeyId !== undefined) throw new SessionRequiredError();
}

export class ApiKeyService {
  constructor(private readonly dataSource: DataSource) {}

  async create(viewer: Viewer, rawName: string): Promise<CreatedApiKey> {
    assertSignedInPerson(viewer);
    const name = rawName.trim();
    if (!name || name.length > 100) throw new ApiKeyNameError();
    const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const repository = this.dataSource.getRepository(ApiKey);
    const apiKey = await repository.save(
      repository.create({ name, workspaceId: viewer.workspaceId, userId: viewer.userId, keyPrefix: secret.slice(0, 10), keyHash: hashKey(secret) }),
    );
    return { apiKey, secret };
  }

  /** The caller's live keys in the active workspace, newest first. */
  list(viewer: Viewer): Promise<ApiKey[]> {
    return this.dataSource.getRepository(ApiKey).find({
      where: { userId: viewer.userId, workspaceId: viewer.workspaceId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  async revoke(viewer: Viewer, id: number): Promise<number> {
    assertSignedInPerson(viewer);
    const result = await this.dataSource
      .getRepository(ApiKey)
      .update({ id, userId: viewer.userId, workspaceId: viewer.workspaceId, revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new NotFoundError('API key not found.');
    return id;
  }

  /** Who a key acts for: its creator, in its workspace. Unknown and revoked keys are refused alike. */
  async authenticate(key: string): Promise<{ apiKeyId: number; userId: number; workspaceId: number }> {
    if (!KEY_PATTERN.test(key)) throw new RevokedApiKeyError();
    const rows: { id: number; user_id: number; workspace_id: number; last_used_at: Date | null }[] = await this.dataSource.query(
      'SELECT id, user_id, workspace_id, last_used_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hashKey(key)],
    );
    const row = rows[0];
    if (!row) throw new RevokedApiKeyError();
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS) {
      await this.dataSource.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [row.id]);
    }
    return { apiKeyId: row.id, userId: row.user_id, workspaceId: row.workspace_id };
  }
}
