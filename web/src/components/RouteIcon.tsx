import type { RouteIcon as RouteIconName } from '../lib/route-table';
import { CrownIcon, GiftIcon, icon } from './icons';

// Only the nav and the home tiles draw these: here, they load with those, not with /m/login.
const HomeIcon = icon('M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Z');
const UserIcon = icon(
  'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z',
);
const GameIcon = icon(
  'M7 6h10a5 5 0 0 1 4.9 6l-1 5a2.5 2.5 0 0 1-4.3 1.2L14 16h-4l-2.6 2.2A2.5 2.5 0 0 1 3.1 17l-1-5A5 5 0 0 1 7 6Zm0 3v2H5v2h2v2h2v-2h2v-2H9V9H7Zm9.5 1a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
);
const WalletIcon = icon(
  'M4 5h14a2 2 0 0 1 2 2v1h-6a4 4 0 0 0 0 8h6v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm10 5h8v4h-8a2 2 0 0 1 0-4Zm0 1.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6Z',
);

const ICONS = {
  home: HomeIcon,
  member: UserIcon,
  game: GameIcon,
  wallet: WalletIcon,
  gift: GiftIcon,
  vip: CrownIcon,
} satisfies Record<RouteIconName, unknown>;

/** The icon the route table names for a route in the nav or the home tiles. */
export function RouteIcon({ name, className }: { name: RouteIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} />;
}
