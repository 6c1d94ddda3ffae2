/** The running build's version (vite.config.ts defines it; "dev" under Vitest), used as the cache buster. */
export const APP_VERSION: string = (import.meta.env.APP_VERSION as string | undefined) ?? 'dev';
