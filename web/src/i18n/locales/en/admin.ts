/** Texts of the back office, loaded with its bundle. */
const admin = {};

export default admin;
