import { fetchCall } from '../../api/call-cache';
import { customerServiceApi } from '../customer-service';
import { unreachableDomainApi } from './api';
import { domainOrigins } from './domain-origins';
import { raceDomains } from './domain-race';
import { pingDomain } from './ping-domain';

/**
 * Before the modal shows (entry §4): the customer-service list and the domain list are loaded (the first for its
 * button), then the domains are raced. Either list may fail (domainRoute is refused during maintenance): the
 * race takes what came.
 */
export const findFastestDomain = async (): Promise<string | null> => {
  const [support, route] = await Promise.all([
    fetchCall(customerServiceApi.support),
    fetchCall(unreachableDomainApi.domainRoute),
  ]);
  const origins = domainOrigins([...(support?.domainList ?? []), ...(route?.domainList ?? [])]);
  return raceDomains(origins, { ping: pingDomain });
};
