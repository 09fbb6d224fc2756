import { z } from 'zod';

/**
 * GET /api/staff/attention: what waits for someone, for the staff menu's badges and Today's
 * "to sort out", in one call. Each part is null for a role that cannot act on it.
 */
export const staffAttentionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    partner_applications: z
      .object({
        count: z.number().int(),
        items: z.array(z.object({ id: z.number().int(), company_name: z.string(), created_at: z.string() })),
      })
      .nullable(),
    code_requests: z
      .object({
        count: z.number().int(),
        items: z.array(
          z.object({
            id: z.number().int(),
            partner_id: z.number().int(),
            company_name: z.string(),
            code: z.string(),
            discount_percent: z.number().int(),
            created_at: z.string(),
          }),
        ),
      })
      .nullable(),
  }),
});
export type StaffAttention = z.infer<typeof staffAttentionResponse>['data'];
