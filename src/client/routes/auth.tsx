import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { rootRoute } from './root.tsx';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/auth/authentication',
  ...lazyScreen(['auth'], () => import('../features/auth/login-page.tsx'), 'LoginPage'),
});

export const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/auth/registration',
  validateSearch: (search: Record<string, unknown>) => ({ tariff: textParam(search.tariff) }),
  ...lazyScreen(['auth'], () => import('../features/auth/registration-page.tsx'), 'RegistrationPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/auth/reset-password',
  validateSearch: (search: Record<string, unknown>) => ({ token: textParam(search.token) }),
  ...lazyScreen(['auth'], () => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
});

export const courierRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/courier/auth/registration',
  ...lazyScreen(['auth'], () => import('../features/auth/courier-registration-page.tsx'), 'CourierRegistrationPage'),
});

export const deleteGuestAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/delete-client',
  ...lazyScreen(
    ['account-deletion'],
    () => import('../features/account-deletion/delete-guest-account-page.tsx'),
    'DeleteGuestAccountPage',
  ),
});
