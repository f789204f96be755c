import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../app/context';
import { assertPermissions } from '../../app/auth-checker';
import { readUploadFully } from '../files/read-upload';
import { User } from './user.entity';
import { AuthPayload, RegisterInput, SetupInput, SubscribeResult, UpdateProfileInput } from './user.inputs';
import { MAX_PICTURE_BYTES } from './user.service';
import { PictureTooLargeError } from './user.errors';

@Resolver(() => User)
export class UserResolver {
  @Mutation(() => AuthPayload, { description: 'Creates an account and its workspace (the user is Owner) and signs in.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() { services, client }: GraphQLContext): Promise<AuthPayload> {
    const { token, user } = await services.users.register(input, client);
    return { token, user, subscribedToUpdates: user.subscribedToUpdates };
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with email and password.' })
  async login(
    @Arg('email') email: string,
    @Arg('password') password: string,
    @Ctx() { services, client }: GraphQLContext,
  ): Promise<AuthPayload> {
    const { token, user } = await services.users.login(email, password, client);
    return { token, user, subscribedToUpdates: user.subscribedToUpdates };
  }

  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() { viewer, services }: GraphQLContext): Promise<User> {
    return services.users.profile(assertPermissions(viewer, []));
  }

  @Authorized()
  @Mutation(() => User, { description: 'Changes the signed-in user’s profile; the picture must be JPG, PNG or GIF, at most 2 MB.' })
  async updateProfile(
    @Arg('input') input: UpdateProfileInput,
    @Arg('picture', () => GraphQLUpload, { nullable: true }) picture: Promise<FileUpload> | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<User> {
    const bytes = picture ? await readUploadFully(await picture, MAX_PICTURE_BYTES, () => new PictureTooLargeError()) : undefined;
    return services.users.updateProfile(assertPermissions(viewer, []), input, bytes);
  }

  @Authorized()
  @Mutation(() => User, { description: 'The setup wizard’s Finish Setup: saves the goals (non-empty after trimming).' })
  completeSetup(@Arg('input') input: SetupInput, @Ctx() { viewer, services }: GraphQLContext): Promise<User> {
    return services.users.completeSetup(assertPermissions(viewer, []), input.goals);
  }

  @Authorized()
  @Mutation(() => SubscribeResult, { description: 'Subscribes the signed-in user to product updates.' })
  subscribe(@Ctx() { viewer, services }: GraphQLContext): Promise<SubscribeResult> {
    return services.users.subscribeToUpdates(assertPermissions(viewer, []));
  }
}
