import { useCallback } from 'react';
import { useLocation, useNavigate } from '../lib/router';
import { keepTrackingParams, readStoredCampaign } from '../lib/tracking-params';
import type { AppNavigate } from '../lib/route-table';

/** Splits "/path?query#hash" into the path and the query. */
const splitTarget = (to: string): [string, string] => {
  const [pathAndQuery = ''] = to.split('#');
  const q = pathAndQuery.indexOf('?');
  return q < 0 ? [pathAndQuery, ''] : [pathAndQuery.slice(0, q), pathAndQuery.slice(q)];
};

/** The target with the tracking query parameters of the spec kept. */
export const useTrackedTarget = () => {
  const { search } = useLocation();
  return useCallback(
    (to: string): string => {
      const [path, query] = splitTarget(to);
      return path + keepTrackingParams(query, search, readStoredCampaign());
    },
    [search],
  );
};

/** navigate() that keeps the tracking query parameters across route changes. */
export const useAppNavigate = (): AppNavigate => {
  const navigate = useNavigate();
  const tracked = useTrackedTarget();
  return useCallback((to, options) => navigate(tracked(to), options), [navigate, tracked]);
};
