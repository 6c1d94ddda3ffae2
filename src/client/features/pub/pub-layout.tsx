import { Outlet } from '@tanstack/react-router';

export function PubLayout() {
  return <Outlet />;
}
