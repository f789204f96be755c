import { randomUUID } from 'node:crypto';
import { UnauthenticatedError } from '../../app/errors';
import { TokenService } from './token.service';

describe('TokenService', () => {
  const sessionId = randomUUID();

  afterEach(() => {
    jest.useRealTimers();
  });

  it('verifies its own token, again and again, to the same claims', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.issue(7, sessionId, new Date(Date.now() + 60_000));
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, sessionId });
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, sessionId });
  });

  it('refuses a token changed after it verified, and one signed with another secret', async () => {
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.issue(7, sessionId, new Date(Date.now() + 60_000));
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' })).toString('base64url');
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toThrow(new UnauthenticatedError('Invalid token.'));
    await expect(tokens.verify(`${token}x`)).rejects.toThrow(UnauthenticatedError);
    const foreign = await new TokenService('another-secret-of-enough-length-too').issue(7, sessionId, new Date(Date.now() + 60_000));
    await expect(tokens.verify(foreign)).rejects.toThrow(new UnauthenticatedError('Invalid token.'));
  });

  it('stops accepting a token once it expires, even one that verified before', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const tokens = new TokenService('a-secret-of-enough-length-for-hs256');
    const token = await tokens.issue(7, sessionId, new Date('2026-11-23T12:01:00Z'));
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, sessionId });
    jest.setSystemTime(new Date('2026-11-23T12:01:00Z'));
    await expect(tokens.verify(token)).rejects.toThrow(new UnauthenticatedError('Your session has expired. Please log in again.'));
  });
});
