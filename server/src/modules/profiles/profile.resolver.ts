import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Permission } from '../workspaces/workspace-role';
import { CustomerChoice, CustomerProfile } from './profile.types';

@Resolver()
export class ProfileResolver {
  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => [CustomerChoice], { description: 'Customer records of a source to choose from, by name; at most 50.' })
  customerChoices(
    @Arg('dataSourceId', () => Int) dataSourceId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<CustomerChoice[]> {
    return services.profiles.customers(assertPermissions(viewer, [Permission.VIEW_REPORTS]), dataSourceId, search, limit);
  }

  @Authorized(Permission.VIEW_REPORTS)
  @Query(() => CustomerProfile, { description: 'A customer’s demographics, behaviour and predictions, computed from their rows.' })
  customerProfile(
    @Arg('dataSourceId', () => Int) dataSourceId: number,
    @Arg('key') key: string,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<CustomerProfile> {
    return services.profiles.profile(assertPermissions(viewer, [Permission.VIEW_REPORTS]), dataSourceId, key);
  }
}
