/** The part of `http_ece` (the encryption web-push uses) the push-service stand-in calls. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
