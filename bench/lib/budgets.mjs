// The bundle budgets, in one place. Sizes are gzip -9 of every JS file the route requests before the
// app is interactive (see first-load.mjs); KB = 1024 bytes.
export const LOGIN_FIRST_LOAD_BUDGET_KB = 85;
export const HOME_FIRST_LOAD_BUDGET_KB = 92;

/** Routes measured signed out; `budgetKb` null means reported only. */
export const ROUTES = [
  { route: '/m/login', budgetKb: LOGIN_FIRST_LOAD_BUDGET_KB },
  { route: '/m/home', budgetKb: HOME_FIRST_LOAD_BUDGET_KB },
];
