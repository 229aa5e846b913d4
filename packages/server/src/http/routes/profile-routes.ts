import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyCodeProfileSchema, vendorProfileSchema } from '@spendlens/domain';
import { apiPrefix, userOf } from '../access';
import type { AppServices } from '../services';

const system = z.coerce.number().int().positive();
const vendorParams = z.object({
  system,
  vendor_id: z.string().min(1).max(40).describe('The vendor’s id (LIFNR without leading zeros).'),
});
const companyCodeParams = z.object({
  system,
  company_code: z.string().min(1).max(40).describe('The company code (BUKRS).'),
});

/** The vendor and company code profiles (spec 03 §2.2), within the user's grant; 404 outside it. */
export function profileRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/profile/vendor/:system/:vendor_id`,
      {
        config: { access: 'view' },
        schema: { params: vendorParams, response: { 200: vendorProfileSchema } },
      },
      async (request) =>
        services.vendorProfile.profile(userOf(request), request.params.system, request.params.vendor_id),
    );
    app.get(
      `${apiPrefix}/profile/company_code/:system/:company_code`,
      {
        config: { access: 'view' },
        schema: { params: companyCodeParams, response: { 200: companyCodeProfileSchema } },
      },
      async (request) =>
        services.companyCodeProfile.profile(
          userOf(request),
          request.params.system,
          request.params.company_code,
        ),
    );
  };
}
