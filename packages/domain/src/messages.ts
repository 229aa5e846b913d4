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
} as const;

export const productVersion = '2.59.1';
