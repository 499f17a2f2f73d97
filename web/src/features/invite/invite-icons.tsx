import { icon, outline } from '../../components/icons';

/** The invite page's outline icons. */
const line = outline(1.8);
export const CopyIcon = icon(['M9 9h10.5v11H9z', 'M15 9V4.5H4.5V15H9'], 20, line);
export const ShareIcon = icon(
  [
    'M18 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'M18 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
    'm8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1',
  ],
  20,
  line,
);
export const LinkIcon = icon(
  ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'],
  24,
  line,
);
export const FriendIcon = icon(
  [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
    'M2.5 20a6.5 6.5 0 0 1 13 0',
    'M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
  ],
  24,
  line,
);
export const CoinsIcon = icon(
  ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M8.5 8h7M12 8v9', 'M8.5 11.2q3.5 1.4 7 0'],
  24,
  line,
);
