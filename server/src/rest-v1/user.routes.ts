import { Router } from 'express';
import multer from 'multer';
import type { Services } from '../app/services';
import { UpdateProfileInput } from '../modules/users/user.inputs';
import { MAX_PICTURE_BYTES } from '../modules/users/user.service';
import { viewerOf } from './rest-auth';
import { toRestProfile } from './user.serializer';
import { asObject, formBoolean, parseInput } from './validate-body';

// One byte over the limit is enough to know a picture is too large; multer stops reading there.
const profileForm = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 20, fieldSize: 4096 },
}).single('profile_picture');

/** SPEC §7: the signed-in user's own profile, and the updates subscription. */
export function userRoutes(services: Services): Router {
  const router = Router();

  router.get('/user/profile', async (_req, res) => {
    res.json(toRestProfile(await services.users.profile(viewerOf(res))));
  });

  router.put('/user/profile', profileForm, async (req, res) => {
    const viewer = viewerOf(res);
    const body = asObject(req.body ?? {});
    const input = parseInput(UpdateProfileInput, {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      timezone: body.timezone,
      theme: body.theme,
      notificationEmail: formBoolean(body.notification_email),
      notificationSlack: formBoolean(body.notification_slack),
      notificationBrowser: formBoolean(body.notification_browser),
      goals: body.goals,
    });
    const user = await services.users.updateProfile(viewer, input, req.file?.buffer);
    res.json(toRestProfile(user));
  });

  router.post('/subscribe', async (_req, res) => {
    res.json(await services.users.subscribeToUpdates(viewerOf(res)));
  });

  return router;
}
