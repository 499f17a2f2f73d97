import type { CallDef } from '@app/contract/calls';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ApiError } from './api-error';
import { validateInput } from './validate';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** A GET call whose request schema is an empty object ignores its query (cache busters like `_`). */
const isEmptyObject = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodObject && Object.keys(schema.shape).length === 0;

/**
 * The client adds a random `nonce` to every encrypted body (web/src/api/encryption.ts), so that X-Digest, the
 * SHA-256 of the plain JSON, cannot be matched against a dictionary of likely bodies. It is no field of any
 * call: dropped before the call's schema sees the body.
 */
const ENCRYPTED_BODY_NONCE = 'nonce';

function withoutNonce(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const { [ENCRYPTED_BODY_NONCE]: _nonce, ...fields } = json as Record<string, unknown>;
  return fields;
}

/** Turns the request into the call's validated input: query for GET, JSON or encrypted body otherwise (POST). */
export async function decodeInput(
  app: AppContext,
  def: CallDef<z.ZodType, z.ZodType>,
  request: FastifyRequest,
): Promise<unknown> {
  if (def.method === 'GET') {
    if (isEmptyObject(def.request)) return {};
    return validateInput(def.request, request.query ?? {});
  }

  let body: unknown = request.body;
  if (def.encrypted) {
    if (typeof body !== 'string') {
      throw new ApiError(
        400,
        CONTRACT_ERROR.encryptionRequired,
        'This call takes an encrypted text/plain body (see GET /wps/session/key/rsa).',
      );
    }
    const result = await app.rsaKeys.open(body, {
      encryption: header(request, 'encryption'),
      keyId: header(request, 'x-rsa'),
      digest: header(request, 'x-digest'),
    });
    if (!result.ok) throw new ApiError(400, result.errorCode, result.reason);
    try {
      body = withoutNonce(JSON.parse(result.plaintext));
    } catch {
      throw new ApiError(400, CONTRACT_ERROR.requestMalformed, 'The decrypted body is not valid JSON.');
    }
  } else if (typeof body === 'string') {
    throw new ApiError(415, CONTRACT_ERROR.unsupportedMediaType, 'This call takes an application/json body.');
  }
  // No body at all counts as {}; a JSON null does not.
  return validateInput(def.request, body === undefined ? {} : body);
}
