import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { CourierLedger, CourierOrder, CourierProfile, CourierVenue } from './types.ts';

/**
 * Courier data (docs/architecture.md A9 key factory). Both are fed by the live channel and by mutations, so they
 * never go stale on their own; they live under the persisted 'courier' root (docs/product.md D9).
 */
export const courierQueries = {
  all: () => ['courier'] as const,
  profile: () =>
    queryOptions({
      queryKey: ['courier', 'profile'] as const,
      queryFn: async () => (await api.get<{ courier: CourierProfile }>('/api/courier/')).courier,
      staleTime: Infinity,
    }),
  venues: (courierId: number) =>
    queryOptions({
      queryKey: ['courier', 'venues', courierId] as const,
      queryFn: async () => (await api.get<{ pubs: CourierVenue[] }>(`/api/courier/${courierId}/pubs`)).pubs,
    }),
  ledgerRoot: () => ['courier', 'ledger'] as const,
  /** Earnings of the dates from..to (persisted with the rest, so the screen works offline). */
  ledger: (courierId: number, from: string, to: string) =>
    queryOptions({
      queryKey: ['courier', 'ledger', courierId, from, to] as const,
      queryFn: async () => {
        const { ok: _ok, ...ledger } = await api.get<CourierLedger & { ok: true }>(
          `/api/courier/${courierId}/ledger?from=${from}&to=${to}`,
        );
        return ledger as CourierLedger;
      },
      staleTime: 30_000,
    }),
  orders: (courierId: number) =>
    queryOptions({
      queryKey: ['courier', 'orders', courierId] as const,
      queryFn: async () => {
        const r = await api.get<{ available: CourierOrder[]; active: CourierOrder[]; completed: CourierOrder[] }>(
          `/api/courier/${courierId}/orders`,
        );
        return [...r.available, ...r.active, ...r.completed];
      },
      staleTime: Infinity,
    }),
};

export type ProfileBody = Omit<CourierProfile, 'id' | 'image_file_name' | 'balance' | 'on_shift'>;

export async function saveProfile(courierId: number, body: ProfileBody): Promise<CourierProfile> {
  return (await api.put<{ courier: CourierProfile }>(`/api/courier/${courierId}/`, body)).courier;
}

export async function uploadPhoto(courierId: number, file: File): Promise<CourierProfile> {
  const form = new FormData();
  form.append('image', file);
  return (await api.post<{ courier: CourierProfile }>(`/api/courier/${courierId}/image`, form)).courier;
}

/** Leaves a venue (docs/product.md D11); answers the venues that remain. */
export async function leaveVenue(courierId: number, pubId: number): Promise<CourierVenue[]> {
  return (await api.delete<{ pubs: CourierVenue[] }>(`/api/courier/${courierId}/pubs/${pubId}`)).pubs;
}

export const photoUrl = (file: string) => `/api-static/images/courier/${file}`;

/** The on-shift switch; answers the new state. */
export async function saveShift(courierId: number, onShift: boolean): Promise<boolean> {
  return (await api.put<{ on_shift: boolean }>(`/api/courier/${courierId}/shift`, { on_shift: onShift })).on_shift;
}
