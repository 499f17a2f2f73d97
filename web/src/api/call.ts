import type { CallName, CallRequest, CallResponse } from '@app/contract/calls';
import type { Envelope } from '@app/contract/envelope';
import type { RelayCallName, RelayRequest, RelayResponse } from '@app/contract/relay';
import { endpoints, type Endpoint, type EndpointName } from '@app/contract/endpoints';
import { missingUrl } from './request-errors';
import { request, type RequestOptions } from './request';

export type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'encrypt'> & {
  /** Values for `:name` segments of the path (relay calls). */
  pathParams?: Record<string, string>;
};

/** Fills `:name` segments; null when one has no value, so the call is not sent to a wrong path. */
const fillPath = (path: string, pathParams: Record<string, string> = {}): string | null => {
  let missing = false;
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? null : filled;
};

/**
 * A call of the contract by name: method, path, encryption and ModuleId come from `endpoints`;
 * the payload goes in the query for GET and in the body otherwise.
 */
export const callApi = <N extends EndpointName & CallName>(
  name: N,
  payload?: CallRequest<N>,
  options: CallOptions = {},
): Promise<Envelope<CallResponse<N>>> => {
  const endpoint: Endpoint = endpoints[name];
  const { pathParams, ...rest } = options;
  const path = fillPath(endpoint.path, pathParams);
  if (path === null) return Promise.resolve(missingUrl(`Missing path parameter in ${endpoint.path}`));
  const moduleId = rest.moduleId ?? endpoint.moduleId;
  return request<CallResponse<N>>(path, {
    ...rest,
    ...(moduleId !== undefined && { moduleId }),
    method: endpoint.method,
    encrypt: endpoint.encrypted,
    ...(endpoint.method === 'GET'
      ? // GET payloads of the contract are flat objects of scalars (query schemas).
        { params: payload as RequestOptions['params'] }
      : { data: payload }),
  });
};

/** A relay call (POST /wps/relay/{name}) with the relay's own parameters and answer types. */
export const callRelay = <N extends RelayCallName>(
  name: N,
  payload: RelayRequest<N>,
  options: Omit<CallOptions, 'pathParams'> = {},
): Promise<Envelope<RelayResponse<N>>> =>
  // The relay endpoint's answer is typed unknown; the contract names each relay's answer.
  callApi('relay', payload as Record<string, unknown>, { ...options, pathParams: { name } }) as Promise<
    Envelope<RelayResponse<N>>
  >;
