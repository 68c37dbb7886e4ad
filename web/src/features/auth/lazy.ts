/** The sign-in forms' error texts, for the back office's and the driver portal's sign-in pages. */
export {
  adminLoginError,
  driverLoginErrorMessage,
  driverRegistrationErrorMessage,
} from './sign-in-messages';
