/** Push opt-in (entry §4). */

/** Push topic every registered token is subscribed to. */
export const PUSH_TOPIC_ALL = 'ALL';
