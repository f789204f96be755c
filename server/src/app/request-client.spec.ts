import { scrubUrl } from './request-client';
import { createLogger, REDACTED_PATHS } from './logger';

describe('secrets in URLs stay out of logs', () => {
  it('hides invitation tokens and sign-in codes, and keeps the rest', () => {
    expect(scrubUrl('/invite/abcDEF123_-xyz')).toBe('/invite/[redacted]');
    expect(scrubUrl('/api/v1/auth/oidc/google/callback?code=secret-code&state=s1&iss=https%3A%2F%2Fidp')).toBe(
      '/api/v1/auth/oidc/google/callback?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fidp',
    );
    expect(scrubUrl('/api/v1/projects?limit=5')).toBe('/api/v1/projects?limit=5');
    expect(scrubUrl('/settings')).toBe('/settings');
  });

  it('redacts the sign-in redirect, which carries the new token', () => {
    expect(REDACTED_PATHS).toContain('res.headers.location');
    expect(createLogger('silent')).toBeDefined();
  });
});
