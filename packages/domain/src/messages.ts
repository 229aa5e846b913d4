/** User-facing texts of the spec, exactly (plain misspellings fixed, wording kept). */
export const messages = {
  invalidCredentials: 'Invalid username/password',
  accountExpired: 'Your account has expired!',
  accountDisabled: 'Your account has been disabled due to inactivity for security reasons!',
  accountLocked:
    "Account locked after too many failed login attempts! Please try again later, or contact the provider's support",
  loginServerError: "Oops! couldn't access server to authenticate",
  tooMuchData:
    'Error! Too much data to load results. Try reducing scope by changing date range or company code',
  unknownError: 'Oops. There was an error loading results. Please try again',
  tableLoadError: 'Error loading data. If problem persists please contact support.',
  chartLoadError: 'Error loading data for chart. If problem persists please contact support.',
  noResults: 'No results to show',
  loading: 'Loading...',
  notFound: 'No Match - There is no component defined for this route yet',
  somethingWentWrong: 'Oops! Something went wrong',
  registrationSuccess: 'Registration Successful! You can now login.',
  recaptchaError: 'Recaptcha error. Please refresh the screen and try again.',
  invalidPassword:
    'Invalid password, must be Minimum eight characters, and contain at least one UPPERCASE and lowercase letter, one number and one special character',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidMobile: 'Invalid mobile number!',
  activationExpired: 'This activation code has expired. Would you like a new code sent?',
  invalidActivation: 'Invalid code or incorrect password',
  activationReplaced:
    'This activation link was replaced by a newer one: use the link in the latest email we sent you, or ask for a new code.',
  mfaError: 'Error authenticating. Please Try again!',
  passcodeUsedUp:
    'Too many wrong codes: this code no longer works. Use Send a new code, then enter the new one.',
  passcodeExpired: 'This code has expired. Use Send a new code, then enter the new one.',
  /** Our own: the fifth wrong code of a sign-in ended it (issue 34). */
  secondFactorSignInAgain: 'Too many wrong codes: this sign-in has ended. Please sign in again.',
  /** Our own: the SMS passcodes one sign-in may send are used up. */
  smsSendsPerSignInUsed: 'No more codes can be sent for this sign-in. Please sign in again.',
  /** Our own: the SMS passcodes one account may receive in an hour are used up. */
  smsSendsPerAccountUsed: 'Too many codes were sent to this account. Please try again later.',
  mfaNotAvailable: '2-factor authentication is not available for your account',
  mfaConfirmError: 'Error confirming QR code. Please try again, or contact us.',
  mobileCheckError: 'Oops. Error checking your mobile number. Please try again.',
  registrationServerError:
    'Oops. There was a server error trying to register your account. Please try again.',
  activationServerError: 'Server error. Please try again.',
  mfaEnrolServerError: 'Server Error. Please try again',
  contactSent: 'Thank you! Message Sent.',
  contactSentDetail: 'We will be in touch shortly.',
  contactMessageRequired: 'Enter a message',
  noExtractionStatus: 'No extraction status data to show for selected system',
  kpiSelectParameters: 'Select/Enter Parameters above to display KPIs',
  kpiLoading: 'Loading ...',
  kpiNoData: 'No data for the selected parameters',
  kpiMissingInputs: 'To display select a value for FTEs, Total Yearly Cost, Users or Channels',
  kpiNoPeriodData: 'no data available for selected period',
  kpiChoiceHint: 'Please select user id(s) or channel(s)',
  priceIncreasesTitle: 'Recent price increases greater than 5%',
  loginLogHelp: 'this log shows each sign-in as it happens',
  /** Vendor VAT number check (spec 03 §2.6, §8). */
  noVendorsFound: 'No vendors were found',
  noVatCheckResults: 'No results for Vat No. check',
  detailLoadError: 'Error loading data',
  vatCheckUnavailable: 'The VAT number could not be checked now',
  /** Vendor statements (spec 03 §2.3, §5, §8). */
  statementFileRequired: 'You must choose a file',
  statementSentFromNameRequired: 'Sent from name is required',
  statementSentFromEmailInvalid: 'A valid Sent from email address is required',
  statementReceivedFromEmailInvalid: 'A valid received from email address is required',
  statementBusinessUnitRequired: 'Company Code/Country is required',
  statementDateRequired: 'Statement date is required',
  noStatements: 'No statements found for this Vendor',
  statementSaveError: 'Error saving upload. Try again. If problem persists, contact administrator',
  requestFileUploadError: 'Error uploading file. Please check file format and try again.',
  /** Our own texts (the spec names none for these). */
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  accountExists: 'An account with this email address already exists',
  resetTokenInvalid:
    'This password reset link is invalid or has already been used. Please request a new one.',
  resetTokenExpired: 'This password reset link has expired. Please request a new one.',
} as const;

/**
 * A throttled sign-in (429): too many attempts, and when to try again (from Retry-After). Not in the
 * spec, whose generic server error would tell a user with the right password nothing.
 */
export function tooManySignInAttempts(retryAfterSeconds: number | undefined): string {
  const wait =
    retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0
      ? 'in a minute'
      : retryAfterSeconds < 90
        ? `in ${Math.ceil(retryAfterSeconds)} second${Math.ceil(retryAfterSeconds) === 1 ? '' : 's'}`
        : `in ${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many sign-in attempts. Please try again ${wait}.`;
}

export const productVersion = '2.59.1';
