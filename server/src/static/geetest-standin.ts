import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { validateInput } from '../http/validate';
import { STANDIN_PATH, type GeetestStandIn } from '../services/geetest-standin';

// Read as text, never imported: it is the browser's script.
const SCRIPT = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'geetest-standin-script.js'),
  'utf8',
);
/** The second resource the stand-in loads, like Geetest's gct (its timeout is code 60205). */
const GCT = '/* Geetest stand-in: gct resource */\n';

const passSchema = z.discriminatedUnion('version', [
  z.object({ version: z.literal('v3'), challenge: z.string().min(1).max(64) }),
  z.object({ version: z.literal('v4'), captchaId: z.string().max(128) }),
]);

/**
 * The Geetest stand-in's scripts and pass call, registered only in test and demo mode: gt.js and gt4.js (one
 * script defining both initGeetest and initGeetest4), gct.js, and POST pass, which the script calls when the
 * player chooses "Pass the check".
 */
export function registerGeetestStandIn(fastify: FastifyInstance, standIn: GeetestStandIn): void {
  const script = (reply: FastifyReply, body: string) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(body);
  fastify.get(`${STANDIN_PATH}/gt.js`, (_request, reply) => script(reply, SCRIPT));
  fastify.get(`${STANDIN_PATH}/gt4.js`, (_request, reply) => script(reply, SCRIPT));
  fastify.get(`${STANDIN_PATH}/gct.js`, (_request, reply) => script(reply, GCT));
  fastify.post(`${STANDIN_PATH}/pass`, async (request, reply) => {
    const input = validateInput(passSchema, request.body ?? {});
    const pass = await (input.version === 'v3'
      ? standIn.passV3(input.challenge)
      : standIn.passV4(input.captchaId));
    if (!pass) throw new ApiError(404, CONTRACT_ERROR.notFound, 'Unknown or expired Geetest challenge.');
    return reply.header('cache-control', 'no-store').send(pass);
  });
}
