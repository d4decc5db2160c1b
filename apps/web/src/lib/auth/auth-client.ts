// Calls to better-auth under /api/auth. The server answers errors in the API's one shape
// (`{ error: { code, message, fields? } }`), so they become the same typed ApiError.

import type { ApiErrorBody, BuyerSignUp, SessionView, SignIn } from '@granite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { rememberPageLanguage } from '@/lib/i18n/language-choice';
import { toast } from '@/lib/toast';
import { sessionQueryKey, useRefreshSession } from './session';

async function authPost<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'unavailable', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as ApiErrorBody | undefined)?.error;
    if (error?.code && error.message)
      throw new ApiError(response.status, error.code, error.message, error.fields);
    throw new ApiError(
      response.status,
      response.status === 429 ? 'rate_limited' : 'internal',
      'Authentication failed',
    );
  }
  return parsed as T;
}

/**
 * D5: an account not verified yet gets its link mailed again at sign-in; the link then lands on the
 * sign-in page of the area signed in from, which says the address is verified.
 */
const verifiedLandingHere = () =>
  typeof window !== 'undefined' && window.location.pathname.startsWith('/vendor')
    ? '/vendor/login?verified=1'
    : '/login?verified=1';

export const signIn = (input: SignIn) =>
  authPost<unknown>('/sign-in/email', { ...input, callbackURL: input.callbackURL ?? verifiedLandingHere() });

/** D5: the verification link returns to the sign-in page of the area the account was made in. */
export const signUp = (input: BuyerSignUp) => {
  rememberPageLanguage();
  return authPost<unknown>('/sign-up/email', {
    ...input,
    callbackURL: input.callbackURL ?? '/login?verified=1',
  });
};

export const signOut = () => authPost<unknown>('/sign-out', {});

export const requestPasswordReset = (email: string) =>
  authPost<{ message?: string }>('/request-password-reset', { email, redirectTo: '/reset-password' });

export const resetPassword = (token: string, newPassword: string) =>
  authPost<unknown>('/reset-password', { token, newPassword });

// The mutations behind the auth forms. Each form shows its own failures (an alert, field errors,
// sometimes a toast), so the global error toast stays out of them: `handlesErrors`.

/** Signs in, then reads the session again before anything else uses it. */
export function useSignIn() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (values: SignIn) => {
      await signIn(values);
      await refreshSession();
    },
    meta: { handlesErrors: true },
  });
}

export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { handlesErrors: true } });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
    meta: { handlesErrors: true },
  });

/** The forgot-password form has no alert of its own: a failure is the global error toast. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/**
 * Sign-in of the admin and manufacturer entry pages: signs in, reads the session from the server,
 * and lets the page decide; a refusal signs the user out again and fails with the reason.
 */
export function usePanelSignIn(
  /** Returns an error message to sign out and show, or undefined when the page navigated on. */
  decide: (session: SessionView | null) => string | undefined,
) {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: async (values: SignIn) => {
      await signIn(values);
      const session = await refreshSession();
      const refusal = decide(session);
      if (refusal) {
        await signOut().catch(() => {});
        await refreshSession();
        throw new Error(refusal);
      }
    },
    meta: { handlesErrors: true },
  });
}

/** Storefront 2.1: after sign-out the user is sent to /login (the server records user_logout). */
export function useSignOut(redirectTo = '/login') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      queryClient.removeQueries();
      queryClient.setQueryData(sessionQueryKey, null);
      toast.success('Logged out successfully');
      navigate(redirectTo);
    } catch {
      toast.error('Failed to log out');
    }
  };
}
