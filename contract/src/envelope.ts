import { z } from 'zod';

/** Every /wps answer: `{ success, message, errorCode, value }`. */
export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
    value: value.nullable(),
  });

export interface Envelope<T> {
  success: boolean;
  message: string | null;
  errorCode: string | null;
  value: T | null;
}
