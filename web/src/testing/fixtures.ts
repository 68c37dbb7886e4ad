import type { Category, MenuItem, OrderingStatus, Review } from '@shop/contracts';

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
