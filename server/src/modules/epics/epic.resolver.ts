import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { DeletionSummary } from '../projects/project.inputs';
import { Epic } from './epic.entity';
import { EpicCreateInput, EpicUpdateInput } from './epic.inputs';

@Resolver(() => Epic)
export class EpicResolver {
  @Authorized()
  @Query(() => [Epic], { description: 'A project’s epics, oldest first.' })
  epics(@Arg('projectId', () => Int) projectId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Epic[]> {
    return services.epics.listForProject(assertPermissions(viewer, []), projectId);
  }

  @Authorized()
  @Query(() => Epic)
  epic(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Epic> {
    return services.epics.get(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => Epic)
  createEpic(@Arg('input') input: EpicCreateInput, @Ctx() { viewer, services }: GraphQLContext): Promise<Epic> {
    return services.epics.create(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Epic, { description: 'Changes the given fields; fields left out stay as they are.' })
  updateEpic(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: EpicUpdateInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Epic> {
    return services.epics.update(assertPermissions(viewer, []), id, input);
  }

  @Authorized()
  @Mutation(() => DeletionSummary, { description: 'Deletes the epic, its user stories and their tasks.' })
  deleteEpic(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<DeletionSummary> {
    return services.epics.delete(assertPermissions(viewer, []), id);
  }
}
