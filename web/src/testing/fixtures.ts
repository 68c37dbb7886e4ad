import {
  DEFAULT_PRICING_FEES,
  type Category,
  type MenuItem,
  type MerchandiseItem,
  type MerchandiseOrder,
  type OrderingStatus,
  type Review,
  type Settings,
} from '@shop/contracts';

let nextId = 1000;

export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    description: 'Freshly made in our kitchen',
    price: 8.5,
    image: `/images/menu/${id}.jpg`,
    categoryId: 1,
    available: true,
    featured: false,
    nutritionInfo: null,
    tebiId: null,
    preparationTime: 10,
    quantityPerOrder: 1,
    isVegetarian: false,
    isVegan: false,
    isGlutenFree: false,
    hideImage: false,
    tags: '[]',
    taxRate: 0.09,
    barMenu: false,
    isComboMeal: false,
    comboOptions: null,
    drinkPriceModifiers: null,
    options: [],
    ...overrides,
  };
}

export const category = (id: number, name: string, sortOrder = id): Category => ({
  id,
  name,
  sortOrder,
});

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: nextId++,
    customer_name: 'Maria van Dijk',
    rating: 5,
    review_text: 'The best panini in Amsterdam.',
    source: 'google',
    created_at: '2026-03-14T18:30:00.000Z',
    ...overrides,
  };
}

export const allOrderingOn: OrderingStatus = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

export function merchandiseItem(overrides: Partial<MerchandiseItem> = {}): MerchandiseItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Merch ${id}`,
    description: 'Printed in Amsterdam',
    price: 24.95,
    image: `/images/merchandise/${id}.svg`,
    category: 'T-Shirt',
    available: true,
    ...overrides,
  };
}

export function merchandiseOrder(overrides: Partial<MerchandiseOrder> = {}): MerchandiseOrder {
  return {
    id: 42,
    createdAt: '2026-03-14T18:30:00.000Z',
    status: 'processing',
    paymentStatus: 'paid',
    customerName: 'Maria van Dijk',
    customerEmail: 'maria@example.com',
    customerPhone: '+31 6 12345678',
    addressLine1: 'Prinsengracht 263',
    addressLine2: '',
    city: 'Amsterdam',
    state: '',
    postalCode: '1016 GV',
    country: 'Netherlands',
    shippingMethod: 'Standard Shipping (3-5 business days)',
    additionalInfo: '',
    items: [{ merchandiseId: 5, name: 'Logo T-Shirt', quantity: 2, price: 22.95, total: 45.9 }],
    totalAmount: 45.9,
    vatAmount: 7.97,
    shippingCost: 5.95,
    grandTotal: 51.85,
    ...overrides,
  };
}

const weekday = { open: '11:00', close: '22:00' };
/** Open 11-22 on weekdays, 12-23 on Saturday and 12-21 on Sunday. */
export const WEEK_HOURS: Record<string, { open: string; close: string } | null> = {
  Monday: weekday,
  Tuesday: weekday,
  Wednesday: weekday,
  Thursday: weekday,
  Friday: weekday,
  Saturday: { open: '12:00', close: '23:00' },
  Sunday: { open: '12:00', close: '21:00' },
};

/** The restaurant's settings as GET /api/settings answers them. */
export const shopSettings = (hours = WEEK_HOURS): Settings => ({
  address: 'Ferdinand Bolstraat 10\n1072 LJ Amsterdam',
  phone: '+31 20 123 4567',
  email: 'office@example.com',
  fees: DEFAULT_PRICING_FEES,
  openingHours: JSON.stringify(hours),
});
