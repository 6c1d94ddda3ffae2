import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';

/**
 * The one way client tests put a component on the page: inside the app's providers (Lingui with
 * source messages, a fresh QueryClient without retries), in a container attached to the document,
 * removed after each test by ./setup.ts. Queries read the screen as a person does: by visible text
 * and label, never by class names.
 */
const mounted = new Set<{ root: Root; container: HTMLElement }>();

export interface Rendered {
  container: HTMLElement;
  queryClient: QueryClient;
  rerender(ui: ReactNode): void;
  /** The button whose text is exactly `text`. */
  button(text: string): HTMLButtonElement;
  /** The input or select a label names. */
  field<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(label: string): T;
}

export function render(ui: ReactNode, opts: { locale?: string; queryClient?: QueryClient } = {}): Rendered {
  if (i18n.locale !== (opts.locale ?? 'en')) i18n.loadAndActivate({ locale: opts.locale ?? 'en', messages: {} });
  const queryClient = opts.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add({ root, container });
  const wrap = (node: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nProvider>
  );
  act(() => root.render(wrap(ui)));
  return {
    container,
    queryClient,
    rerender: (next) => act(() => root.render(wrap(next))),
    button: (text) => {
      const found = [...container.querySelectorAll('button')].find((b) => b.textContent === text);
      if (!found) throw new Error(`no button "${text}"`);
      return found;
    },
    field: <T extends HTMLInputElement | HTMLSelectElement>(label: string) => {
      const l = [...container.querySelectorAll('label')].find((x) => x.textContent === label);
      const el = l && container.querySelector<T>(`#${CSS.escape(l.htmlFor)}`);
      if (!el) throw new Error(`no field labelled "${label}"`);
      return el;
    },
  };
}

/** Mounts a route tree with its history at `path`, and lets it settle; the router tells where it went. */
export async function renderRoutes(routeTree: AnyRoute, path: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const screen = render(<RouterProvider router={router} />);
  await settle();
  return { ...screen, router };
}

/** Sets a value the way typing or choosing does, so React's onChange fires. */
export function type(el: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  act(() => void el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true })));
}

export function click(el: HTMLElement): void {
  act(() => el.click());
}

/** Lets pending fetches, promises and React updates finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((r) => setTimeout(r, 0)));
}

/** Unmounts everything rendered by the test that just ended. */
export function cleanup(): void {
  for (const m of mounted) {
    act(() => m.root.unmount());
    m.container.remove();
  }
  mounted.clear();
}
