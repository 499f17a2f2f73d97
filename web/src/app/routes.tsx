import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_TABLE, type AppPath, type AppRoute } from '../lib/route-table';
import { loadStringsPart } from '../i18n/i18n';

/**
 * A lazily loaded screen; one with strings of its own (a part beside the app's: i18n.ts) renders once they are
 * in too, fetched beside its code. Either failing fails the screen's load: the route's boundary says so and offers
 * a retry.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  strings?: () => Promise<void>,
) =>
  lazy(async () => {
    const [screens] = await Promise.all([load(), strings?.()]);
    return { default: screens[name] };
  });

const moneyStrings = async () => loadStringsPart((await import('../i18n/money-strings')).MONEY_STRINGS);

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ChangePasswordPage = page(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage');
const MemberHomePage = page(() => import('../features/member/MemberHomePage'), 'MemberHomePage');
const ActivityPage = page(() => import('../features/promotions/ActivityPage'), 'ActivityPage');
const BenefitsPage = page(() => import('../features/member/BenefitsPage'), 'BenefitsPage');
const DepositPage = page(() => import('../features/deposit/DepositPage'), 'DepositPage', moneyStrings);
const WithdrawPage = page(() => import('../features/withdraw/WithdrawPage'), 'WithdrawPage', moneyStrings);
const AddPayoutAccountPage = page(
  () => import('../features/payout-accounts/AddPayoutAccountPage'),
  'AddPayoutAccountPage',
  moneyStrings,
);
const AddPixAccountPage = page(
  () => import('../features/payout-accounts/AddPixAccountPage'),
  'AddPixAccountPage',
  moneyStrings,
);
const gameScreens = () => import('../features/games/screens');
const GamesPage = page(gameScreens, 'GamesPage');
const LaunchGamePage = page(gameScreens, 'LaunchGamePage');

/** A route of the spec whose screen is not built yet: guarded like the others, it says it opens soon. */
export const OPENS_SOON = 'opens-soon';

/**
 * The screen of every path of the route table (lib/route-table.ts). Typed by the table's paths, so a route
 * added there without a screen here, or a screen for a path the table does not have, does not compile.
 */
const SCREENS: Record<AppPath, LazyExoticComponent<ComponentType> | typeof OPENS_SOON> = {
  '/': HomePage,
  '/home': HomePage,
  '/index': HomePage,
  '/index.html': HomePage,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/register.html': RegisterPage,
  '/changePsw': ChangePasswordPage,
  '/member/home': MemberHomePage,
  '/member/benefits': BenefitsPage,
  '/game': GamesPage,
  '/launchGame': LaunchGamePage,
  '/voucherCenter': DepositPage,
  '/withdraw': WithdrawPage,
  '/securityCenter/addBankCard': AddPayoutAccountPage,
  '/securityCenter/addBankCardPix': AddPixAccountPage,
  '/agentRegister': OPENS_SOON,
  '/inviteFriends': OPENS_SOON,
  '/activity': ActivityPage,
  '/rewardCenter': OPENS_SOON,
  '/mall/mallHome': OPENS_SOON,
  '/leaderBoard': OPENS_SOON,
  '/feedback': OPENS_SOON,
};

export type RouteWithScreen = AppRoute & { screen: (typeof SCREENS)[AppPath] };

/** The route table with each route's screen. */
export const ROUTES: readonly RouteWithScreen[] = ROUTE_TABLE.map((route) => ({
  ...route,
  screen: SCREENS[route.path],
}));
