import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

export interface FakeOidcUser {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A tiny OpenID Connect provider on 127.0.0.1 for tests: discovery, JWKS, an authorize endpoint that signs the
 * configured user in at once (redirecting back with a code), and a token endpoint that checks the client secret and
 * the PKCE verifier and returns an RS256 ID token.
 */
export async function startFakeOidcProvider(clientId: string, clientSecret: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string }>();
  let user: FakeOidcUser = { email: 'ada@example.org', email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
  let issuer = '';

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
      return;
    }
    if (url.pathname === '/jwks') {
      json(200, { keys: [jwk] });
      return;
    }
    if (url.pathname === '/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== clientId || url.searchParams.get('code_challenge_method') !== 'S256') {
        json(400, { error: 'invalid_request' });
        return;
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge') ?? '', nonce: url.searchParams.get('nonce') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('iss', issuer);
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        void (async () => {
          const form = new URLSearchParams(body);
          const basic = (req.headers.authorization ?? '').replace(/^Basic\s+/i, '');
          const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent);
          const authenticated = (id === clientId && secret === clientSecret) || (form.get('client_id') === clientId && form.get('client_secret') === clientSecret);
          const grant = codes.get(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (!authenticated || !grant || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge || form.get('redirect_uri') !== grant.redirectUri) {
            json(400, { error: 'invalid_grant' });
            return;
          }
          codes.delete(form.get('code') ?? '');
          const idToken = await new SignJWT({ ...user, nonce: grant.nonce })
            .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
            .setIssuer(issuer)
            .setAudience(clientId)
            .setSubject(`sub-${user.email}`)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(privateKey);
          json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
        })();
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    get issuer() {
      return issuer;
    },
    setUser(next: FakeOidcUser) {
      user = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
