import { useLingui } from '@lingui/react/macro';

/** The guest's words for order statuses (the wire spellings of docs/product.md S4). */
export function useStatusLabel(): (status: string) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'not_handled':
        return t({ id: 'guest.status.not_handled', message: 'Received' });
      case 'handled':
        return t({ id: 'guest.status.handled', message: 'Accepted' });
      case 'preparing':
        return t({ id: 'guest.status.preparing', message: 'Being prepared' });
      case 'at_courier':
        return t({ id: 'guest.status.at_courier', message: 'On the way with the courier' });
      case 'completed':
        return t({ id: 'guest.status.completed', message: 'Completed' });
      case 'canceled':
        return t({ id: 'guest.status.canceled', message: 'Canceled' });
      default:
        return status;
    }
  };
}
