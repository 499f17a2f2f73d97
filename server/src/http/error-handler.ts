import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure } from './api-error';

/** Fastify's own client-error codes and the envelope answer for each. */
const FASTIFY_CODES: Record<string, { status: number; errorCode: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    errorCode: CONTRACT_ERROR.requestMalformed,
    message: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    errorCode: CONTRACT_ERROR.requestMalformed,
    message: 'The body is empty but the Content-Type is application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    errorCode: CONTRACT_ERROR.requestMalformed,
    message: 'The Content-Length does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    errorCode: CONTRACT_ERROR.payloadTooLarge,
    message: 'The body is larger than {limit}.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    errorCode: CONTRACT_ERROR.unsupportedMediaType,
    message: 'Unsupported Content-Type: send application/json (or text/plain for encrypted calls).',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    errorCode: CONTRACT_ERROR.unsupportedMediaType,
    message: 'The Content-Type header is not valid.',
  },
};

const formatBytes = (bytes: number | undefined): string =>
  bytes === undefined
    ? 'the limit'
    : bytes >= 1024 * 1024
      ? `${bytes / (1024 * 1024)} MB`
      : `${bytes / 1024} KB`;

/** Every error answers the envelope; client errors name their code, anything else is server.error (logged). */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(failure(error.errorCode, error.message, error.value));
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) {
    const message = known.message.replace('{limit}', () => formatBytes(request.routeOptions?.bodyLimit));
    return reply.status(known.status).send(failure(known.errorCode, message));
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON|prototype/i.test(error.message))) {
    return reply.status(400).send(failure(CONTRACT_ERROR.requestMalformed, 'The body is not valid JSON.'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(failure(CONTRACT_ERROR.requestInvalid, 'The request is not valid.'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure(CONTRACT_ERROR.internal, 'Something went wrong on the server.'));
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (e.g. a URL that cannot be decoded: /wps/%). No
 * hook runs for these answers, so `prepare` sets what the hooks would (the security headers).
 */
export function frameworkErrorHandler(prepare: (reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    prepare(reply);
    if (error.code === 'FST_ERR_BAD_URL') {
      return reply
        .status(400)
        .send(failure(CONTRACT_ERROR.requestMalformed, 'The URL is not valid (bad percent-encoding).'));
    }
    return errorHandler(error, request, reply);
  };
}
