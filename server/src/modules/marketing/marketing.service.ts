import type { DataSource } from 'typeorm';
import { DomainError } from '../../app/errors';
import { ContactRequest, ContactRequestKind, NewsletterSubscription } from './marketing.entities';
import type { ContactRequestInput, NewsletterInput } from './marketing.inputs';
import { NEWSLETTER_EMAIL_MESSAGE } from './marketing.inputs';

export const NEWSLETTER_SUBSCRIBED = 'Thanks for subscribing! Look out for our next update.';
export const NEWSLETTER_ALREADY = 'You’re already subscribed. Thanks for reading!';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The public forms of the marketing pages: the newsletter box, /demo and /contact. */
export class MarketingService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the address once (case-insensitively); a second sign-up is answered kindly, not as an error. */
  async subscribeToNewsletter(input: NewsletterInput): Promise<{ subscribed: boolean; message: string }> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new DomainError('BAD_USER_INPUT', NEWSLETTER_EMAIL_MESSAGE);
    const result: unknown[] = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscription)
      .values({ email, source: textOrNull(input.source) })
      .orIgnore()
      .returning('id')
      .execute()
      .then((inserted) => inserted.raw as unknown[]);
    const subscribed = result.length > 0;
    return { subscribed, message: subscribed ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY };
  }

  async submitContactRequest(input: ContactRequestInput): Promise<{ message: string }> {
    const name = input.name.trim();
    const message = input.message.trim();
    if (!name) throw new DomainError('BAD_USER_INPUT', 'Please enter your name.');
    if (!message) throw new DomainError('BAD_USER_INPUT', 'Please write a short message.');
    await this.dataSource.getRepository(ContactRequest).insert({
      kind: input.kind,
      name,
      email: input.email.trim().toLowerCase(),
      company: textOrNull(input.company),
      phone: textOrNull(input.phone),
      message,
    });
    return {
      message:
        input.kind === ContactRequestKind.DEMO
          ? 'Thanks! Your demo request is in. We’ll email you within one business day to pick a time.'
          : 'Thanks for your message! We’ll get back to you within one business day.',
    };
  }
}
