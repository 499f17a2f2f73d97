import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_TABLE, type AppPath, type AppRoute } from '../lib/route-table';
import { loadStringsPart } from '../i18n/i18n';
import { fetchCall } from '../api/call-cache';

/** What a screen loads beside its code: strings of its own (a part beside the app's: i18n.ts), its first call. */
interface Beside {
  strings?: () => Promise<void>;
  call?: () => Promise<unknown>;
}

/**
 * A lazily loaded screen, rendered once its code and its strings are in; a failure of either fails the screen's
 * load (the route's boundary says so and offers a retry). Its first call goes out with its code, not after it: a
 * round trip less before the screen has its data (the call cache joins the screen's own ask to it, and the screen
 * shows its failure).
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { strings, call }: Beside = {},
) =>
  lazy(async () => {
    void call?.();
    const [screens] = await Promise.all([load(), strings?.()]);
    return { default: screens[name] };
  });

const moneyStrings = async () => loadStringsPart((await import('../i18n/money-strings')).MONEY_STRINGS);
const roomStrings = async () => loadStringsPart((await import('../i18n/room-strings')).ROOM_STRINGS);
const accountInfo = async () =>
  fetchCall((await import('../features/payout-accounts/api')).payoutAccountsApi.accountInfo);

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ChangePasswordPage = page(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage');
const MemberHomePage = page(() => import('../features/member/MemberHomePage'), 'MemberHomePage');
const ActivityPage = page(() => import('../features/promotions/ActivityPage'), 'ActivityPage');
const BenefitsPage = page(() => import('../features/vip/BenefitsPage'), 'BenefitsPage', {
  strings: roomStrings,
  call: async () => fetchCall((await import('../features/vip/api')).vipApi.levels),
});
const DepositPage = page(() => import('../features/deposit/DepositPage'), 'DepositPage', {
  strings: moneyStrings,
  call: async () => fetchCall((await import('../features/deposit/api')).depositApi.settings),
});
const WithdrawPage = page(() => import('../features/withdraw/WithdrawPage'), 'WithdrawPage', {
  strings: moneyStrings,
  call: accountInfo,
});
const AddPayoutAccountPage = page(
  () => import('../features/payout-accounts/AddPayoutAccountPage'),
  'AddPayoutAccountPage',
  { strings: moneyStrings, call: accountInfo },
);
const AddPixAccountPage = page(
  () => import('../features/payout-accounts/AddPixAccountPage'),
  'AddPixAccountPage',
  { strings: moneyStrings, call: accountInfo },
);
const RewardCenterPage = page(() => import('../features/rewards/RewardCenterPage'), 'RewardCenterPage', {
  strings: roomStrings,
  call: async () => fetchCall((await import('../features/rewards/api')).rewardsApi.center),
});
const FeedbackPage = page(() => import('../features/feedback/FeedbackPage'), 'FeedbackPage', {
  strings: roomStrings,
  call: async () => fetchCall((await import('../features/feedback/api')).feedbackApi.list),
});
const InviteFriendsPage = page(() => import('../features/invite/InviteFriendsPage'), 'InviteFriendsPage', {
  strings: roomStrings,
});
const AgentRegisterPage = page(() => import('../features/agent/AgentRegisterPage'), 'AgentRegisterPage', {
  strings: roomStrings,
});
const MallPage = page(() => import('../features/mall/MallPage'), 'MallPage', {
  strings: roomStrings,
  call: async () => fetchCall((await import('../features/mall/api')).mallApi.mall),
});
const MissionsPage = page(() => import('../features/missions/MissionsPage'), 'MissionsPage', {
  strings: roomStrings,
  call: async () => fetchCall((await import('../features/missions/api')).missionsApi.missions),
});
const gameScreens = () => import('../features/games/screens');
const GamesPage = page(gameScreens, 'GamesPage');
const LaunchGamePage = page(gameScreens, 'LaunchGamePage');

/**
 * The screen of every path of the route table (lib/route-table.ts). Typed by the table's paths, so a route
 * added there without a screen here, or a screen for a path the table does not have, does not compile.
 */
const SCREENS: Record<AppPath, LazyExoticComponent<ComponentType>> = {
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
  '/agentRegister': AgentRegisterPage,
  '/inviteFriends': InviteFriendsPage,
  '/activity': ActivityPage,
  '/rewardCenter': RewardCenterPage,
  '/mall/mallHome': MallPage,
  '/leaderBoard': MissionsPage,
  '/feedback': FeedbackPage,
};

export type RouteWithScreen = AppRoute & { screen: (typeof SCREENS)[AppPath] };

/** The route table with each route's screen. */
export const ROUTES: readonly RouteWithScreen[] = ROUTE_TABLE.map((route) => ({
  ...route,
  screen: SCREENS[route.path],
}));
