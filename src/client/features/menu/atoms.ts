import { atom } from 'jotai';
import type { Category, Dish, Menu, MenuAction } from './api.ts';

/**
 * The one open popup of the menu editor. `place` of a new category or dish is where the position
 * field starts: after the last (n+1), so a menu typed top to bottom keeps its order (decision 088).
 */
/** The one open popup of the menu editor (create/edit/delete of menu, category, dish). */
export type MenuPopup =
  | { kind: 'menu'; place: number; menu?: Menu }
  | { kind: 'category'; menuId: number; category?: Category; place?: number }
  | { kind: 'dish'; menuId: number; categoryId: number; dish?: Dish; place?: number }
  | { kind: 'delete'; name: string; action: MenuAction };

export const menuPopupAtom = atom<MenuPopup | null>(null);

/** The last dish stopped by one tap on this screen, offered back for a while (`at`: when the stop was answered, ms). */
export interface TakenStop {
  pubId: number;
  dishId: number;
  name: string;
  at: number;
}
export const lastStopAtom = atom<TakenStop | null>(null);
