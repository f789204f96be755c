import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { Project } from './project.entity';
import { DeletionSummary, ProjectInput, WipLimitsInput } from './project.inputs';

@Resolver(() => Project)
export class ProjectResolver {
  @Authorized()
  @Query(() => [Project], { description: 'The projects of the active workspace, oldest first.' })
  projects(@Ctx() { viewer, services }: GraphQLContext): Promise<Project[]> {
    return services.projects.list(assertPermissions(viewer, []));
  }

  @Authorized()
  @Query(() => Project)
  project(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Project> {
    return services.projects.get(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Creates a project in the active workspace (not for Viewers).' })
  createProject(@Arg('input') input: ProjectInput, @Ctx() { viewer, services }: GraphQLContext): Promise<Project> {
    return services.projects.create(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Changes the given fields; fields left out stay as they are.' })
  updateProject(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: ProjectInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Project> {
    return services.projects.update(assertPermissions(viewer, []), id, input);
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Replaces the task board’s WIP limits.' })
  setWipLimits(
    @Arg('projectId', () => Int) projectId: number,
    @Arg('input') input: WipLimitsInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Project> {
    return services.projects.setWipLimits(assertPermissions(viewer, []), projectId, input.limits);
  }

  @Authorized()
  @Mutation(() => DeletionSummary, { description: 'Deletes the project with all its epics, user stories and tasks.' })
  deleteProject(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<DeletionSummary> {
    return services.projects.delete(assertPermissions(viewer, []), id);
  }
}
