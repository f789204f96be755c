import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import type { Logger } from 'pino';
import { createAppPubSub, type AppPubSub } from './pub-sub';
import { BuiltinProvider } from '../ai/builtin-provider';
import { createLlmProvider } from '../ai/llm-provider';
import { AiService } from '../modules/ai/ai.service';
import { ActivityService } from '../modules/activity/activity.service';
import { AskService } from '../modules/ask/ask.service';
import { ChatService } from '../modules/chat/chat.service';
import { PulseService } from '../modules/dashboard/pulse.service';
import { WorkspaceStatsService } from '../modules/dashboard/workspace-stats.service';
import { ExplorerService } from '../modules/explorer/explorer.service';
import { ProfileService } from '../modules/profiles/profile.service';
import { DataSourceService } from '../modules/data-sources/data-source.service';
import { DemoSourceService } from '../modules/data-sources/demo/demo-source.service';
import { ImportProgressEvents } from '../modules/data-sources/import-progress';
import { TokenService } from '../modules/auth/token.service';
import { OidcService } from '../modules/auth/oidc.service';
import { SessionService } from '../modules/auth/session.service';
import { ApiKeyService } from '../modules/api-keys/api-key.service';
import { createMailer } from '../modules/mail/mailer';
import { MarketingService } from '../modules/marketing/marketing.service';
import { OnboardingService } from '../modules/onboarding/onboarding.service';
import { TeamService } from '../modules/workspaces/team.service';
import { EpicService } from '../modules/epics/epic.service';
import { ProjectAccess } from '../modules/projects/project-access';
import { ProjectService } from '../modules/projects/project.service';
import { BoardEvents } from '../modules/tasks/board-events';
import { BoardService } from '../modules/tasks/board.service';
import { TaskService } from '../modules/tasks/task.service';
import { UserStoryService } from '../modules/user-stories/user-story.service';
import { FileService } from '../modules/files/file.service';
import { UserService } from '../modules/users/user.service';
import { WorkspaceService } from '../modules/workspaces/workspace.service';
import { ReportService } from '../modules/reports/report.service';
import { SampleReports } from '../modules/reports/sample-reports';
import { TransformSandbox } from '../modules/reports/transform/transform-sandbox';
import { DEMO_FEED_INTERVAL_MS, DemoLiveFeed } from '../modules/insights/demo-live-feed';
import { InsightEngine } from '../modules/insights/insight-engine';
import { InsightJobs } from '../modules/insights/insight-jobs';
import { InsightService } from '../modules/insights/insight.service';
import { HealthService } from './health';
import { RateLimits } from './rate-limits';
import { appPool } from '../modules/data-sources/app-pool';

/** Every service, wired once per process and shared by GraphQL, graphql-ws and REST. */
export interface Services {
  health: HealthService;
  pubSub: AppPubSub;
  tokens: TokenService;
  sessions: SessionService;
  apiKeys: ApiKeyService;
  team: TeamService;
  oidc: OidcService;
  marketing: MarketingService;
  onboarding: OnboardingService;
  workspaces: WorkspaceService;
  files: FileService;
  users: UserService;
  activity: ActivityService;
  boardEvents: BoardEvents;
  projects: ProjectService;
  epics: EpicService;
  userStories: UserStoryService;
  tasks: TaskService;
  boards: BoardService;
  ai: AiService;
  dataSources: DataSourceService;
  demoSource: DemoSourceService;
  ask: AskService;
  chat: ChatService;
  explorer: ExplorerService;
  workspaceStats: WorkspaceStatsService;
  pulse: PulseService;
  profiles: ProfileService;
  transformSandbox: TransformSandbox;
  reports: ReportService;
  insights: InsightService;
  insightEngine: InsightEngine;
  /** The insight scan and the demo live feed on pg-boss; main.ts starts and stops them, tests start them when they need them. */
  insightJobs: InsightJobs;
  /** Per-minute limits on sign-in, sign-up, questions and AI calls (issue 10). */
  rateLimits: RateLimits;
}

