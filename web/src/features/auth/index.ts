export {
  forgetSignedInUser,
  setSignedInUser,
  useAdminLoginMutation,
  useUser,
  userQuery,
} from './api';
export {
  adminLoginError,
  driverLoginErrorMessage,
  driverRegistrationErrorMessage,
} from './auth-messages';
export {
  isAdminPath,
  isDriverPath,
  rememberRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './auth-redirects';
export { RequireAuth } from './components/require-auth';
export { useLogout } from './use-logout';
