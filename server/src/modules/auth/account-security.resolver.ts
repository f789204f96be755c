import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ApiKey } from '../api-keys/api-key.entity';
import { assertSignedInPerson } from '../api-keys/api-key.service';
import { ChangePasswordInput } from '../users/user.inputs';
import { UserSession } from './user-session.entity';

@ObjectType({ description: 'A new API key: `key` is shown this once and cannot be read again.' })
export class CreatedApiKeyPayload {
  @Field(() => ApiKey)
  apiKey: ApiKey;

  @Field()
  key: string;
}

@ObjectType({ description: 'A sign-in provider and whether this server has it configured.' })
export class SignInProvider {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field()
  enabled: boolean;

  @Field({ description: 'Where the browser goes to start signing in.' })
  startPath: string;
}

@ObjectType({ description: 'Public settings the sign-in and registration screens need.' })
export class PublicSettings {
  @Field({ description: 'The form /register shows when no link chooses one: simple or chat.' })
  registrationVariant: string;

  @Field(() => [SignInProvider])
  signInProviders: SignInProvider[];
}

/** Password, sessions and API keys of the signed-in person. */
@Resolver()
export class AccountSecurityResolver {
  @Query(() => PublicSettings, { description: 'Open to anyone: the registration variant and which sign-in providers work.' })
  publicSettings(@Ctx() { services }: GraphQLContext): PublicSettings {
    return services.oidc.publicSettings();
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Changes the password (the current one is required) and ends every other session; returns how many ended.' })
  changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.users.changePassword(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Query(() => [UserSession], { description: 'The signed-in user’s active sessions, most recently used first.' })
  mySessions(@Ctx() { viewer, services }: GraphQLContext): Promise<UserSession[]> {
    const checked = assertPermissions(viewer, []);
    assertSignedInPerson(checked);
    return services.sessions.list(checked.userId, checked.sessionId);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Ends one session: its token stops working at once. Returns its id.' })
  async revokeSession(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: GraphQLContext): Promise<string> {
    const checked = assertPermissions(viewer, []);
    assertSignedInPerson(checked);
    await services.sessions.revoke(checked.userId, id);
    return id;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Ends every session but this one; returns how many ended.' })
  revokeOtherSessions(@Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    const checked = assertPermissions(viewer, []);
    assertSignedInPerson(checked);
    return services.sessions.revokeAllExcept(checked.userId, checked.sessionId);
  }

  @Mutation(() => Boolean, { description: 'Ends the calling session (its token stops working). True when there was one to end.' })
  async logout(@Ctx() { viewer, services }: GraphQLContext): Promise<boolean> {
    if (!viewer?.sessionId) return false;
    await services.sessions.revoke(viewer.userId, viewer.sessionId);
    return true;
  }

  @Authorized()
  @Query(() => [ApiKey], { description: 'Your API keys in the active workspace, newest first.' })
  apiKeys(@Ctx() { viewer, services }: GraphQLContext): Promise<ApiKey[]> {
    return services.apiKeys.list(assertPermissions(viewer, []));
  }

  @Authorized()
  @Mutation(() => CreatedApiKeyPayload, { description: 'Makes an API key (qry_…) that acts with your role in the active workspace.' })
  async createApiKey(@Arg('name') name: string, @Ctx() { viewer, services }: GraphQLContext): Promise<CreatedApiKeyPayload> {
    const { apiKey, secret } = await services.apiKeys.create(assertPermissions(viewer, []), name);
    return { apiKey, key: secret };
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Revokes one of your API keys; it stops working at once. Returns its id.' })
  revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.apiKeys.revoke(assertPermissions(viewer, []), id);
  }
}
