import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RateLimitConfig } from './rate-limits';

/** Every setting the server reads, all from environment variables with defaults that work on a fresh machine. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  logLevel: string;
  /** Append logs to this file instead of stdout (LOG_FILE). */
  logFile: string | undefined;
  isProduction: boolean;
  clientDistDir: string;
  maxUploadBytes: number;
  /** The size limit of one imported CSV or XLSX file (UPLOAD_MAX_MB, default 200). */
  maxImportBytes: number;
  /** 32 bytes that encrypt data-source credentials (AES-256-GCM): SECRET_KEY, or generated into the data directory. */
  secretKey: Buffer;
  /** statement_timeout of one ask query (ASK_TIMEOUT_MS, default 10 s). */
  askTimeoutMs: number;
  /** Repeated queries on uploads and the demo answered from memory until their data changes (QUERY_CACHE, default true). */
  queryCache: boolean;
  /** How often open WebSockets are checked against revoked sessions and keys and changed roles (WS_RECHECK_MS, default 15 s). */
  wsRecheckMs: number;
  /** How live events reach other nodes: PUBSUB (postgres by default, memory for one process), redis with REDIS_URL. */
  pubSub: 'memory' | 'postgres' | 'redis';
  redisUrl: string | undefined;
  /** Whether workspaces get the demo source (DEMO_DATA, default true; false under NODE_ENV=test). */
  demoData: boolean;
  /** How often the insight engine scans every workspace's sources (INSIGHT_INTERVAL_MS, default 30 s). */
  insightIntervalMs: number;
  /** Simulated new orders in the demo data every few seconds while the demo is on (DEMO_LIVE_FEED; off under NODE_ENV=test). */
  demoLiveFeed: boolean;
  ai: AiConfig;
  /** Per-minute limits on sign-in, sign-up, questions and AI calls (RATE_LIMIT_*; 0 turns one off). */
  rateLimits: RateLimitConfig;
  /** Express's `trust proxy` (TRUST_PROXY): behind a load balancer, the client address comes from X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Team invitations, mail and sign-in providers (issue 9). */
  accounts: AccountsConfig;
}

/** Which form /register shows when no link chooses one. */
export type RegistrationVariant = 'simple' | 'chat';

/** A sign-in provider configured through OIDC_<PROVIDER>_* variables. */
export interface OidcProviderConfig {
  id: 'google' | 'github';
  clientId: string;
  clientSecret: string;
  /** An OpenID Connect issuer to discover (Google's by default); GitHub speaks plain OAuth 2 and has none. */
  issuer: string | undefined;
}

export interface AccountsConfig {
  /** Where the app is reached from outside, for links in mail and OIDC redirects (PUBLIC_URL). */
  publicUrl: string | undefined;
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587; without it invitations are only shown on screen. */
  smtpUrl: string | undefined;
  mailFrom: string;
  registrationVariant: RegistrationVariant;
  oidcProviders: OidcProviderConfig[];
}

function readOidcProvider(env: NodeJS.ProcessEnv, id: OidcProviderConfig['id'], defaultIssuer: string | undefined): OidcProviderConfig | undefined {
  const prefix = `OIDC_${id.toUpperCase()}_`;
  const clientId = env[`${prefix}CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new Error(`${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
  const issuer = env[`${prefix}ISSUER`]?.trim() || defaultIssuer;
  if (issuer && !/^https?:\/\/[^\s]+$/.test(issuer)) throw new Error(`${prefix}ISSUER must be an http(s) URL, got "${issuer}"`);
  return { id, clientId, clientSecret, issuer };
}

function readAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^\s]+$/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const variant = env.REGISTRATION_VARIANT?.trim().toLowerCase() || 'simple';
  if (variant !== 'simple' && variant !== 'chat') throw new Error(`REGISTRATION_VARIANT must be simple or chat, got "${env.REGISTRATION_VARIANT}"`);
  const oidcProviders = [readOidcProvider(env, 'google', 'https://accounts.google.com'), readOidcProvider(env, 'github', undefined)].filter(
    (provider): provider is OidcProviderConfig => provider !== undefined,
  );
  return { publicUrl, smtpUrl, mailFrom: env.MAIL_FROM?.trim() || 'Quarry <no-reply@quarry.local>', registrationVariant: variant, oidcProviders };
}

/** Every ask query is cut to this many rows. */
export const ASK_MAX_ROWS = 10_000;

/** An OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio) when AI_BASE_URL is set; otherwise offline only. */
export interface AiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

function readAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const baseUrl = env.AI_BASE_URL?.trim() || undefined;
  if (baseUrl && !/^https?:\/\/[^\s]+$/.test(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const timeoutMs = env.AI_TIMEOUT_MS ? Number(env.AI_TIMEOUT_MS) : 30_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new Error(`AI_TIMEOUT_MS must be a positive number of milliseconds, got "${env.AI_TIMEOUT_MS}"`);
  return { baseUrl, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL || 'gpt-4o-mini', timeoutMs };
}

const repoRoot = path.resolve(__dirname, '..', '..', '..', ...(__dirname.includes(`${path.sep}dist${path.sep}`) ? ['..', '..'] : []));

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${raw}"`);
  return port;
}

/** The JWT secret comes from JWT_SECRET, or is generated once and kept in the data directory. */
function readOrCreateJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const secretFile = path.join(dataDir, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}

function readPositiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function readPubSub(env: NodeJS.ProcessEnv): AppConfig['pubSub'] {
  const raw = env.PUBSUB?.trim().toLowerCase();
  if (raw === undefined || raw === '') return env.REDIS_URL?.trim() ? 'redis' : 'postgres';
  if (raw === 'memory' || raw === 'postgres' || raw === 'redis') {
    if (raw === 'redis' && !env.REDIS_URL?.trim()) throw new Error('PUBSUB=redis needs REDIS_URL');
    return raw;
  }
  throw new Error(`PUBSUB must be memory, postgres or redis, got "${env.PUBSUB}"`);
}

/** A per-minute limit: a whole number, 0 or "off" for none. Off by default under NODE_ENV=test (see README). */
function readRateLimit(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return env.NODE_ENV === 'test' ? 0 : fallback;
  if (raw === 'off') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of requests per minute (0 or off for none), got "${env[name]}"`);
  return value;
}

/** TRUST_PROXY: true/false, a number of proxy hops, or addresses and subnets as Express accepts them. */
function readTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function readCorsOrigins(raw: string | undefined): string[] {
  const origins = (raw ?? '').split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const origin of origins) if (origin !== '*' && !/^https?:\/\/[^\s/]+$/.test(origin)) throw new Error(`CORS_ORIGINS must list origins like https://app.example.com, got "${origin}"`);
  return origins;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/**
 * SECRET_KEY may be 64 hex characters or 44 base64 characters (32 bytes); any other text is hashed to 32 bytes.
 * Without it, a random key is generated once and kept in the data directory.
 */
function readOrCreateSecretKey(dataDir: string, fromEnv: string | undefined): Buffer {
  if (fromEnv) {
    if (/^[0-9a-fA-F]{64}$/.test(fromEnv)) return Buffer.from(fromEnv, 'hex');
    const base64 = Buffer.from(fromEnv, 'base64');
    if (base64.length === 32 && /^[A-Za-z0-9+/=_-]{43,44}$/.test(fromEnv)) return base64;
    return createHash('sha256').update(fromEnv, 'utf8').digest();
  }
  const keyFile = path.join(dataDir, 'secret-key');
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
  const key = randomBytes(32);
  writeFileSync(keyFile, key.toString('hex'), { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: readOrCreateJwtSecret(dataDir, env.JWT_SECRET),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFile: env.LOG_FILE?.trim() || undefined,
    isProduction: env.NODE_ENV === 'production',
    clientDistDir: path.join(repoRoot, 'client', 'dist'),
    maxUploadBytes: 2 * 1024 * 1024,
    maxImportBytes: Math.round(readPositiveNumber(env, 'UPLOAD_MAX_MB', 200) * 1024 * 1024),
    secretKey: readOrCreateSecretKey(dataDir, env.SECRET_KEY),
    askTimeoutMs: Math.round(readPositiveNumber(env, 'ASK_TIMEOUT_MS', 10_000)),
    queryCache: readBoolean(env, 'QUERY_CACHE', true),
    wsRecheckMs: Math.round(readPositiveNumber(env, 'WS_RECHECK_MS', 15_000)),
    demoData: readBoolean(env, 'DEMO_DATA', env.NODE_ENV !== 'test'),
    pubSub: readPubSub(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    insightIntervalMs: Math.round(readPositiveNumber(env, 'INSIGHT_INTERVAL_MS', 30_000)),
    demoLiveFeed: readBoolean(env, 'DEMO_LIVE_FEED', env.NODE_ENV !== 'test'),
    ai: readAiConfig(env),
    rateLimits: {
      authPerMinute: readRateLimit(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 10),
      askPerMinute: readRateLimit(env, 'RATE_LIMIT_ASK_PER_MINUTE', 30),
      aiPerMinute: readRateLimit(env, 'RATE_LIMIT_AI_PER_MINUTE', 60),
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    corsOrigins: readCorsOrigins(env.CORS_ORIGINS),
    accounts: readAccountsConfig(env),
  };
}
