import type { StringsPart } from './i18n';

/**
 * The member's rooms' part of each language's strings (reward centre, point mall, missions, invite friends, agent
 * registration, feedback, VIP benefits): the keys only they use (web/build/strings-parts.ts), fetched with those
 * screens (app/routes.tsx).
 */
export const ROOM_STRINGS: StringsPart = {
  files: import.meta.glob<string>('./locales/*.json', { query: '?raw&part=rooms', import: 'default' }),
};
