import { Router } from 'express';
import type { Services } from '../app/services';
import { ContactRequestInput, NewsletterInput } from '../modules/marketing/marketing.inputs';
import { asObject, parseInput } from './validate-body';

/** Anonymous: the newsletter box of the footer, and the /demo and /contact forms. */
export function marketingRoutes(services: Services): Router {
  const router = Router();

  router.post('/newsletter', async (req, res) => {
    const body = asObject(req.body);
    const input = parseInput(NewsletterInput, { email: typeof body.email === 'string' ? body.email.trim() : body.email, source: body.source });
    const result = await services.marketing.subscribeToNewsletter(input);
    res.status(result.subscribed ? 201 : 200).json(result);
  });

  router.post('/contact', async (req, res) => {
    const body = asObject(req.body);
    const input = parseInput(ContactRequestInput, {
      kind: body.kind ?? 'contact',
      name: body.name,
      email: typeof body.email === 'string' ? body.email.trim() : body.email,
      company: body.company,
      phone: body.phone,
      message: body.message,
    });
    res.status(201).json(await services.marketing.submitContactRequest(input));
  });

  return router;
}
