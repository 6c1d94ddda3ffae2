/**
 * Telegram alert texts (docs/product.md D15), in the owner's language (ru or ro, chosen when the chat is linked).
 * Server-side texts, so a small typed table rather than the client's Lingui catalogs (docs/decisions/152).
 */
export type AlertLanguage = 'ru' | 'ro';
export const ALERT_LANGUAGES: readonly AlertLanguage[] = ['ru', 'ro'];

export type PubEvent =
  | { kind: 'new_order'; orderId: number; number: number; orderType: string; total: string; clientName: string }
  | { kind: 'not_accepted'; orderId: number; number: number; minutes: number }
  | { kind: 'courier_cancel'; orderId: number; number: number; reason: string }
  | { kind: 'paused' }
  | { kind: 'busy'; minutes?: number }
  | { kind: 'linked'; pubName: string };

const type = (lang: AlertLanguage, orderType: string) =>
  orderType === 'in_place' ? (lang === 'ru' ? 'в зале' : 'la masă') : lang === 'ru' ? 'доставка' : 'livrare';

export function alertText(lang: AlertLanguage, pubName: string, e: PubEvent): string {
  const ru = lang === 'ru';
  switch (e.kind) {
    case 'new_order':
      return ru
        ? `🆕 ${pubName}: новый заказ №${e.number} (${type(lang, e.orderType)}), ${e.total}${e.clientName ? ` — ${e.clientName}` : ''}`
        : `🆕 ${pubName}: comandă nouă nr. ${e.number} (${type(lang, e.orderType)}), ${e.total}${e.clientName ? ` — ${e.clientName}` : ''}`;
    case 'not_accepted':
      return ru
        ? `⏰ ${pubName}: заказ №${e.number} не принят уже ${e.minutes} мин.`
        : `⏰ ${pubName}: comanda nr. ${e.number} nu este acceptată de ${e.minutes} min.`;
    case 'courier_cancel':
      return ru
        ? `❌ ${pubName}: курьер отменил заказ №${e.number}${e.reason ? ` (${e.reason})` : ''}`
        : `❌ ${pubName}: curierul a anulat comanda nr. ${e.number}${e.reason ? ` (${e.reason})` : ''}`;
    case 'paused':
      return ru
        ? `⏸ ${pubName}: приём заказов приостановлен.`
        : `⏸ ${pubName}: primirea comenzilor este pusă pe pauză.`;
    case 'busy':
      return ru
        ? `🔥 ${pubName}: включён режим «много заказов»${e.minutes ? ` (+${e.minutes} мин.)` : ''}.`
        : `🔥 ${pubName}: modul „aglomerat” este pornit${e.minutes ? ` (+${e.minutes} min.)` : ''}.`;
    case 'linked':
      return ru ? `✅ Чат подключён к заведению «${e.pubName}».` : `✅ Chatul este conectat la localul „${e.pubName}”.`;
  }
}

/** One outbox row per event: the same event seen by several instances (or twice) is sent once. */
export function dedupeKey(pubId: number, e: PubEvent, at: Date): string {
  switch (e.kind) {
    case 'new_order':
    case 'not_accepted':
    case 'courier_cancel':
      return `${e.kind}:${e.orderId}`;
    default:
      return `${e.kind}:${pubId}:${at.toISOString()}`;
  }
}
