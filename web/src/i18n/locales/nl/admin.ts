import type en from '../en/admin';
import type { Translation } from '../types';

const admin: Translation<typeof en> = {};

export default admin;
