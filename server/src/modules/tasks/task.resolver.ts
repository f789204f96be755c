import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { assertPermissions } from '../../app/auth-checker';
import type { GraphQLContext } from '../../app/context';
import { ProjectBoard } from './board';
import { BoardEvent } from './board-event';
import { MoveTaskResult, TaskCreateInput, TaskUpdateInput } from './task.inputs';
import { Task } from './task.entity';
import { TaskStatus } from './task-status';

@Resolver(() => Task)
export class TaskResolver {
  @Authorized()
  @Query(() => [Task], { description: 'A project’s tasks in board order.' })
  tasks(@Arg('projectId', () => Int) projectId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Task[]> {
    return services.tasks.listForProject(assertPermissions(viewer, []), projectId);
  }

  @Authorized()
  @Query(() => Task)
  task(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<Task> {
    return services.tasks.get(assertPermissions(viewer, []), id);
  }

  @Authorized()
  @Query(() => ProjectBoard, { description: 'The task board: one column per status in SPEC order, each with its count and tasks.' })
  projectBoard(@Arg('projectId', () => Int) projectId: number, @Ctx() { viewer, services }: GraphQLContext): Promise<ProjectBoard> {
    return services.boards.board(assertPermissions(viewer, []), projectId);
  }

  @Authorized()
  @Mutation(() => Task, { description: 'Creates a task at the end of its column (Backlog unless a status is given).' })
  createTask(@Arg('input') input: TaskCreateInput, @Ctx() { viewer, services }: GraphQLContext): Promise<Task> {
    return services.tasks.create(assertPermissions(viewer, []), input);
  }

  @Authorized()
  @Mutation(() => Task, { description: 'Changes the given fields; fields left out stay as they are.' })
  updateTask(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: TaskUpdateInput,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<Task> {
    return services.tasks.update(assertPermissions(viewer, []), id, input);
  }

  @Authorized()
  @Mutation(() => MoveTaskResult, {
    description: 'Puts a task in a column between two neighbours (either may be left out: top, bottom or end of column).',
  })
  moveTask(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => TaskStatus) status: TaskStatus,
    @Arg('afterId', () => Int, { nullable: true }) afterId: number | null,
    @Arg('beforeId', () => Int, { nullable: true }) beforeId: number | null,
    @Ctx() { viewer, services }: GraphQLContext,
  ): Promise<MoveTaskResult> {
    return services.tasks.move(assertPermissions(viewer, []), id, status, afterId ?? null, beforeId ?? null);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes the task and returns its id.' })
  deleteTask(@Arg('id', () => Int) id: number, @Ctx() { viewer, services }: GraphQLContext): Promise<number> {
    return services.tasks.delete(assertPermissions(viewer, []), id);
  }

  @Subscription(() => BoardEvent, {
    description: 'Task, user story and epic changes of a project, for members of its workspace.',
    subscribe: async ({ args, context }) => {
      const { viewer, services } = context as GraphQLContext;
      const projectId = Number(args.projectId);
      await services.projects.get(assertPermissions(viewer, []), projectId);
      return services.boardEvents.subscribe(projectId);
    },
  })
  boardChanged(@Root() event: BoardEvent, @Arg('projectId', () => Int) _projectId: number): BoardEvent {
    return event;
  }
}
