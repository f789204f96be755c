import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ValidationFailedError } from '../projects/text-fields';
import { DeletionSummary } from '../projects/project.inputs';
import { UserStory } from './user-story.entity';
import { UserStoryCreateInput, UserStoryUpdateInput } from './user-story.inputs';

@Resolver(() => UserStory)
export class UserStoryResolver {
  @Authorized()
  @Query(() => [UserStory], { description: 'The user stories of an epic, or of a whole project; give exactly one of the two.' })
  userStories(
    @Arg('epicId', () => Int, { nullable: true }) epicId: number | null,
    @Arg('projectId', () => Int, { nullable: true }) projectId: number | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<UserStory[]> {
    const signedIn = assertPermissions(viewer, []);
    if (epicId != null && projectId == null) return services.userStories.listForEpic(signedIn, epicId);
    if (projectId != null && epicId == null) return services.userStories.listForProject(signedIn, projectId);
    throw new ValidationFailedError('Give either epicId or projectId.');
  }

  @Authorized()
  @Query(() => UserStory)
  userStory(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<UserStory> {
    return services.userStories.get(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => UserStory)
  createUserStory(@Arg('input') input: UserStoryCreateInput, @Ctx() { viewer, services }: GraphQLContext): Promise<UserStory> {
    return services.userStories.create(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => UserStory, { description: 'Changes the given fields; fields left out stay as they are.' })
  updateUserStory(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: UserStoryUpdateInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<UserStory> {
    return services.userStories.update(assertPermissions(viewer, []), id, input);
  }

  @Authorized()
  @Mutation(() => DeletionSummary, { description: 'Deletes the user story; its tasks stay, unlinked.' })
  deleteUserStory(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<DeletionSummary> {
    return services.userStories.delete(assertPermissions(viewer, []), id);
  }
}
