import { atom } from 'jotai';
import type { Category, Dish, Menu, MenuAction } from './api.ts';

/** The one open popup of the menu editor (create/edit/delete of menu, category, dish). */
export type MenuPopup =
  | { kind: 'menu'; place: number; menu?: Menu }
  | { kind: 'category'; menuId: number; category?: Category }
  | { kind: 'dish'; menuId: number; categoryId: number; dish?: Dish }
  | { kind: 'delete'; name: string; action: MenuAction };

export const menuPopupAtom = atom<MenuPopup | null>(null);
