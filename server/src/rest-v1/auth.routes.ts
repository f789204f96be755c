import express, { Router } from 'express';
import type { Services } from '../app/services';
import { RegisterInput } from '../modules/users/user.inputs';
import { LoginInput } from '../modules/users/login.input';
import { toRestUser } from './user.serializer';
import { asObject, parseInput } from './validate-body';

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
    });
    const { token } = await services.users.register(input);
    res.status(201).json({ token });
  });

  router.post('/auth/login', express.urlencoded({ extended: false, limit: '16kb' }), async (req, res) => {
    const body = asObject(req.body ?? {});
    const input = parseInput(LoginInput, { email: body.username, password: body.password });
    const { token, user } = await services.users.login(input.email, input.password);
    res.json({ access_token: token, token_type: 'bearer', user: toRestUser(user), subscribed_to_updates: user.subscribedToUpdates });
  });

  return router;
}
