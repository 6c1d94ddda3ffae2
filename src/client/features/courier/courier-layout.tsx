import { Outlet } from '@tanstack/react-router';

export function CourierLayout() {
  return <Outlet />;
}