export function createServices(
  dataSource: DataSource,
  config: Pick<AppConfig, 'jwtSecret' | 'ai' | 'maxImportBytes' | 'secretKey' | 'askTimeoutMs' | 'queryCache' | 'demoData' | 'accounts' | 'insightIntervalMs' | 'demoLiveFeed' | 'rateLimits' | 'redisUrl'>,
  logger: Logger,
  pubSub: AppPubSub = createAppPubSub(),
): Services {
  const tokens = new TokenService(config.jwtSecret);
  const rateLimits = new RateLimits(config.rateLimits, config.redisUrl ? { kind: 'redis', url: config.redisUrl } : { kind: 'postgres', pool: appPool(dataSource) }, logger.child({ component: 'rate-limits' }));
  const demoSource = new DemoSourceService(dataSource, config.demoData, logger.child({ component: 'demo' }));
  const workspaces = new WorkspaceService(dataSource, [demoSource, new SampleReports()]);
  const files = new FileService(dataSource);
  const sessions = new SessionService(dataSource, tokens);
  const users = new UserService(dataSource, sessions, workspaces, files, rateLimits);
  const team = new TeamService(dataSource, workspaces, sessions, createMailer(config.accounts.smtpUrl, config.accounts.mailFrom, logger.child({ component: 'mail' })), config.accounts);
  const access = new ProjectAccess(dataSource);
  const activity = new ActivityService(dataSource);
  const boardEvents = new BoardEvents(pubSub);
  const llm = createLlmProvider(config.ai, logger);
  const dataSources = new DataSourceService(dataSource, config, new ImportProgressEvents(pubSub), logger.child({ component: 'data-sources' }));
  const ask = new AskService(dataSource, dataSources, llm, config, logger.child({ component: 'ask' }), rateLimits);
  const transformSandbox = new TransformSandbox();
  const reports = new ReportService(dataSource, ask, dataSources, transformSandbox, config, logger.child({ component: 'reports' }));
  const insights = new InsightService(dataSource, pubSub, workspaces, ask, reports);
  const insightEngine = new InsightEngine(dataSource, dataSources, insights, logger.child({ component: 'insights' }), config);
  const feed = config.demoData && config.demoLiveFeed ? new DemoLiveFeed(dataSource, logger.child({ component: 'demo-feed' })) : null;
  return {
    health: new HealthService(dataSource),
    pubSub,
    tokens,
    sessions,
    apiKeys: new ApiKeyService(dataSource),
    team,
    oidc: new OidcService(config.accounts, users, config.jwtSecret, logger.child({ component: 'oidc' })),
    marketing: new MarketingService(dataSource),
    onboarding: new OnboardingService(users, dataSources),
    workspaces,
    files,
    users,
    activity,
    boardEvents,
    projects: new ProjectService(dataSource, access, boardEvents),
    epics: new EpicService(dataSource, access, activity, boardEvents),
    userStories: new UserStoryService(dataSource, access, activity, boardEvents),
    tasks: new TaskService(dataSource, access, activity, boardEvents),
    boards: new BoardService(dataSource),
    ai: new AiService(new BuiltinProvider(), llm, logger.child({ component: 'ai' })),
    dataSources,
    demoSource,
    ask,
    chat: new ChatService(dataSource, dataSources),
    explorer: new ExplorerService(dataSource, dataSources, ask, config),
    workspaceStats: new WorkspaceStatsService(dataSource, dataSources),
    pulse: new PulseService(dataSources, config),
    profiles: new ProfileService(dataSources, config),
    transformSandbox,
    reports,
    insights,
    insightEngine,
    insightJobs: new InsightJobs(dataSource, insightEngine, feed, { intervalMs: config.insightIntervalMs, feedIntervalMs: DEMO_FEED_INTERVAL_MS }, logger.child({ component: 'jobs' })),
    rateLimits,
  };
}
