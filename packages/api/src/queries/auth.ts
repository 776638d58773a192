import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgotPasswordMessages, httpErrors, signupMessages } from '@tp/messages';
import { call } from '../http/call';
import { sendDeviceIdWith } from '../http/deviceIdMiddleware';
import { ApiError } from '../http/apiError';
import { withCodeChallenge } from './codeChallenge';
import { storeProfileForDisplayName } from './displayName';
import { useApiClients } from '../react/ApiProvider';
import type { ApiClients } from '../client';
import type { components } from '../schema.gen';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

async function storeSignIn(
  clients: ApiClients,
  data: Pick<
    components['schemas']['TokenPairResponse'],
    'access_token' | 'refresh_token' | 'username'
  >,
  /** What the password step knew; null after a passkey sign-in, which leaves the remembered e-mail alone. */
  remember: Pick<LoginInput, 'email' | 'rememberMe'> | null,
) {
  const { session } = clients;
  session.signIn({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    username: data.username,
  });
  await storeProfileForDisplayName(clients);
  if (!remember) return;
  session.rememberEmail(remember.rememberMe ? remember.email : null);
}

/** Spec 1 §4 sign in: store both tokens and the username, remember or forget the e-mail. */
export async function login(clients: ApiClients, input: LoginInput) {
  const { email, password } = input;
  sendDeviceIdWith(clients);
  const data = await call(clients.api.POST('/auth/login/', { body: { email, password } }), 'login');
  await storeSignIn(clients, data, input);
  return data;
}

export function useLoginMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(clients, input),
    // Before, not after: login() stores the session (and the guard opens /dashboard) before it resolves,
    // so clearing on success would drop the landing page's queries in flight.
    onMutate: () => queryClient.clear(),
  });
}

/** D15: the password was right and a second factor is on; the sign-in waits for its code. */
export type SecondFactorMethod = 'totp' | 'backup_code' | 'passkey';

export interface SecondFactorChallenge {
  challenge: string;
  /** What the account can finish with: its authenticator app (and backup codes), a passkey, or both. */
  methods: SecondFactorMethod[];
}

export function secondFactorChallengeOf(error: unknown): SecondFactorChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'second_factor_required') return null;
  const { challenge, methods } = error.body as { challenge?: unknown; methods?: unknown };
  if (typeof challenge !== 'string') return null;
  const known = ['totp', 'backup_code', 'passkey'];
  const listed = Array.isArray(methods)
    ? methods.filter((method): method is SecondFactorMethod => known.includes(String(method)))
    : [];
  return { challenge, methods: listed.length > 0 ? listed : ['totp', 'backup_code'] };
}

export interface SecondFactorInput {
  challenge: string;
  /** The authenticator app's 6 digits or a backup code. */
  code: string;
}

export type SignedInAnswer = components['schemas']['TokenPairResponse'];

/**
 * D15: checks the second factor. The session is not stored yet: after a backup code the page first
 * says how many remain, then calls `completeSignIn`.
 */
export function verifySecondFactor(clients: ApiClients, input: SecondFactorInput) {
  sendDeviceIdWith(clients);
  return call(
    clients.api.POST('/auth/login/second-factor/', {
      body: { challenge: input.challenge, authentication_code: input.code },
    }),
  );
}

/** Stores a sign-in's tokens and remembers (or forgets) the e-mail, like `login` does. */
export const completeSignIn = storeSignIn;

export function useVerifySecondFactorMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecondFactorInput) => verifySecondFactor(clients, input),
    onMutate: () => queryClient.clear(),
  });
}

/**
 * An answer whose body names no message gets the operation's own spec §8 text instead of the generic
 * "An error occurred" (e.g. an empty 400 on sign-up reads "Signup failed.").
 */
async function withFallback<T>(pending: Promise<T>, fallback: string): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.message === httpErrors.fallback)
      throw new ApiError(fallback, 'http', error.status, error.body);
    throw error;
  }
}

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
  verify_password: string;
}

export interface EmailInput {
  email: string;
}

export interface EmailCodeInput {
  email: string;
  otp: string;
}

