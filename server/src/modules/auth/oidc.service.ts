import * as oidc from 'openid-client';
import { SignJWT, jwtVerify } from 'jose';
import type { Logger } from 'pino';
import type { AccountsConfig, OidcProviderConfig } from '../../app/config';
import { DomainError, NotFoundError } from '../../app/errors';
import type { UserService } from '../users/user.service';
import type { ClientInfo } from './session.service';

const PROVIDER_NAMES: Record<OidcProviderConfig['id'], string> = { google: 'Google', github: 'GitHub' };
const STATE_LIFETIME = '10m';
/** GitHub speaks OAuth 2 without discovery; these are its fixed endpoints. */
const GITHUB = {
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  api: 'https://api.github.com',
};

export class SignInProviderError extends DomainError {
  constructor(message = 'Signing in with this provider did not work. Please try again.') {
    super('UNAUTHENTICATED', message);
  }
}

interface PendingSignIn {
  provider: string;
  state: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
}

export interface ProviderProfile {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Google and GitHub sign-in with `openid-client` (authorization code with PKCE). Nothing is kept on the server
 * between the two legs: the state, verifier and nonce travel in a short-lived signed cookie.
 */
export class OidcService {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();
  private readonly stateKey: Uint8Array;

  constructor(
    private readonly accounts: AccountsConfig,
    private readonly users: UserService,
    jwtSecret: string,
    private readonly logger: Logger,
  ) {
    this.stateKey = new TextEncoder().encode(`oidc-state:${jwtSecret}`);
  }

  publicSettings() {
    return {
      registrationVariant: this.accounts.registrationVariant,
      signInProviders: (['google', 'github'] as const).map((id) => ({
        id,
        name: PROVIDER_NAMES[id],
        enabled: this.providerOf(id) !== undefined,
        startPath: `/api/v1/auth/oidc/${id}/start`,
      })),
    };
  }

  private providerOf(id: string): OidcProviderConfig | undefined {
    return this.accounts.oidcProviders.find((provider) => provider.id === id);
  }

  private requireProvider(id: string): OidcProviderConfig {
    const provider = this.providerOf(id);
    if (!provider) throw new NotFoundError('This sign-in provider is not configured on this server.');
    return provider;
  }

  private configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let configuration = this.configurations.get(provider.id);
    if (!configuration) {
      configuration = this.discover(provider);
      // A failed discovery is tried again next time rather than remembered.
      configuration.catch(() => this.configurations.delete(provider.id));
      this.configurations.set(provider.id, configuration);
    }
    return configuration;
  }

  private async discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const insecure = provider.issuer?.startsWith('http://') === true;
    if (provider.issuer) {
      return oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    }
    return new oidc.Configuration(
      { issuer: 'https://github.com', authorization_endpoint: GITHUB.authorization, token_endpoint: GITHUB.token },
      provider.clientId,
      provider.clientSecret,
    );
  }

  private redirectUri(provider: OidcProviderConfig, origin: string | undefined): string {
    return `${this.accounts.publicUrl ?? origin ?? ''}/api/v1/auth/oidc/${provider.id}/callback`;
  }

  /** Where to send the browser, and the signed cookie that remembers this attempt. */
  async start(providerId: string, origin: string | undefined): Promise<{ url: string; cookie: string }> {
    const provider = this.requireProvider(providerId);
    const configuration = await this.configuration(provider);
    const pending: PendingSignIn = {
      provider: provider.id,
      state: oidc.randomState(),
      verifier: oidc.randomPKCECodeVerifier(),
      nonce: oidc.randomNonce(),
      redirectUri: this.redirectUri(provider, origin),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: pending.redirectUri,
      scope: provider.issuer ? 'openid email profile' : 'read:user user:email',
      state: pending.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      ...(provider.issuer ? { nonce: pending.nonce } : {}),
    });
    const cookie = await new SignJWT({ ...pending }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(STATE_LIFETIME).sign(this.stateKey);
    return { url: url.href, cookie };
  }

  /** The provider sent the browser back: check the state, trade the code, and sign the person in. */
  async finish(providerId: string, query: string, cookie: string | undefined, client: ClientInfo) {
    const provider = this.requireProvider(providerId);
    const pending = await this.readPending(cookie);
    if (pending.provider !== provider.id) throw new SignInProviderError();
    // The token request must name the same redirect URI as the authorization request did.
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = query;
    const configuration = await this.configuration(provider);
    let profile: ProviderProfile;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        ...(provider.issuer ? { expectedNonce: pending.nonce, idTokenExpected: true } : {}),
      });
      profile = provider.issuer ? this.profileFromClaims(tokens.claims()) : await this.githubProfile(configuration, tokens.access_token);
    } catch (error) {
      if (error instanceof SignInProviderError) throw error;
      this.logger.warn({ err: error, provider: provider.id }, 'sign-in with provider failed');
      throw new SignInProviderError();
    }
    return this.users.signInWithProvider(profile, provider.id, client);
  }

  private async readPending(cookie: string | undefined): Promise<PendingSignIn> {
    if (!cookie) throw new SignInProviderError('This sign-in attempt expired. Please try again.');
    try {
      const { payload } = await jwtVerify(cookie, this.stateKey, { algorithms: ['HS256'] });
      const { provider, state, verifier, nonce, redirectUri } = payload;
      if (typeof provider !== 'string' || typeof state !== 'string' || typeof verifier !== 'string' || typeof nonce !== 'string' || typeof redirectUri !== 'string') {
        throw new SignInProviderError();
      }
      return { provider, state, verifier, nonce, redirectUri };
    } catch {
      throw new SignInProviderError('This sign-in attempt expired. Please try again.');
    }
  }

  private profileFromClaims(claims: oidc.IDToken | undefined): ProviderProfile {
    if (!claims) throw new SignInProviderError('Your account with this provider has no verified email address.');
    const email = claims.email;
    if (typeof email !== 'string' || claims.email_verified === false) throw new SignInProviderError('Your account with this provider has no verified email address.');
    return {
      email,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    };
  }

  private async githubProfile(configuration: oidc.Configuration, accessToken: string): Promise<ProviderProfile> {
    const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'Quarry' });
    const [userResponse, emailsResponse] = await Promise.all([
      oidc.fetchProtectedResource(configuration, accessToken, new URL(`${GITHUB.api}/user`), 'GET', undefined, headers),
      oidc.fetchProtectedResource(configuration, accessToken, new URL(`${GITHUB.api}/user/emails`), 'GET', undefined, headers),
    ]);
    const user = (await userResponse.json()) as { name?: unknown };
    const emails = (await emailsResponse.json()) as { email?: unknown; primary?: unknown; verified?: unknown }[];
    const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary === true && entry.verified === true) : undefined;
    if (!primary || typeof primary.email !== 'string') throw new SignInProviderError('Your GitHub account has no verified primary email address.');
    const [firstName, ...rest] = typeof user.name === 'string' ? user.name.split(/\s+/).filter(Boolean) : [];
    return { email: primary.email, firstName, lastName: rest.length ? rest.join(' ') : undefined };
  }
}
