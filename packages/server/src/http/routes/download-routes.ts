import { DomainError } from '@spendlens/domain';
import { extractorKitFileName, extractorKitZip, findExtractorKit } from '@spendlens/pipeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPrefix } from '../access';

const params = z.object({ erp: z.string().max(40) });

/**
 * GET download/{erp} (spec 03 §2.9, §7): the extractor kit of an ERP as a zip. Any signed-in user may
 * download one (users without the view role reach /downloads too); the kits hold no data. `erp` is a
 * system type (sap, hana, ora12, ora11i, jde …) or a kit's name (sap, oracle-ebs, jde …).
 */
export function downloadRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${apiPrefix}/download/:erp`,
      {
        config: { access: 'session' },
        schema: {
          description:
            'The extractor kit of an ERP as a zip (README, the ABAP report or the SQL scripts, make-manifest.sh): `erp` is a system type (sap, hana, ora12, ora11i, jde, netsuite, docuware) or a kit (sap, oracle-ebs, jde, netsuite, docuware). 404 for any other name.',
          params,
        },
      },
      async (request, reply) => {
        const { erp } = request.params;
        const kit = findExtractorKit(erp);
        if (!kit) throw new DomainError('not_found', `No extractor for ERP type ${JSON.stringify(erp)}`);
        const zip = await extractorKitZip(kit);
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${extractorKitFileName(kit)}"`)
          .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );
  };
}
