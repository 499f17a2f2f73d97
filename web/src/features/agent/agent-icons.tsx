import { icon, outline } from '../../components/icons';

/** The agent page's badge: a shield with a tick. */
export const ShieldIcon = icon(
  ['M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6L12 3Z', 'm8.8 12 2.3 2.3 4.3-4.6'],
  24,
  outline(1.8),
);
