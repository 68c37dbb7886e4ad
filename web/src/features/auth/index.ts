export {
  forgetSignedInUser,
  setSignedInUser,
  useAdminLoginMutation,
  useUser,
  userQuery,
} from './api';
export {
  isAdminPath,
  isDriverPath,
  rememberRedirectAfterLogin,
  takeRedirectAfterLogin,
} from './auth-redirects';
export { RequireAuth } from './components/require-auth';
export { useLogout } from './use-logout';
