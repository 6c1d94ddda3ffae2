import type { FastifyInstance } from 'fastify';
import { storeUpload } from '../images/index.ts';
import { pubJson, updatePub } from '../pubs/index.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers } from '../../plugins/answers.ts';
import { pubCoverAnswer } from '#shared/schemas/pub-answers.ts';

/** The pub's cover image (docs/product.md S7 "Pubs"). */
export async function coverRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);
  route.patch(
    '/api/company/:companyID/pubs/:pubID/bg',
    { config: { access: { roles: ['company'] } }, schema: answers(pubCoverAnswer) },
    async (request) => {
      const fileName = await storeUpload(app, request, { field: 'bg', kind: 'pubs/bgs' });
      const pub = await updatePub(app.db, request.scope.pubId, { bgImageFileName: fileName });
      return { ok: true, pub: pubJson(pub!), bg_image_file_name: fileName };
    },
  );
}
