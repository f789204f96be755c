import express, { Router } from 'express';
import { DomainError } from '../app/errors';
import { requestClientOf } from '../app/request-client';
import type { Services } from '../app/services';
import { RegisterInput } from '../modules/users/user.inputs';
import { LoginInput } from '../modules/users/login.input';
import { toRestUser } from './user.serializer';
import { asObject, parseInput } from './validate-body';

const OIDC_COOKIE = 'quarry_oidc';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function signInErrorText(error: unknown): string {
  return error instanceof DomainError ? error.message : 'Signing in with this provider did not work. Please try again.';
}

/** SPEC §7: POST /api/v1/register (JSON) and POST /api/v1/auth/login (form-encoded). */
export function authRoutes(services: Services): Router {
  const router = Router();

  router.post('/register', async (req, res) => {
    const body = asObject(req.body);
    const input = parseInput(RegisterInput, {
      email: body.email,
      password: body.password,
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      company: body.company,
      position: body.position,
      username: body.username,
      avatar: body.avatar,
      referralCode: body.referral_code,
      permission: body.permission,
      subscribeToUpdates: body.subscribe_to_updates,
    });
    const { token } = await services.users.register(input, requestClientOf(req));
    res.status(201).json({ token });
  });

  router.post('/auth/login', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    const body = asObject(req.body ?? {});
    const input = parseInput(LoginInput, { email: body.username, password: body.password });
    const { token, user } = await services.users.login(input.email, input.password, requestClientOf(req));
    res.json({ access_token: token, token_type: 'bearer', user: toRestUser(user), subscribed_to_updates: user.subscribedToUpdates });
  });

  // Google and GitHub (when OIDC_* is set): the browser is sent to the provider, and comes back to the callback,
  // which signs it in and hands the token to the client in the URL fragment (never sent to a server, nor logged).
  router.get('/auth/oidc/:provider/start', async (req, res) => {
    try {
      const { url, cookie } = await services.oidc.start(req.params.provider, requestClientOf(req).origin);
      res.cookie(OIDC_COOKIE, cookie, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: 10 * 60 * 1000, path: '/api/v1/auth/oidc' });
      res.redirect(302, url);
    } catch (error) {
      res.redirect(302, `/login?sign_in_error=${encodeURIComponent(signInErrorText(error))}`);
    }
  });

  router.get('/auth/oidc/:provider/callback', async (req, res) => {
    res.clearCookie(OIDC_COOKIE, { path: '/api/v1/auth/oidc' });
    try {
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const { token, created } = await services.oidc.finish(req.params.provider, query, cookieValue(req.headers.cookie, OIDC_COOKIE), requestClientOf(req));
      res.redirect(302, `/oauth/callback#token=${encodeURIComponent(token)}${created ? '&new=1' : ''}`);
    } catch (error) {
      res.redirect(302, `/login?sign_in_error=${encodeURIComponent(signInErrorText(error))}`);
    }
  });

  return router;
}
