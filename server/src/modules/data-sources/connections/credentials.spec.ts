import { randomBytes } from 'node:crypto';
import type { DatabaseConnectionConfig } from './connection-config';
import { CredentialsError, decryptCredentials, encryptCredentials } from './credentials';

const config: DatabaseConnectionConfig = {
  kind: 'postgres',
  host: 'db.example.com',
  port: 5432,
  database: 'sales',
  user: 'analyst',
  password: 'correct horse battery staple',
  ssl: true,
  schema: 'crm',
};

describe('credentials', () => {
  const key = randomBytes(32);

  it('round-trips the config', () => {
    expect(decryptCredentials(encryptCredentials(config, key), key)).toEqual(config);
  });

  it('uses a fresh IV each time and never shows the password', () => {
    const first = encryptCredentials(config, key);
    const second = encryptCredentials(config, key);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    const decoded = first.split(':').map((part) => Buffer.from(part, 'base64url').toString('latin1')).join('');
    for (const secret of [config.password, 'correct', 'analyst', 'db.example.com']) {
      expect(first).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
  });

  it('detects tampering', () => {
    const [version, iv, tag, ciphertext] = encryptCredentials(config, key).split(':') as [string, string, string, string];
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join(':');
    expect(() => decryptCredentials(tampered, key)).toThrow(
      new CredentialsError(
        'The stored credentials could not be decrypted: the secret key has changed or the data was altered.',
      ),
    );
    const swappedTag = [version, iv, Buffer.alloc(16).toString('base64url'), ciphertext].join(':');
    expect(() => decryptCredentials(swappedTag, key)).toThrow(CredentialsError);
    const shortTag = [version, iv, 'AAAA', ciphertext].join(':');
    expect(() => decryptCredentials(shortTag, key)).toThrow(CredentialsError);
  });

  it('refuses a wrong key', () => {
    const text = encryptCredentials(config, key);
    expect(() => decryptCredentials(text, randomBytes(32))).toThrow(/secret key has changed/);
  });

  it('refuses unknown formats and keys of the wrong size', () => {
    expect(() => decryptCredentials('v2:a:b:c', key)).toThrow('The stored credentials are not in a known format.');
    expect(() => decryptCredentials('plain text', key)).toThrow(CredentialsError);
    expect(() => encryptCredentials(config, randomBytes(16))).toThrow('The secret key must be 32 bytes long.');
  });
});
