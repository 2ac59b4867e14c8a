// SPEC 2 "Routes": the one route table. Paths are relative to /m/; each becomes /m/<path>.html too.
import { CATEGORY_PATHS } from './game-categories';

export type Island =
  | 'HomeScreen'
  | 'LoginForm'
  | 'RegisterForm'
  | 'ChangePasswordForm'
  | 'InviteFriends'
  | 'PromotionPage'
  | 'LotteryLaunch'
  | 'Feedback'
  | 'MemberHome'
  | 'GameScreen'
  | 'CategoryLane'
  | 'NewsList'
  | 'DownloadPage';

export interface Route {
  /** Path under /m/, without extension. */
  path: string;
  /** Translation key prefix: `<key>.title`, `<key>.description`, `<key>.heading`. */
  key: string;
  island: Island;
  /** Reachable without a token (SPEC 2 guard, SPEC 6). */
  public: boolean;
  /** Search-engine indexable content path (SPEC 2). */
  indexable: boolean;
}

// Generic in the path so the table itself yields the RouteName union below.
const page = <P extends string>(
  path: P,
  key: string,
  island: Island,
  isPublic: boolean,
  indexable = false,
): Route & { path: P } => ({
  path,
  key,
  island,
  public: isPublic,
  indexable,
});

export const ROUTES = [
  page('home', 'routes.home', 'HomeScreen', true, true),
  page('index', 'routes.home', 'HomeScreen', true),
  // Indexable beside SPEC 2's content paths: players search for "<brand> login" and "<brand> register".
  page('login', 'routes.login', 'LoginForm', true, true),
  page('register', 'routes.register', 'RegisterForm', true, true),
  page('agentRegister', 'routes.agentRegister', 'RegisterForm', false),
  page('changePsw', 'routes.changePsw', 'ChangePasswordForm', false),
  page('inviteFriends', 'routes.inviteFriends', 'InviteFriends', true),
  page('activity', 'routes.activity', 'PromotionPage', true),
  page('launchGame', 'routes.launchGame', 'LotteryLaunch', false),
  page('feedback', 'routes.feedback', 'Feedback', true),
  page('member/home', 'routes.memberHome', 'MemberHome', false),
  page('game', 'routes.game', 'GameScreen', true),
  ...CATEGORY_PATHS.map((path) => page(path, `routes.${path}`, 'CategoryLane', true, true)),
  page('news', 'routes.news', 'NewsList', true, true),
  page('download', 'routes.download', 'DownloadPage', true, true),
  page('app', 'routes.app', 'DownloadPage', true, true),
] as const satisfies readonly Route[];

/** A route's path under /m/, as the table names it ("home", "member/home"). */
export type RouteName = (typeof ROUTES)[number]['path'];

/** Where the app's pages live: every route and every `go` target begins with it (SPEC 2). */
export const APP_BASE = '/m/';

/** Where the build puts its hashed assets (astro.config.mjs build.assets): a file there never changes. */
export const HASHED_ASSETS_DIR = '/m/_astro';

/** The URL of the route named `name`; only names of the table typecheck. */
// No property reads inside, so bundlers know a call is pure and drop unused ones.
export const routePath = (name: RouteName): string => `${APP_BASE}${name}`;

/** The URL of a route, as players and links use it. */
export const routeUrl = (route: Pick<Route, 'path'>) => `${APP_BASE}${route.path}`;

export const HOME_PATH = routePath('home');
export const LOGIN_PATH = routePath('login');
export const CHANGE_PASSWORD_PATH = routePath('changePsw');
