import { BotApiStandIn } from '../src/test/telegram-stand-in.ts';
import { startServer } from './server.ts';

/**
 * One shared server for the browser tests; its URL reaches the workers through the environment. The server has a
 * Telegram bot token and talks to a local stand-in of the Bot API (docs/product.md D15), which the tests drive
 * through `E2E_TELEGRAM_URL` (src/test/telegram-stand-in.ts).
 */
export default async function globalSetup() {
  const telegram = await new BotApiStandIn().start();
  const server = await startServer({
    env: { TELEGRAM_BOT_TOKEN: '123456:e2e-stand-in', TELEGRAM_API_BASE: telegram.url },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_TELEGRAM_URL = telegram.url;
  return async () => {
    await server.stop();
    await telegram.close();
  };
}
