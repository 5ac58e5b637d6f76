import { z } from 'zod';

/** Every response is `{ code, data, msg }`; code 0 is success (DESIGN.md section 3). */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), data, msg: z.string() });

export const emptyBody = z.object({}).default({});
