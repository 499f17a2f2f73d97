import type { RouteIcon as RouteIconName } from '../lib/route-table';
import { CrownIcon, GameIcon, GiftIcon, HomeIcon, UserIcon, WalletIcon } from './icons';

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
