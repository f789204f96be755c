import { LRUCache } from 'lru-cache';
import { SignJWT, jwtVerify, errors } from 'jose';
import { UnauthenticatedError } from '../../app/errors';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;
const ISSUER = 'quarry';

export interface TokenClaims {
  userId: number;
  /** The user_sessions row the token belongs to; revoking it ends the token. */
  sessionId: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many verified tokens are remembered (about 300 bytes each); the least recently used is dropped first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and checks the bearer tokens (HS256 JWTs) used on GraphQL, graphql-ws and REST. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were checked, with their expiry: every request carries one, and jose's
   * WebCrypto HMAC was a visible share of a small request's CPU (docs/benchmarks.md, load). Only the exact string
   * that verified is found here, and only until it expires; whether its session still lives is checked per request.
   */
  private readonly verified = new LRUCache<string, { claims: TokenClaims; expiresAtMs: number }>({ max: VERIFIED_TOKENS_KEPT });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(userId: number, sessionId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims> {
    // Expiry is the token's own, in wall-clock time (lru-cache's ttl follows a monotonic clock instead).
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !UUID_PATTERN.test(sessionId)) {
        throw new UnauthenticatedError('Invalid token.');
      }
      const claims = { userId, sessionId };
      // Tokens are issued with an expiry; one without is verified every time.
      if (typeof payload.exp === 'number') this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new UnauthenticatedError('Your session has expired. Please log in again.');
      if (error instanceof UnauthenticatedError) throw error;
      throw new UnauthenticatedError('Invalid token.');
    }
  }
}

/** Reads `Bearer <token>` from an Authorization header value; undefined when there is none. */
export function bearerTokenFrom(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new UnauthenticatedError('The Authorization header must be "Bearer <token>".');
  return match[1];
}
