import { z } from 'zod';

/** Most users, and most channels, GET systems/:system/kpi_users answers (spec 01 §9: selection lists 1000). */
export const maxKpiChoices = 1000;

/**
 * GET systems/:system/kpi_users (spec 03 §2.5): the user ids and the channel ids of the system's
 * invoices (within the caller's company codes), each with how many invoices it entered, most first.
 * Channel ids starting "rsft:" are ReadSoft origins (`kpiOriginPrefix`), the others invoice channels.
 */
export const kpiUsersSchema = z.object({
  users: z
    .array(z.object({ user_id: z.string(), number_of_invoices: z.number().int() }))
    .describe('Users who entered invoices (created_by), most invoices first; at most 1000.'),
  channels: z
    .array(z.object({ channel_id: z.string(), number_of_invoices: z.number().int() }))
    .describe('Channels (and "rsft:" origins) the invoices came through, most invoices first.'),
});

export type KpiUsers = z.infer<typeof kpiUsersSchema>;

/** The prefix of the channel ids that are ReadSoft origins (spec 03 §2.5). */
export const kpiOriginPrefix = 'rsft:';
