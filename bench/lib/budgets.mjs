// The bundle budgets, in one place. Sizes are gzip -9 of every JS file the route requests before the
// app is interactive (see first-load.mjs); KB = 1024 bytes.
export const LOGIN_FIRST_LOAD_BUDGET_KB = 85;
export const HOME_FIRST_LOAD_BUDGET_KB = 92;
/** The money pages: each screen's own JS (page-js.mjs), a library it loads only when shown apart. */
export const MONEY_PAGE_BUDGET_KB = 20;

/**
 * Routes measured signed out; `budgetKb` null means reported only. `page` is the landing page's own file
 * (web/vite.config.ts): its first load is that (with what it shares with later screens, `<page>-shared`), the
 * app, the entry, the bundler's runtime and the language.
 */
export const ROUTES = [
  { route: '/m/login', budgetKb: LOGIN_FIRST_LOAD_BUDGET_KB, page: 'login' },
  { route: '/m/home', budgetKb: HOME_FIRST_LOAD_BUDGET_KB, page: 'home' },
];

/** The lazily loaded screens with a budget of their own JS: the route and the screen's source. */
export const PAGES = [
  { route: '/m/voucherCenter', screen: 'src/features/deposit/DepositPage.tsx' },
  { route: '/m/withdraw', screen: 'src/features/withdraw/WithdrawPage.tsx' },
  { route: '/m/securityCenter/addBankCard', screen: 'src/features/payout-accounts/AddPayoutAccountPage.tsx' },
  { route: '/m/securityCenter/addBankCardPix', screen: 'src/features/payout-accounts/AddPixAccountPage.tsx' },
  // The member's rooms (a QR library loaded only when shown apart).
  { route: '/m/rewardCenter', screen: 'src/features/rewards/RewardCenterPage.tsx' },
  { route: '/m/mall/mallHome', screen: 'src/features/mall/MallPage.tsx' },
  { route: '/m/member/benefits', screen: 'src/features/vip/BenefitsPage.tsx' },
  { route: '/m/inviteFriends', screen: 'src/features/invite/InviteFriendsPage.tsx' },
  { route: '/m/agentRegister', screen: 'src/features/agent/AgentRegisterPage.tsx' },
  { route: '/m/feedback', screen: 'src/features/feedback/FeedbackPage.tsx' },
  { route: '/m/leaderBoard', screen: 'src/features/missions/MissionsPage.tsx' },
].map((p) => ({ ...p, budgetKb: MONEY_PAGE_BUDGET_KB }));

/** The files of a first load that are not the landing page's by the chunk convention (web/vite.config.ts). */
export const filesBeyondConvention = (paths, page) =>
  paths.filter((path) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1];
    return (
      !name ||
      !(
        ['index', 'app', 'rolldown-runtime', page, `${page}-shared`].includes(name) ||
        /^[A-Z]{2}(?:-[A-Z]{2})?$/.test(name)
      )
    );
  });
