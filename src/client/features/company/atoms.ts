import { atom } from 'jotai';
import type { Pub } from './api.ts';

/** The one popup of the company screen that is open (docs/product.md S2 "popups … close on success"). */
export type CompanyPopup =
  | { kind: 'create' }
  | { kind: 'tariff' }
  | { kind: 'upgrade' }
  | { kind: 'edit' | 'delete' | 'qr' | 'pay'; pub: Pub }
  | null;

export const companyPopupAtom = atom<CompanyPopup>(null);
