/** PLACEHOLDER (issue 12, games helper replaces it): home's game lanes. */
export function GameLanes() {
  return null;
}
