import type en from '../en/shop';
import type { Translation } from '../types';

const shop: Translation<typeof en> = {
  home: {},
};

export default shop;
