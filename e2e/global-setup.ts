import { startServer } from './server.ts';

/** One shared server for the browser tests; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
