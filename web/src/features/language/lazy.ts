/** A signed-in customer's profile language, applied by the header's signed-in part. */
export { useProfileLanguage } from './use-profile-language';
