import type { Activity, Banner } from '@app/contract/relay';
import type { Announcement, AnnouncementCategory } from '../services/home-content';

/**
 * DEMO's home content: what a player of a real gaming app finds on home. The images are the
 * reference server's own art (server/assets/home/, served under /wps/images/home/ by static/home-images.ts), named
 * as paths of the site. Labels of the go-to-activity buttons are left to the app, which says them in the
 * player's language.
 */

const image = (file: string) => `/wps/images/home/${file}`;
const BANNER_SIZE = { width: 1500, height: 600 };
const ACTIVITY_SIZE = { width: 1200, height: 600 };
const DAY_MS = 86_400_000;
const startOfDay = (ms: number) => ms - (ms % DAY_MS);

/**
 * The merchant's own https site (one of DEMO's `domains`): the outside page the third banner opens. Being the
 * merchant's, a signed-in player's tap carries a hand-over code there (WPSCORE_bannerHandover), never the session
 * token; DEMO's seed links to no third party.
 */
export const DEMO_SITE = 'https://www.demo-casino.example';

/** The activity the first banner (linkage P) opens. */
export const DEMO_DEPOSIT_ACTIVITY = 'first-deposit-bonus';
export const DEMO_INVITE_ACTIVITY = 'invite-friends';

export const DEMO_BANNERS: readonly Banner[] = [
  {
    id: 'welcome-bonus',
    title: 'Welcome bonus: 100% on your first deposit',
    imageUrl: image('banner-welcome-bonus.webp'),
    ...BANNER_SIZE,
    linkageType: 'P',
    linkage: DEMO_DEPOSIT_ACTIVITY,
    openInNewWindow: false,
  },
  {
    id: 'vip-club',
    title: 'VIP Club: see your member benefits',
    imageUrl: image('banner-vip-club.webp'),
    ...BANNER_SIZE,
    linkageType: 'URL',
    linkage: '',
    url: '/m/member/benefits',
    openInNewWindow: false,
  },
  {
    id: 'play-safe',
    title: 'Play safe: tips for responsible gaming',
    imageUrl: image('banner-play-safe.webp'),
    ...BANNER_SIZE,
    linkageType: 'URL',
    linkage: '',
    url: `${DEMO_SITE}/play-safe`,
    openInNewWindow: true,
  },
  {
    id: 'lotto',
    title: 'Lotto 6/45: draws every night',
    imageUrl: image('banner-lotto.webp'),
    ...BANNER_SIZE,
    linkageType: 'G',
    linkage: 'LOTTO_645',
    gameType: 'LOTT',
    vendor: 'DEMO_LOTTERY',
    openInNewWindow: false,
  },
];

export const DEMO_CATEGORIES: readonly AnnouncementCategory[] = [
  { key: 'promotion', title: 'Promotions' },
  { key: 'notice', title: 'Notices' },
];

export const DEMO_ANNOUNCEMENTS: readonly Announcement[] = [
  {
    id: 'welcome-guest',
    title: 'Welcome to Demo Casino',
    execution: 'B',
    promotionType: 'promotion',
    forceRead: false,
    content: [
      '<h2>Welcome to Demo Casino!</h2>',
      '<p>Join today and get a <strong>100% bonus</strong> on your first deposit, up to <strong>₱5,000</strong>.</p>',
      '<ul>',
      '<li>Hundreds of slots, live casino tables and lottery draws</li>',
      '<li>Fast deposits and withdrawals with e-wallets and bank transfer</li>',
      '<li>Friendly support, 24 hours a day</li>',
      '</ul>',
      '<p><a href="/m/register">Create your account</a> in under a minute.</p>',
    ].join(''),
  },
  {
    id: 'weekend-reload',
    title: 'Weekend reload bonus',
    execution: 'A',
    promotionType: 'promotion',
    forceRead: false,
    content: [
      '<h2>Weekend reload: 50% extra</h2>',
      '<p>Every <strong>Saturday and Sunday</strong>, your first deposit of the day earns a <em>50% bonus</em>, up to ₱2,000.</p>',
      '<ol>',
      '<li>Deposit ₱500 or more</li>',
      '<li>The bonus lands in your wallet within minutes</li>',
      '<li>Play it through 10 times to withdraw</li>',
      '</ol>',
      '<p>VIP members get the bonus on Fridays too.</p>',
    ].join(''),
  },
  {
    id: 'house-rules',
    title: 'Before you play',
    execution: 'F',
    promotionType: 'notice',
    forceRead: true,
    content: [
      '<h2>Before you play</h2>',
      '<p>Welcome aboard! Please take a moment to read our <strong>house rules</strong>:</p>',
      '<ul>',
      '<li>You must be 18 or older to play.</li>',
      '<li>One account per player: duplicate accounts are closed.</li>',
      '<li>Set yourself a budget and take regular breaks.</li>',
      '</ul>',
      `<p>Need help? Read our <a href="${DEMO_SITE}/play-safe" target="_blank">safer gambling tips</a>.</p>`,
    ].join(''),
  },
  // The download image popup's banners (category app_download), banner 1 then banner 2.
  ...[1, 2].map((n): Announcement => ({
    id: `app-download-${n}`,
    title: n === 1 ? 'Get the app' : 'App-exclusive bonus',
    content: '',
    execution: 'B',
    promotionType: 'app_download',
    category: 'app_download',
    forceRead: false,
    imageUrl: image(`app-download-${n}.webp`),
  })),
];

/** The activities, their periods counted from the day the seed runs. */
export const demoActivities = (now: number): Activity[] => [
  {
    id: DEMO_DEPOSIT_ACTIVITY,
    title: 'First deposit bonus 100%',
    summary: 'Double your first deposit, up to ₱5,000',
    imageUrl: image('activity-first-deposit.webp'),
    ...ACTIVITY_SIZE,
    startTime: startOfDay(now - 7 * DAY_MS),
    endTime: null,
    rules: [
      '<h3>How it works</h3>',
      '<ol>',
      '<li>Make your first deposit of ₱200 or more.</li>',
      '<li>We match it <strong>100%</strong>, up to ₱5,000.</li>',
      '<li>Play the bonus through 20 times to withdraw it.</li>',
      '</ol>',
      '<h3>Terms</h3>',
      '<ul>',
      '<li>One bonus per player, household and device.</li>',
      '<li>Slots count 100%, table games 10% towards the play-through.</li>',
      '</ul>',
    ].join(''),
    action: { redirect: 'DEPOSIT' },
  },
  {
    id: DEMO_INVITE_ACTIVITY,
    title: 'Invite friends, earn together',
    summary: 'Get ₱100 for every friend who joins and plays',
    imageUrl: image('activity-invite-friends.webp'),
    ...ACTIVITY_SIZE,
    startTime: startOfDay(now - DAY_MS),
    endTime: startOfDay(now + 365 * DAY_MS),
    rules: [
      '<h3>How it works</h3>',
      '<ol>',
      '<li>Share your invitation link with friends.</li>',
      '<li>Your friend signs up and deposits ₱500 or more.</li>',
      '<li>You both receive <strong>₱100</strong> in bonus credit.</li>',
      '</ol>',
      '<p>Invite up to 50 friends a month. Self-referrals are not allowed.</p>',
    ].join(''),
    action: { redirect: 'INVITE_FRIENDS' },
  },
];
