import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * The owner's first screens as a person sees them — login, company registration and the company page
 * (`/admin/company`) with its pub popups — in Russian and Romanian. Every locator of
 * e2e/foundation.spec.ts lives here; the test file reads as steps.
 */
export const TEXT = {
  ru: {
    login: 'Вход',
    toRegistration: 'Зарегистрировать компанию',
    registration: 'Регистрация',
    tariffPro: 'Про',
    name: 'Название компании',
    phone: 'Телефон',
    email: 'Эл. почта',
    password: 'Пароль',
    repeat: 'Повторите пароль',
    register: 'Зарегистрироваться',
    invalidEmail: 'Неверный email',
    passwordMin: 'Пароль — не менее 8 символов',
    pubs: 'Заведения',
    addPub: 'Добавить заведение',
    pubName: 'Название заведения',
    urlName: 'Имя в ссылке',
    badUrl: 'Нельзя использовать в ссылке: !',
    limitReached: 'Лимит заведений вашего тарифа исчерпан: 1 из 1',
    tariffs: 'Тарифы',
    create: 'Создать',
    qr: 'QR-код заведения',
    print: 'Печать карточки на стол',
    rename: 'Переименовать',
    address: 'Адрес',
    save: 'Сохранить',
    delete: 'Удалить',
    logout: 'Выйти',
    signIn: 'Войти',
    emailExists: 'Компания с таким email уже существует',
    upgrade: 'Повысьте тариф',
  },
  ro: {
    login: 'Autentificare',
    toRegistration: 'Înregistrați compania',
    registration: 'Înregistrare',
    tariffPro: 'Pro',
    name: 'Denumirea companiei',
    phone: 'Telefon',
    email: 'E-mail',
    password: 'Parolă',
    repeat: 'Repetați parola',
    register: 'Înregistrare',
    invalidEmail: 'Email invalid',
    passwordMin: 'Parola — cel puțin 8 caractere',
    pubs: 'Localuri',
    addPub: 'Adaugă local',
    pubName: 'Denumirea localului',
    urlName: 'Numele din link',
    badUrl: 'Nu se pot folosi într-un link: !',
    limitReached: 'Ați atins limita de localuri a tarifului: 1 din 1',
    tariffs: 'Tarife',
    create: 'Creează',
    qr: 'Codul QR al localului',
    print: 'Tipărește cartonașul de masă',
    rename: 'Redenumește',
    address: 'Adresa',
    save: 'Salvează',
    delete: 'Șterge',
    logout: 'Ieșire',
    signIn: 'Autentificare',
    emailExists: 'Există deja o companie cu acest email',
    upgrade: 'Treceți la un tarif superior',
  },
} as const;
export type Lang = keyof typeof TEXT;
type Words = (typeof TEXT)[Lang];

/** The RU / RO switcher every owner screen carries. */
export async function switchLanguage(page: Page, lang: Lang) {
  await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
  await expect(page.getByRole('button', { name: lang.toUpperCase(), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Login and company registration (`/admin/auth/…`). */
export class AuthPages {
  readonly page: Page;
  readonly T: Words;
  constructor(page: Page, lang: Lang = 'ru') {
    this.page = page;
    this.T = TEXT[lang];
  }
  heading(name: string) {
    return this.page.getByRole('heading', { name });
  }
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }
  tariffBadge() {
    return this.page.locator('.auth-tariff .badge');
  }
  goToRegistration() {
    return this.page.getByRole('link', { name: this.T.toRegistration }).click();
  }
  /** Fills whichever registration fields are given, then presses Register. */
  async register(fields: { name?: string; phone?: string; email?: string; password?: string; repeat?: string }) {
    const T = this.T;
    for (const [key, label] of [
      ['name', T.name],
      ['phone', T.phone],
      ['email', T.email],
      ['password', T.password],
      ['repeat', T.repeat],
    ] as const) {
      if (fields[key] !== undefined) await this.field(label).fill(fields[key]);
    }
    await this.page.getByRole('button', { name: T.register }).click();
  }
  async signIn(email: string, password: string) {
    await this.field(this.T.email).fill(email);
    await this.field(this.T.password).fill(password);
    await this.page.getByRole('button', { name: this.T.signIn, exact: true }).click();
  }
}

/** The company page: the pub cards and their popups. */
export class CompanyPage {
  readonly page: Page;
  readonly T: Words;
  constructor(page: Page, lang: Lang = 'ru') {
    this.page = page;
    this.T = TEXT[lang];
  }
  heading(lang?: Lang) {
    return this.page.getByRole('heading', { level: 1, name: lang ? TEXT[lang].pubs : this.T.pubs });
  }
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get cards() {
    return this.page.getByRole('article');
  }
  card(name: string) {
    return this.page.getByRole('article', { name });
  }
  openAddPub() {
    return this.page.getByRole('button', { name: this.T.addPub }).click();
  }
  /** Fills the "add pub" popup; `submit: false` leaves it open. */
  async fillPub(name: string, urlName: string) {
    await this.dialog.getByLabel(this.T.pubName).fill(name);
    await this.dialog.getByLabel(this.T.urlName).fill(urlName);
  }
  createButton() {
    return this.dialog.getByRole('button', { name: this.T.create });
  }
  async addPub(name: string, urlName: string) {
    await this.openAddPub();
    await this.fillPub(name, urlName);
    await this.createButton().click();
  }
  qrButton(card: Locator, pubName: string) {
    return card.getByRole('button', { name: `${this.T.qr} ${pubName}` });
  }
  printButton() {
    return this.dialog.getByRole('button', { name: this.T.print });
  }
  get printCard() {
    return this.page.locator('.print-card');
  }
  /** Renames a pub from its card, with an address. */
  async editPub(pubName: string, fields: { name: string; address: string }) {
    await this.card(pubName)
      .getByRole('button', { name: `${this.T.rename} ${pubName}` })
      .click();
    await this.dialog.getByLabel(this.T.pubName).fill(fields.name);
    await this.dialog.getByLabel(this.T.address).fill(fields.address);
    await this.dialog.getByRole('button', { name: this.T.save }).click();
  }
  /** Deletes a pub from its card and confirms. */
  async deletePub(pubName: string) {
    await this.card(pubName)
      .getByRole('button', { name: `${this.T.delete} ${pubName}` })
      .click();
    await this.dialog.getByRole('button', { name: this.T.delete, exact: true }).click();
  }
  logout() {
    return this.page.getByRole('button', { name: this.T.logout }).click();
  }
}
