// Spec 1 §5 (validation) and §8 (error catalogue), byte for byte.

export const loginValidation = {
  emailRequired: 'Please enter your email address',
  passwordTooShort: 'Password must be at least 8 characters long',
} as const;

export const registerValidation = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  verifyPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  agreementRequired: 'You must agree to the Terms and Conditions',
  fixErrorsBanner: 'Please fix the errors below:',
} as const;

/**
 * DECISIONS D16: an address refused at sign-up, at an e-mail change and as a transfer's recipient because
 * it mixes scripts or looks like another account's address (Unicode TR39). Not a spec text.
 */
export const emailAddressMessages = {
  lookalike:
    'This address mixes alphabets or looks like another address; use the address exactly as your provider shows it.',
} as const;

export const codeValidation = {
  codeRequired: 'Please enter a verification code',
  otpRequired: 'Please enter the OTP.',
} as const;

export const loginErrors = {
  emailNotFound: 'Email not found. Please check your email or sign up.',
  invalidPassword: 'Invalid password. Please try again.',
  authenticationFailedFallback: 'Authentication failed',
} as const;

/** Server `detail` texts the login mapping recognises (spec 1 §8, DECISIONS D8). */
export const loginServerDetails = {
  noActiveAccount: 'No active account found with the given credentials',
  invalidPassword: 'Invalid password',
} as const;

export const httpErrors = {
  forbidden: 'Forbidden: You do not have permission to perform this action.',
  tooManyRequests: 'Too Many Requests: Please try again later.',
  serverError: 'Server Error: Please try again later.',
  fallback: 'An error occurred',
  // Not in the spec: the spec's client has a 10 s timeout but names no text for it or for a lost connection.
  timeout: 'Request timed out: Please check your connection and try again.',
  network: 'Network error: Please check your connection and try again.',
} as const;

export const sessionMessages = {
  noRefreshToken: 'No refresh token available. Please log in again.',
  noAuthToken: 'No authentication token found. Please log in.',
  invalidOrExpiredToken: 'Invalid or expired token. Please log in again.',
  invalidToken: 'Invalid token detected. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
  logoutFailed: 'Logout failed, but you have been signed out.',
} as const;

export const signupMessages = {
  signupFailed: 'Signup failed.',
  registrationFailed: 'Registration failed. Please try again.',
  otpVerificationFailed: 'OTP verification failed.',
  verificationFailed: 'Verification failed. Please try again.',
  resendCodeFailed: 'Failed to resend code. Please try again.',
  resendOtpFailed: 'Failed to resend OTP. Please try again.',
  authErrorAfterVerification: 'Authentication error after verification',
  missingRefreshToken: 'Authentication error: missing refresh token',
  authenticationFailed: 'Authentication failed. Please try again.',
  newOtpSent: 'A new OTP has been sent to your email.',
  notificationFailed: 'Failed to send Formspree notification',
} as const;

export const forgotPasswordMessages = {
  requestFailed: 'Failed to send reset request. Please try again.',
  // The spec repeats these two sign-up texts in the forgot-password catalogue.
  verificationFailed: signupMessages.verificationFailed,
  resendFailed: signupMessages.resendOtpFailed,
  codeSent: 'A verification code has been sent to your email.',
  newCodeSent: 'A new verification code has been sent to your email.',
  otpVerified: 'OTP verified. You can now set a new password.',
} as const;
