import type { FastifyInstance } from 'fastify';
import { AppError, E } from '../../http.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { publicConfigAnswer } from '#shared/schemas/config-answers.ts';

const READY_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<AnswerTypeProvider>();
  const ok = { config: { access: 'public' }, schema: answers(okAnswer) } as const;
  typed.get('/api/health', ok, async () => ({ ok: true }));
  // Ready = not stopping, the database answers and live events flow; bounded so that a load balancer never waits on it.
  typed.get('/api/ready', ok, async () => {
    // The error handler answers 503 with a retry-after header.
    if (app.lifecycle.draining) throw new AppError(E.serviceUnavailable);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ready check timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([app.pool.query('select 1'), timeout]);
      if (!app.bus.listening) throw new Error('not listening');
      return { ok: true };
    } catch {
      throw new AppError(E.serviceUnavailable);
    } finally {
      clearTimeout(timer);
    }
  });
  /** Client configuration that the SPA reads at start (map style, support contacts). */
  typed.get('/api/config', { config: { access: 'public' }, schema: answers(publicConfigAnswer) }, async () => ({
    ok: true,
    map_style_url: app.config.mapStyleUrl,
    public_url: app.config.publicUrl,
    support_email: app.config.supportEmail,
    support_phone: app.config.supportPhone,
    payment_contact: app.config.paymentContact,
  }));
}
