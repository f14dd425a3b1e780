import { z } from 'zod';
import { eventIdSchema } from '../../../contract/protocol.ts';

/** The path parameter and query every match route takes. */
export const eventParams = z.object({ eventId: eventIdSchema });
export const langQuery = z.object({ lang: z.string().max(16).optional() });
