/**
 * Database credentials at rest: the whole connection config, encrypted with AES-256-GCM under the app's secret key
 * (config.secretKey). The text is `v1:<iv>:<tag>:<ciphertext>`, each part base64url, so the format can change
 * later without losing what is stored.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DatabaseConnectionConfig } from './connection-config';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CredentialsError extends Error {
  override readonly name = 'CredentialsError';
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new CredentialsError('The secret key must be 32 bytes long.');
}

export function encryptCredentials(config: DatabaseConnectionConfig, key: Buffer): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(config), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

export function decryptCredentials(text: string, key: Buffer): DatabaseConnectionConfig {
  checkKey(key);
  const [version, iv, tag, ciphertext, ...rest] = text.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new CredentialsError('The stored credentials are not in a known format.');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  let plain: string;
  try {
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new CredentialsError(
      'The stored credentials could not be decrypted: the secret key has changed or the data was altered.',
    );
  }
  return JSON.parse(plain) as DatabaseConnectionConfig;
}
