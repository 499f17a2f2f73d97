/** PLACEHOLDER (issue 12, games helper replaces it): sets the game launcher. */
export const startGames = (): void => undefined;