export interface ResetPasswordInput {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

/** Spec 1 §4 registration: the server answers with a message and e-mails a code (D1). */
export function signup({ api }: ApiClients, input: SignupInput) {
  return withFallback(
    call(api.POST('/auth/signup/', { body: input })),
    signupMessages.signupFailed,
  );
}

/**
 * Spec 1 §4: a verified code signs the user in. Without both tokens nothing is stored and the
 * spec's "Authentication error" texts explain why.
 */
export async function verifySignupCode(clients: ApiClients, { email, otp }: EmailCodeInput) {
  sendDeviceIdWith(clients);
  const data: Partial<Record<'message' | 'access_token' | 'refresh_token' | 'username', unknown>> =
    await withFallback(
      call(clients.api.POST('/auth/signup/verify-otp/', { body: { email, otp } })),
      signupMessages.otpVerificationFailed,
    );
  const accessToken = nonEmpty(data.access_token);
  const refreshToken = nonEmpty(data.refresh_token);
  const username = nonEmpty(data.username);
  if (!accessToken || !username)
    throw new ApiError(signupMessages.authErrorAfterVerification, 'session');
  if (!refreshToken) throw new ApiError(signupMessages.missingRefreshToken, 'session');
  clients.session.signIn({ accessToken, refreshToken, username });
  await storeProfileForDisplayName(clients);
  return { message: nonEmpty(data.message) ?? '', username };
}

export function resendSignupCode({ api }: ApiClients, { email }: EmailInput) {
  return withFallback(
    call(api.POST('/auth/signup/resend-otp/', { body: { email } })),
    signupMessages.resendCodeFailed,
  );
}

/** Spec 1 §4 forgot password, step 1: the server e-mails a code. */
export function requestPasswordReset({ api }: ApiClients, { email }: EmailInput) {
  return withFallback(
    call(api.POST('/auth/forgot-password/request-forgot-password/', { body: { email } })),
    forgotPasswordMessages.requestFailed,
  );
}

export function verifyPasswordResetCode({ api }: ApiClients, { email, otp }: EmailCodeInput) {
  return withFallback(
    call(api.POST('/auth/forgot-password/verify-otp/', { body: { email, otp } })),
    forgotPasswordMessages.verificationFailed,
  );
}

export function resendPasswordResetCode({ api }: ApiClients, { email }: EmailInput) {
  return withFallback(
    call(api.POST('/auth/forgot-password/resend-otp/', { body: { email } })),
    forgotPasswordMessages.resendFailed,
  );
}

/** D5: the verified code sets the new password once; every session of the account ends. */
export function resetPassword(
  { api }: ApiClients,
  { email, otp, newPassword, confirmPassword }: ResetPasswordInput,
) {
  return call(
    api.POST('/auth/forgot-password/reset-password/', {
      body: { email, otp, new_password: newPassword, confirm_password: confirmPassword },
    }),
  );
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function useSignupMutation() {
  const clients = useApiClients();
  return useMutation({
    mutationFn: (input: SignupInput) => signup(clients, input).then(withCodeChallenge),
  });
}

export function useVerifySignupCodeMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailCodeInput) => verifySignupCode(clients, input),
    // Before, not after: see useLoginMutation.
    onMutate: () => queryClient.clear(),
  });
}

export function useResendSignupCodeMutation() {
  const clients = useApiClients();
  return useMutation({
    mutationFn: (input: EmailInput) => resendSignupCode(clients, input).then(withCodeChallenge),
  });
}

export function useRequestPasswordResetMutation() {
  const clients = useApiClients();
  return useMutation({
    mutationFn: (input: EmailInput) => requestPasswordReset(clients, input).then(withCodeChallenge),
  });
}

export function useVerifyPasswordResetCodeMutation() {
  const clients = useApiClients();
  return useMutation({
    mutationFn: (input: EmailCodeInput) => verifyPasswordResetCode(clients, input),
  });
}

export function useResendPasswordResetCodeMutation() {
  const clients = useApiClients();
  return useMutation({
    mutationFn: (input: EmailInput) =>
      resendPasswordResetCode(clients, input).then(withCodeChallenge),
  });
}

export function useResetPasswordMutation() {
  const clients = useApiClients();
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(clients, input) });
}
