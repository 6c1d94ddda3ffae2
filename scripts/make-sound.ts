/**
 * Makes the kitchen tablet's new-order chime (public/static/admin/sounds/notification.mp3): three
 * rising sine tones (a C-major arpeggio) with soft attacks and exponential decay, ~1.1 s, mono
 * 22.05 kHz. An original sound, so the product ships no third-party audio. Writes 16-bit PCM WAV
 * and encodes it with `lame` (apt-get install lame):
 *   node scripts/make-sound.ts [output.mp3]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATE = 22_050;
const SECONDS = 1.1;
/** [frequency Hz, start s, decay time constant s, gain] — C6, E6, G6 with a quiet octave shimmer. */
const NOTES: [number, number, number, number][] = [
  [1046.5, 0.0, 0.32, 0.42],
  [1318.5, 0.12, 0.32, 0.36],
  [1568.0, 0.24, 0.42, 0.34],
  [3136.0, 0.24, 0.12, 0.05],
];

function samples(): Int16Array {
  const out = new Int16Array(Math.round(RATE * SECONDS));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    let v = 0;
    for (const [f, start, tau, gain] of NOTES) {
      const local = t - start;
      if (local < 0) continue;
      const attack = Math.min(1, local / 0.008); // 8 ms ramp: no click
      v += gain * attack * Math.exp(-local / tau) * Math.sin(2 * Math.PI * f * local);
    }
    const fadeOut = Math.min(1, (SECONDS - t) / 0.05);
    out[i] = Math.round(Math.max(-1, Math.min(1, v * fadeOut)) * 32767 * 0.9);
  }
  return out;
}

function wav(pcm: Int16Array): Buffer {
  const data = Buffer.from(pcm.buffer);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

const target = process.argv[2] ?? 'public/static/admin/sounds/notification.mp3';
const tmp = path.join(os.tmpdir(), `tavola-chime-${process.pid}.wav`);
fs.writeFileSync(tmp, wav(samples()));
fs.mkdirSync(path.dirname(target), { recursive: true });
execFileSync('lame', ['--quiet', '--preset', 'cbr', '64', '-m', 'm', tmp, target]);
fs.rmSync(tmp);
console.log(`wrote ${target} (${fs.statSync(target).size} bytes)`);
