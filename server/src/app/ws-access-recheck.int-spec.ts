import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { addMember, seedWithStranger } from '../../test/project-helpers';
import { viewerFor } from '../../test/report-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WorkspaceMember } from '../modules/workspaces/workspace-member.entity';
import { WorkspaceRole } from '../modules/workspaces/workspace-role';
import { ACCESS_ENDED_CLOSE_CODE } from './ws-access-recheck';

const BOARD_CHANGED = 'subscription ($projectId: Int!) { boardChanged(projectId: $projectId) { kind itemId } }';

/** A signed-in graphql-ws connection following a project's board, with the close code it ends with (if it does). */
class Follower {
  readonly client: Client;
  closedWith: number | undefined;
  private readonly connected: Promise<void>;

  constructor(app: TestApp, authorization: string, projectId: number) {
    let onConnected: () => void = () => undefined;
    this.connected = new Promise((resolve) => (onConnected = resolve));
    this.client = createClient({
      url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization },
      retryAttempts: 0,
      lazy: false,
      // The close this test waits for is not an error worth printing.
      onNonLazyError: () => undefined,
      on: { connected: () => onConnected(), closed: (event) => (this.closedWith = (event as { code?: number }).code) },
    });
    this.client.subscribe({ query: BOARD_CHANGED, variables: { projectId } }, { next: () => undefined, error: () => undefined, complete: () => undefined });
  }

  ready(): Promise<void> {
    return this.connected;
  }

  /** Waits for the close; undefined when it stays open that long. */
  async closeCode(withinMs: number): Promise<number | undefined> {
    for (const deadline = Date.now() + withinMs; Date.now() < deadline && this.closedWith === undefined; ) await new Promise((resolve) => setTimeout(resolve, 25));
    return this.closedWith;
  }
}

describe('open WebSockets follow revocations and access changes', () => {
  let app: TestApp;
  const followers: Follower[] = [];
  beforeAll(async () => {
    app = await createTestApp({ listen: true, env: { WS_RECHECK_MS: '100' } });
  });
  afterEach(async () => {
    await Promise.all(followers.splice(0).map((follower) => follower.client.dispose()));
  });
  afterAll(() => app.close());

  async function follow(authorization: string, projectId: number): Promise<Follower> {
    const follower = new Follower(app, authorization, projectId);
    followers.push(follower);
    await follower.ready();
    return follower;
  }

  it('closes the connection of a revoked session, and only that one', async () => {
    const { owner, project } = await seedWithStranger(app);
    const other = await app.services.users.login(owner.email, owner.password);
    const revoked = await follow(`Bearer ${owner.token}`, project.id);
    const kept = await follow(`Bearer ${other.token}`, project.id);

    const { sessionId } = await app.services.sessions.authenticate(owner.token);
    await app.services.sessions.revoke(owner.user.id, sessionId ?? '');
    expect(await revoked.closeCode(5_000)).toBe(ACCESS_ENDED_CLOSE_CODE);
    expect(await kept.closeCode(500)).toBeUndefined();
  });

  it('closes the connection of a revoked API key', async () => {
    const { owner, project } = await seedWithStranger(app);
    const viewer = await viewerFor(app.services, owner.token);
    const { apiKey, secret } = await app.services.apiKeys.create(viewer, 'Live board');
    const follower = await follow(`Bearer ${secret}`, project.id);
    expect(await follower.closeCode(300)).toBeUndefined();

    await app.services.apiKeys.revoke(viewer, apiKey.id);
    expect(await follower.closeCode(5_000)).toBe(ACCESS_ENDED_CLOSE_CODE);
  });

  it('closes the connection of a member who was removed from the project’s workspace, or whose role changed', async () => {
    const { owner, workspaceId, project } = await seedWithStranger(app);
    const ownerViewer = await viewerFor(app.services, owner.token);
    const removed = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
    const demoted = await addMember(app, workspaceId, WorkspaceRole.ANALYST);
    const removedFollower = await follow(`Bearer ${removed.token}`, project.id);
    const demotedFollower = await follow(`Bearer ${demoted.token}`, project.id);
    const ownerFollower = await follow(`Bearer ${owner.token}`, project.id);
    const membershipOf = (userId: number) => app.dataSource.getRepository(WorkspaceMember).findOneByOrFail({ workspaceId, userId });

    await app.services.team.removeMember(ownerViewer, (await membershipOf(removed.user.id)).id);
    await app.services.team.changeRole(ownerViewer, (await membershipOf(demoted.user.id)).id, WorkspaceRole.VIEWER);
    expect(await removedFollower.closeCode(5_000)).toBe(ACCESS_ENDED_CLOSE_CODE);
    expect(await demotedFollower.closeCode(5_000)).toBe(ACCESS_ENDED_CLOSE_CODE);
    expect(await ownerFollower.closeCode(500)).toBeUndefined();
  });
});
