import type { ColorTheme } from './constants.ts';
import type { MenuLang } from './menu-texts.ts';

/**
 * The editable settings of a pub: exactly the body of PUT {pubID}/ (docs/product.md S7 "Pubs"), as the server
 * also sends them in every pub. Screens that change a few fields send the rest back unchanged.
 */
export interface PubSettings {
  name: string;
  address: string;
  color_theme: ColorTheme;
  color: string;
  wifi_password: string;
  additional_info: string;
  currency_id: number;
  language_id: number;
  /** The menu's languages, main first (docs/product.md D18); older answers have none (the server keeps them). */
  languages?: MenuLang[];
  telegram_username: string;
  has_in_place_order: boolean;
}

export function pubSettingsOf(pub: PubSettings): PubSettings {
  return {
    name: pub.name,
    address: pub.address,
    color_theme: pub.color_theme,
    color: pub.color,
    wifi_password: pub.wifi_password,
    additional_info: pub.additional_info,
    currency_id: pub.currency_id,
    language_id: pub.language_id,
    ...(pub.languages ? { languages: pub.languages } : {}),
    telegram_username: pub.telegram_username,
    has_in_place_order: pub.has_in_place_order,
  };
}
