import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { DomainError } from './errors';

/** graphql-ws's close code for a refused client (CloseCode.Forbidden). */
export const ACCESS_ENDED_CLOSE_CODE = 4403;

/**
 * What a credential may reach, as one text (who, in which workspace, with which role, and every membership), or
 * null when it reaches nothing. A domain error (revoked, expired, unknown) means the same as null.
 */
export type AccessOf = (authorization: unknown) => Promise<string | null>;

interface OpenConnection {
  authorization: unknown;
  access: string;
}

/**
 * Signed-in WebSockets are checked again every `intervalMs`: a connection whose session or API key was revoked, whose
 * account is gone, or whose access changed (a workspace left or a role changed, here or in a workspace whose
 * projects it follows) is closed (4403). Its subscriptions stop with it; a client that reconnects is checked afresh,
 * as on connect. The check re-reads the credential from the database, so it holds across nodes whatever revoked it,
 * with no event to miss. A database that cannot be reached keeps connections open (and is logged) rather than
 * closing everyone.
 */
export class WsAccessRecheck {
  private readonly open = new Map<WebSocket, OpenConnection>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly accessOf: AccessOf,
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  track(socket: WebSocket, authorization: unknown, access: string | null): void {
    if (access === null) return;
    this.open.set(socket, { authorization, access });
    socket.once('close', () => this.open.delete(socket));
    if (!this.timer) {
      this.timer = setInterval(() => void this.recheckAll(), this.intervalMs);
      this.timer.unref();
    }
  }

  /**
   * Checks every open signed-in connection once, each credential once however many connections share it (tabs,
   * devices); a round still running is not overlapped.
   */
  async recheckAll(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const current = new Map<unknown, Promise<string | null | undefined>>();
      for (const [socket, { authorization, access }] of [...this.open]) {
        let now = current.get(authorization);
        if (!now) {
          now = this.currentAccess(authorization);
          current.set(authorization, now);
        }
        const found = await now;
        // undefined: the check itself failed (the database, say); the connection stays until the next round.
        if (found !== undefined && found !== access) {
          this.open.delete(socket);
          socket.close(ACCESS_ENDED_CLOSE_CODE, 'Forbidden');
        }
      }
    } finally {
      this.running = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.open.clear();
  }

  /** The credential's access now; null when it has none left, undefined when that could not be found out. */
  private async currentAccess(authorization: unknown): Promise<string | null | undefined> {
    try {
      return await this.accessOf(authorization);
    } catch (error) {
      if (error instanceof DomainError) return null;
      this.logger.warn({ err: error }, 'could not recheck a WebSocket connection; it stays open');
      return undefined;
    }
  }
}
