import { lazy } from 'react';
import { loadCatalogs } from '../../../lib/i18n.ts';

// "When?" and the full-slot offer (with their strings, catalog guest-time) load only where they show: a venue
// taking orders ahead, or a refused slot.
const loadWhen = () => Promise.all([import('../time/when-picker.tsx'), loadCatalogs('guest-time')]).then(([m]) => m);
export const WhenPicker = lazy(() => loadWhen().then((m) => ({ default: m.WhenPicker })));
export const SlotFull = lazy(() => loadWhen().then((m) => ({ default: m.SlotFull })));
