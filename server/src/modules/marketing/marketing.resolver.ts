import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context';
import { ContactRequestInput, ContactRequestResult, NewsletterInput, NewsletterResult } from './marketing.inputs';

/** Open to anyone: the marketing pages' forms. */
@Resolver()
export class MarketingResolver {
  @Mutation(() => NewsletterResult, { description: 'Adds an email to the newsletter (once per address).' })
  subscribeToNewsletter(@Arg('input') input: NewsletterInput, @Ctx() { services }: GraphQLContext): Promise<NewsletterResult> {
    return services.marketing.subscribeToNewsletter(input);
  }

  @Mutation(() => ContactRequestResult, { description: 'Stores a demo request (/demo) or a message (/contact).' })
  submitContactRequest(@Arg('input') input: ContactRequestInput, @Ctx() { services }: GraphQLContext): Promise<ContactRequestResult> {
    return services.marketing.submitContactRequest(input);
  }
}
