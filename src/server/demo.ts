import type { FastifyInstance } from 'fastify';

/** Fills demo data (a company with a pub and a menu, a courier, an admin) and returns their logins. */
export async function seedDemo(_app: FastifyInstance): Promise<string> {
  return 'Demo data: not yet available';
}
