import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Tariff } from '#shared/constants.ts';
import type { SessionAnswer } from '#shared/schemas/auth-answers.ts';
import { api } from '../../lib/api-client.ts';
import { clearSession, getSession, homeFor, setToken } from '../../lib/session.ts';
import { showError } from '../../lib/alerts.ts';

export interface CompanyRegistrationBody {
  name: string;
  phone: string;
  email: string;
  password: string;
  repeat_password: string;
  tariff: Tariff;
}
export interface CourierRegistrationBody {
  full_name: string;
  email: string;
  password: string;
  phone_number: string;
}

/**
 * Starts the session a successful answer carries: token in memory, cached data of any previous user
 * dropped (docs/product.md S4 "after login … cached data is reset"), then the user's own area by role.
 */
function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (answer: SessionAnswer) => {
    setToken(answer.accesstoken);
    queryClient.clear();
    void navigate({ to: homeFor(getSession()) });
  };
}

export function useLogin() {
  const start = useStartSession();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: { email: string; password: string }) =>
      api.post<SessionAnswer>('/api/auth/login', body, { noRefresh: true }),
    onSuccess: start,
    onError: (error) => {
      clearSession();
      showError('authentication', error);
    },
  });
}

export function useRegisterCompany() {
  const start = useStartSession();
  return useMutation({
    mutationKey: ['auth', 'register-company'],
    mutationFn: (body: CompanyRegistrationBody) => api.post<SessionAnswer>('/api/company', body, { noRefresh: true }),
    onSuccess: start,
    onError: (error) => showError('registration', error),
  });
}

export function useRegisterCourier() {
  const start = useStartSession();
  return useMutation({
    mutationKey: ['auth', 'register-courier'],
    mutationFn: (body: CourierRegistrationBody) =>
      api.post<SessionAnswer>('/api/courier/register', body, { noRefresh: true }),
    onSuccess: start,
    onError: (error) => showError('courier_registration', error),
  });
}
