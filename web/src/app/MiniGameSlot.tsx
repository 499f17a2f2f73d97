/** PLACEHOLDER (issue 12, mini-game helper replaces it): the floating mini-game widget. */
export function MiniGameSlot() {
  return null;
}
