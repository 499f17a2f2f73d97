// The bundle budgets, in one place. Sizes are gzip -9 of every JS file the route requests before the
// app is interactive (see first-load.mjs); KB = 1024 bytes.
export const LOGIN_FIRST_LOAD_BUDGET_KB = 85;
export const HOME_FIRST_LOAD_BUDGET_KB = 92;

/**
 * Routes measured signed out; `budgetKb` null means reported only. `page` is the landing page's own file
 * (web/vite.config.ts): its first load is that, the app, the entry, the bundler's runtime and the language.
 */
export const ROUTES = [
  { route: '/m/login', budgetKb: LOGIN_FIRST_LOAD_BUDGET_KB, page: 'login' },
  { route: '/m/home', budgetKb: HOME_FIRST_LOAD_BUDGET_KB, page: 'home' },
];

/** The files of a first load that are not the landing page's by the chunk convention (web/vite.config.ts). */
export const filesBeyondConvention = (paths, page) =>
  paths.filter((path) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1];
    return (
      !name ||
      !(['index', 'app', 'rolldown-runtime', page].includes(name) || /^[A-Z]{2}(?:-[A-Z]{2})?$/.test(name))
    );
  });
