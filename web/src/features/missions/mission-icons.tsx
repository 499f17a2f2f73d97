import type { MissionMetric } from '@app/contract/constants/missions';
import { icon, outline, PlayIcon } from '../../components/icons';

const line = outline(1.8);

const CoinsIcon = icon(
  [
    'M9 4.5c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3 2.7-3 6-3Z',
    'M3 7.5v4c0 1.7 2.7 3 6 3',
    'M9 12.5c0-1.7 2.7-3 6-3s6 1.3 6 3-2.7 3-6 3-6-1.3-6-3Z',
    'M9 12.5v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4',
  ],
  24,
  line,
);
const ReceiptIcon = icon(['M6 3h12v18l-3-2-3 2-3-2-3 2V3Z', 'M9 8h6M9 12h6M9 16h3'], 24, line);
const CalendarIcon = icon(['M4 6h16v14H4z', 'M4 10h16M8 3.5V7M16 3.5V7', 'm9 15 2 2 4-4'], 24, line);
const FriendsIcon = icon(
  [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
    'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6',
    'M16 4.5a3 3 0 0 1 0 6',
    'M18 14c2 .7 3 2.9 3 6',
  ],
  24,
  line,
);
export const TrophyIcon = icon(
  [
    'M7 4h10v5a5 5 0 0 1-10 0V4Z',
    'M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5',
    'M12 14v4M8.5 20.5h7',
  ],
  24,
  line,
);

/** The drawing of what a mission counts. */
export const METRIC_ICON: Record<MissionMetric, ReturnType<typeof icon>> = {
  DEPOSIT_AMOUNT: CoinsIcon,
  DEPOSIT_COUNT: ReceiptIcon,
  GAME_LAUNCHES: PlayIcon,
  DAYS_SIGNED_IN: CalendarIcon,
  FRIENDS_INVITED: FriendsIcon,
};
