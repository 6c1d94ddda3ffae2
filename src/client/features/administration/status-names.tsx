import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '#shared/constants.ts';

/** Status names in this area's own catalog (features do not import each other). */
export function useStatusNames(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    not_handled: t({ id: 'administration.status.not_handled', message: 'Not handled' }),
    handled: t({ id: 'administration.status.handled', message: 'Handled' }),
    preparing: t({ id: 'administration.status.preparing', message: 'Preparing' }),
    at_courier: t({ id: 'administration.status.at_courier', message: 'At courier' }),
    completed: t({ id: 'administration.status.completed', message: 'Completed' }),
    canceled: t({ id: 'administration.status.canceled', message: 'Canceled' }),
  };
}
