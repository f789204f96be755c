import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../app/context';
import { assertPermissions } from '../../app/auth-checker';
import { WorkspaceMember } from './workspace-member.entity';
import { Permission, permissionsOf } from './workspace-role';

@Resolver(() => WorkspaceMember)
export class WorkspaceResolver {
  @Authorized()
  @Query(() => [WorkspaceMember], { description: 'The workspaces the signed-in user belongs to, with their role in each.' })
  myWorkspaces(@Ctx() { viewer, services }: GraphQLContext): Promise<WorkspaceMember[]> {
    return services.workspaces.membershipsOf(assertPermissions(viewer, []).userId);
  }

  @FieldResolver(() => [Permission])
  permissions(@Root() member: WorkspaceMember): Permission[] {
    return permissionsOf(member.role);
  }
}
