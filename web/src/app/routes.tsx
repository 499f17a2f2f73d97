import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ChangePasswordPage = page(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage');
const MemberHomePage = page(() => import('../features/member/MemberHomePage'), 'MemberHomePage');

export type RouteEntry =
  { path: string; Screen: LazyExoticComponent<ComponentType> } | { path: string; sectionTitleKey: string };

/**
 * Every route of both specs, under the /m basename. Routes whose screens come with later issues render
 * the section page; the guard applies to all of them alike.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', Screen: HomePage },
  { path: '/home', Screen: HomePage },
  { path: '/index', Screen: HomePage },
  { path: '/index.html', Screen: HomePage },
  { path: '/login', Screen: LoginPage },
  { path: '/register', Screen: RegisterPage },
  { path: '/register.html', Screen: RegisterPage },
  { path: '/changePsw', Screen: ChangePasswordPage },
  { path: '/member/home', Screen: MemberHomePage },
  { path: '/game', sectionTitleKey: 'page_game' },
  { path: '/launchGame', sectionTitleKey: 'page_launchGame' },
  { path: '/voucherCenter', sectionTitleKey: 'page_voucherCenter' },
  { path: '/withdraw', sectionTitleKey: 'page_withdraw' },
  { path: '/securityCenter/addBankCard', sectionTitleKey: 'page_addBankCard' },
  { path: '/securityCenter/addBankCardPix', sectionTitleKey: 'page_addBankCardPix' },
  { path: '/agentRegister', sectionTitleKey: 'page_agentRegister' },
  { path: '/inviteFriends', sectionTitleKey: 'page_inviteFriends' },
  { path: '/activity', sectionTitleKey: 'page_activity' },
  { path: '/rewardCenter', sectionTitleKey: 'page_rewardCenter' },
  { path: '/mall/mallHome', sectionTitleKey: 'page_mallHome' },
  { path: '/leaderBoard', sectionTitleKey: 'page_leaderBoard' },
  { path: '/member/benefits', sectionTitleKey: 'page_benefits' },
  { path: '/feedback', sectionTitleKey: 'page_feedback' },
];
