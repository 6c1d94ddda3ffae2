import { describe, expect, it } from 'vitest';
import { checkCallbackSignature, checkMiaSignature, signCallback, signMiaResult } from './signature.ts';

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

// maib's published test vector for the sorted-values signature its MIA QR callbacks carry (the same algorithm as
// its e-commerce callbacks, whose documentation example this is).
const MIA_VECTOR = {
  key: '8508706b-3454-4733-8295-56e617c4abcf',
  result: {
    payId: 'f16a9006-128a-46bc-8e2a-77a6ee99df75',
    orderId: '123',
    status: 'OK',
    statusCode: '000',
    statusMessage: 'Approved',
    threeDs: 'AUTHENTICATED',
    rrn: '331711380059',
    approval: '327593',
    cardNumber: '510218******1124',
    amount: 10.25,
    currency: 'MDL',
  },
  signature: '5wHkZvm9lFeXxSeFF0ui2CnAp7pCEFSNmuHYFYJlC0s=',
};

describe('maib MIA QR callback signature', () => {
  it('matches the published test vector, whatever the order of the fields', () => {
    expect(signMiaResult(MIA_VECTOR.key, MIA_VECTOR.result)).toBe(MIA_VECTOR.signature);
    const reordered = Object.fromEntries(Object.entries(MIA_VECTOR.result).reverse());
    expect(checkMiaSignature(MIA_VECTOR.key, reordered, MIA_VECTOR.signature)).toBe(true);
  });

  it('leaves out empty and null fields, and refuses a changed amount, another key or no signature', () => {
    expect(signMiaResult(MIA_VECTOR.key, { ...MIA_VECTOR.result, terminalId: '', referenceId: null })).toBe(
      MIA_VECTOR.signature,
    );
    expect(checkMiaSignature(MIA_VECTOR.key, { ...MIA_VECTOR.result, amount: 10.26 }, MIA_VECTOR.signature)).toBe(
      false,
    );
    expect(checkMiaSignature('another-key', MIA_VECTOR.result, MIA_VECTOR.signature)).toBe(false);
    expect(checkMiaSignature(MIA_VECTOR.key, MIA_VECTOR.result, undefined)).toBe(false);
  });
});
