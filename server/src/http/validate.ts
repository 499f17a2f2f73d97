import { CONTRACT_ERROR } from '@app/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Describes zod issues naming each field, e.g. `username: Invalid input: expected string, received number`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return `${path || '(body)'}: ${issue.message}`;
    })
    .join('; ');
}

/** request.invalid (HTTP 400): the request's shape is wrong, as the detail says. */
export const invalidRequest = (detail: string): ApiError =>
  new ApiError(400, CONTRACT_ERROR.requestInvalid, detail);

/** request.malformed (HTTP 400): a part of the request cannot be read at all. */
export const malformedRequest = (detail: string): ApiError =>
  new ApiError(400, CONTRACT_ERROR.requestMalformed, detail);

/** Parses with the schema or throws request.invalid (HTTP 400) naming the fields. */
export function validateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidRequest(describeIssues(result.error.issues));
  return result.data;
}
