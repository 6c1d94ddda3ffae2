/**
 * Taps before hydration (decision 122). The server-rendered guest page shows its buttons
 * before its JavaScript has run; a guest on slow mobile data taps "+" in that second. This tiny
 * script, inlined in the page's <head> (allowed by its hash in the CSP), takes every click on an
 * element carrying `data-tap` ("add:12", "open:12", "mode:delivery") until the app has hydrated:
 * it keeps them in order, marks the element at once (`data-pending`, the number of taps, shown by the
 * page's CSS; a mode choice also sets `data-early-mode` on <html>, which shows the + buttons), and
 * stops the click so React, hydrating meanwhile, does not act on it too. The app then calls
 * `stop()`, which ends the recording and hands back the taps, and replays them (features/guest/early-taps.ts).
 */
export const TAP_ATTRIBUTE = 'data-tap';
export const PENDING_ATTRIBUTE = 'data-pending';
export const EARLY_MODE_ATTRIBUTE = 'data-early-mode';
/** `window.__tavolaTaps`: the taps so far, and `stop()`. */
export const TAP_QUEUE = '__tavolaTaps';

export interface EarlyTapQueue {
  taps: string[];
  /** Ends the recording (clicks reach the app from now on) and returns the taps in order. */
  stop: () => string[];
}

/** Plain ES5, no template: its exact text is hashed into the Content-Security-Policy. */
export const EARLY_TAPS_SCRIPT =
  '(function(){var d=document,q={taps:[],stop:function(){d.removeEventListener("click",on,true);return q.taps.splice(0)}};' +
  'function on(e){var el=e.target&&e.target.closest&&e.target.closest("[data-tap]");if(!el)return;' +
  'e.preventDefault();e.stopPropagation();var a=el.getAttribute("data-tap");q.taps.push(a);' +
  'el.setAttribute("data-pending",String((Number(el.getAttribute("data-pending"))||0)+1));' +
  'if(a.indexOf("mode:")===0)d.documentElement.setAttribute("data-early-mode",a.slice(5))}' +
  'd.addEventListener("click",on,true);window.__tavolaTaps=q})()';
