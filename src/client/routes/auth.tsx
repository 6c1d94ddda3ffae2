import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lib/area.ts';
import { textParam } from '../lib/search-params.ts';
import { at } from './at.ts';
import { rootRoute } from './root.tsx';

const screens = {
  login: lazyScreen(['auth'], () => import('../features/auth/login-page.tsx'), 'LoginPage'),
  registration: lazyScreen(['auth'], () => import('../features/auth/registration-page.tsx'), 'RegistrationPage'),
  reset: lazyScreen(['auth'], () => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  courier: lazyScreen(
    ['auth'],
    () => import('../features/auth/courier-registration-page.tsx'),
    'CourierRegistrationPage',
  ),
  deleteGuest: lazyScreen(
    ['account-deletion'],
    () => import('../features/account-deletion/delete-guest-account-page.tsx'),
    'DeleteGuestAccountPage',
  ),
};

export const loginRoute = createRoute({ ...at(rootRoute, '/admin/auth/authentication'), ...screens.login });

export const registrationRoute = createRoute({
  ...at(rootRoute, '/admin/auth/registration'),
  validateSearch: (search: Record<string, unknown>) => ({ tariff: textParam(search.tariff) }),
  ...screens.registration,
});

export const resetPasswordRoute = createRoute({
  ...at(rootRoute, '/admin/auth/reset-password'),
  validateSearch: (search: Record<string, unknown>) => ({ token: textParam(search.token) }),
  ...screens.reset,
});

export const courierRegistrationRoute = createRoute({
  ...at(rootRoute, '/courier/auth/registration'),
  ...screens.courier,
});

export const deleteGuestAccountRoute = createRoute({
  ...at(rootRoute, '/admin/delete-client'),
  ...screens.deleteGuest,
});
