import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('ACCEPTORS', () => {
  it('is 4 unless set, and takes a whole number from 1 to 64', () => {
    expect(loadConfig({}).acceptors).toBe(4);
    expect(loadConfig({ ACCEPTORS: '1' }).acceptors).toBe(1);
    expect(loadConfig({ ACCEPTORS: '64' }).acceptors).toBe(64);
  });

  it.each(['0', '65', '2.5', 'four', '-1'])('refuses %s with one line naming it', (value) => {
    expect(() => loadConfig({ ACCEPTORS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCEPTORS: value })).toThrow(/^Invalid configuration: ACCEPTORS /);
  });
});
