import type { MenuItem, VatKeyPart } from '@shop/contracts';

/** A chosen option on a cart line; priceAdd (euros) is added per unit. */
export interface SelectedOption {
  id: number;
  name: string;
  value: string;
  priceAdd: number;
}

/**
 * A line of the food cart: a menu item (or merchandise added to the food order) and how many.
 * Only id, name, price and quantity are sure to be there: a cart restored from the reduced
 * fallback save carries nothing else.
 */
export interface CartItem extends Pick<MenuItem, 'id' | 'name' | 'price'> {
  quantity: number;
  image?: string | null;
  description?: string;
  categoryId?: number;
  available?: boolean;
  featured?: boolean;
  /** VAT rate as a fraction; 0.09 for food and 0.21 for merchandise when missing. */
  taxRate?: number;
  quantityPerOrder?: number;
  preparationTime?: number;
  isComboMeal?: boolean;
  selectedOptions?: SelectedOption[];
  /** The selected options' ids, sorted: part of what makes two lines the same. */
  optionsKey?: string;
  /** JSON text of { sandwich, drink, sauce } for combo meals. */
  comboSelections?: string;
  /** The combo's drink surcharges in euros by drink name (the menu item's own, if any). */
  drinkPriceModifiers?: Record<string, number> | null;
  /** A combo's VAT key (its parts' own prices and rates); the server splits the price the same. */
  vatKey?: VatKeyPart[];
  isMerchandise?: boolean;
  merchandiseCategory?: string;
}

/** What a caller hands to add(): the line without its quantity. */
export type NewCartItem = Omit<CartItem, 'quantity' | 'optionsKey'>;

/** The delivery address and zone held with the cart. */
export interface DeliveryInfo {
  address: {
    street: string;
    postalCode: string;
    city: string;
    state?: string;
    country: string;
    lat: number;
    lng: number;
  };
  zone: {
    id: number;
    name: string;
    /** Euros. */
    deliveryFee: number;
    /** Euros. */
    minimumOrderAmount?: number;
  };
}
