import { describe, expect, it } from 'vitest';
import { checkCallbackSignature, signCallback } from './signature.ts';

// maib's published test vector (Checkout API, "Signature Verification Code Examples"): the message is the
// literal placeholder its examples sign.
const VECTOR = {
  key: '4cde378d-43b6-405f-94aa-55c010d4d42a',
  body: '[CALLBACK MESSAGE]',
  timestamp: '1762181943494',
  signature: 'sha256=yu2OvBe3Gyq1Nz/4R6KO8F3KpGCuW7VhH9yUPhYtNRU=',
};

describe('maib callback signature', () => {
  it('matches the published test vector', () => {
    expect(signCallback(VECTOR.key, VECTOR.body, VECTOR.timestamp)).toBe(VECTOR.signature);
    expect(
      checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature, VECTOR.timestamp, Number(VECTOR.timestamp)),
    ).toBe('ok');
  });

  it('refuses a changed body, another key, a stale or future timestamp and a malformed header', () => {
    const at = Number(VECTOR.timestamp);
    expect(checkCallbackSignature(VECTOR.key, `${VECTOR.body} `, VECTOR.signature, VECTOR.timestamp, at)).toBe(
      'forged',
    );
    expect(checkCallbackSignature('another-key', VECTOR.body, VECTOR.signature, VECTOR.timestamp, at)).toBe('forged');
    expect(
      checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature, VECTOR.timestamp, at + 5 * 60_000 + 1),
    ).toBe('stale');
    expect(
      checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature, VECTOR.timestamp, at - 5 * 60_000 - 1),
    ).toBe('stale');
    expect(checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature, VECTOR.timestamp, at + 5 * 60_000)).toBe(
      'ok',
    );
    expect(checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature.slice(7), VECTOR.timestamp, at)).toBe(
      'missing',
    );
    expect(checkCallbackSignature(VECTOR.key, VECTOR.body, undefined, VECTOR.timestamp, at)).toBe('missing');
    expect(checkCallbackSignature(VECTOR.key, VECTOR.body, VECTOR.signature, 'soon', at)).toBe('missing');
  });
});
