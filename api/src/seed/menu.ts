import type { Tx } from '../db/client';
import { categories, comboChoices, menuItemOptions, menuItems } from '../modules/menu/menu.tables';

/** Menu categories in the order the menu shows them (Sandwiches and Drinks lead anyway). */
export const DEMO_CATEGORIES = [
  'Sandwiches',
  'Drinks',
  'Combo Meals',
  'Pizza al taglio',
  'Pasta',
  'Fritti',
  'Dolci',
  'Sauces & extras',
] as const;
type CategoryName = (typeof DEMO_CATEGORIES)[number];

interface DemoOption {
  name: string;
  value: string;
  priceAddCents: number;
}

interface DemoItem {
  category: CategoryName;
  name: string;
  description: string;
  priceCents: number;
  image: string;
  available?: boolean;
  featured?: boolean;
  barMenu?: boolean;
  isVegetarian?: boolean;
  isVegan?: boolean;
  isGlutenFree?: boolean;
  hideImage?: boolean;
  tags?: string[];
  /** VAT as a fraction; food and soft drinks 9 %, alcohol 21 % (Dutch rates). */
  taxRate?: string;
  preparationTime?: number;
  nutritionInfo?: string;
  options?: DemoOption[];
  isComboMeal?: boolean;
  drinkPriceModifiers?: Record<string, number>;
}

const img = (name: string) => `/images/menu/${name}.svg`;
const EXTRA_MOZZARELLA: DemoOption = {
  name: 'Extras',
  value: 'Extra mozzarella',
  priceAddCents: 100,
};
const GLUTEN_FREE_BREAD: DemoOption = {
  name: 'Bread',
  value: 'Gluten-free bread',
  priceAddCents: 150,
};

/** Drinks that cost extra in a combo meal, in cents; the combo drink choices agree. */
export const COMBO_DRINK_SURCHARGES_CENTS = { Beer: 100, 'Red Bull': 100 } as const;

export const DEMO_MENU: readonly DemoItem[] = [
  {
    category: 'Sandwiches',
    name: 'Panino Porchetta',
    description:
      'Slow-roasted pork belly with fennel and rosemary, salsa verde and rocket in a crusty ciabatta.',
    priceCents: 895,
    image: img('panino'),
    featured: true,
    barMenu: true,
    tags: ['bestseller'],
    preparationTime: 8,
    nutritionInfo: 'About 720 kcal',
    options: [EXTRA_MOZZARELLA, { name: 'Extras', value: 'Extra porchetta', priceAddCents: 250 }],
  },
  {
    category: 'Sandwiches',
    name: 'Panino Caprese',
    description:
      'Buffalo mozzarella, vine tomatoes, fresh basil and basil pesto on olive-oil focaccia.',
    priceCents: 795,
    image: img('panino'),
    barMenu: true,
    isVegetarian: true,
    tags: ['vegetarian'],
    preparationTime: 6,
    nutritionInfo: 'About 610 kcal',
    options: [EXTRA_MOZZARELLA, GLUTEN_FREE_BREAD],
  },
  {
    category: 'Sandwiches',
    name: 'Panino Mortadella & Pistacchio',
    description:
      'Mortadella di Bologna, creamy stracciatella and crushed Bronte pistachios on focaccia.',
    priceCents: 875,
    image: img('panino'),
    featured: true,
    barMenu: true,
    preparationTime: 6,
    nutritionInfo: 'About 680 kcal',
    options: [GLUTEN_FREE_BREAD],
  },
  {
    category: 'Sandwiches',
    name: 'Panino Prosciutto e Burrata',
    description: 'Parma ham aged 18 months, a whole burrata, rocket and a drizzle of olive oil.',
    priceCents: 925,
    image: img('panino'),
    preparationTime: 6,
    options: [GLUTEN_FREE_BREAD],
  },
  {
    category: 'Sandwiches',
    name: 'Panino Milanese',
    description:
      'Crisp breaded chicken cutlet, lemon mayonnaise, little gem and tomato in ciabatta.',
    priceCents: 895,
    image: img('panino'),
    barMenu: true,
    preparationTime: 10,
    nutritionInfo: 'About 760 kcal',
    options: [EXTRA_MOZZARELLA],
  },
  {
    category: 'Sandwiches',
    name: 'Piadina Verdure Grigliate',
    description:
      'Warm flatbread with grilled courgette, aubergine and peppers, chickpea cream and rocket.',
    priceCents: 795,
    image: img('piadina'),
    isVegetarian: true,
    isVegan: true,
    tags: ['vegan'],
    preparationTime: 7,
    nutritionInfo: 'About 540 kcal',
  },
  {
    category: 'Sandwiches',
    name: 'Panino Senza Glutine Crudo',
    description:
      'Parma ham, mozzarella and sun-dried tomatoes on gluten-free bread, toasted on a clean grill.',
    priceCents: 950,
    image: img('panino'),
    isGlutenFree: true,
    tags: ['gluten-free'],
    preparationTime: 8,
  },
  {
    category: 'Drinks',
    name: 'Peroni Nastro Azzurro 33 cl',
    description:
      'Crisp Italian lager, ice cold. Beer, 5.1 % vol. Served to guests aged 18 and over.',
    priceCents: 450,
    image: img('beer'),
    barMenu: true,
    isVegetarian: true,
    isVegan: true,
    tags: ['beer', 'alcohol', '18+'],
    taxRate: '0.210',
    preparationTime: 1,
  },
  {
    category: 'Drinks',
    name: 'Red Bull 250 ml',
    description: 'The energy drink, chilled.',
    priceCents: 375,
    image: img('can'),
    barMenu: true,
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 1,
  },
  {
    category: 'Drinks',
    name: 'Coca-Cola 33 cl',
    description: 'Classic or Zero, chilled.',
    priceCents: 300,
    image: img('can'),
    barMenu: true,
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 1,
    options: [
      { name: 'Type', value: 'Classic', priceAddCents: 0 },
      { name: 'Type', value: 'Zero', priceAddCents: 0 },
    ],
  },
  {
    category: 'Drinks',
    name: 'San Pellegrino Aranciata 33 cl',
    description: 'Sparkling Sicilian orange soda.',
    priceCents: 325,
    image: img('soda'),
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 1,
  },
  {
    category: 'Drinks',
    name: 'Mineral water 50 cl',
    description: 'Still or sparkling.',
    priceCents: 275,
    image: img('water'),
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 1,
    options: [
      { name: 'Type', value: 'Still', priceAddCents: 0 },
      { name: 'Type', value: 'Sparkling', priceAddCents: 0 },
    ],
  },
  {
    category: 'Drinks',
    name: 'Espresso',
    description: 'A short, dark roast from a Neapolitan roastery.',
    priceCents: 250,
    image: img('coffee'),
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 2,
  },
  {
    category: 'Drinks',
    name: 'Cappuccino',
    description: 'Espresso with steamed milk and a thick foam.',
    priceCents: 350,
    image: img('coffee'),
    isVegetarian: true,
    isGlutenFree: true,
    preparationTime: 3,
    options: [{ name: 'Milk', value: 'Oat milk', priceAddCents: 50 }],
  },
  {
    category: 'Combo Meals',
    name: 'Combo Panino',
    description: 'Any panino with a drink and a dip of your choice. Beer or Red Bull add € 1,00.',
    priceCents: 1250,
    image: img('combo'),
    featured: true,
    barMenu: true,
    isComboMeal: true,
    drinkPriceModifiers: { ...COMBO_DRINK_SURCHARGES_CENTS },
    tags: ['combo', 'best value'],
    preparationTime: 10,
  },
  {
    category: 'Pizza al taglio',
    name: 'Margherita slice',
    description: 'Roman-style pizza by the slice: San Marzano tomato, fior di latte, basil.',
    priceCents: 450,
    image: img('pizza'),
    featured: true,
    barMenu: true,
    isVegetarian: true,
    tags: ['vegetarian'],
    preparationTime: 5,
    nutritionInfo: 'About 380 kcal per slice',
    options: [EXTRA_MOZZARELLA],
  },
  {
    category: 'Pizza al taglio',
    name: 'Diavola slice',
    description: 'Tomato, fior di latte and spicy salame from Calabria.',
    priceCents: 520,
    image: img('pizza'),
    barMenu: true,
    tags: ['spicy'],
    preparationTime: 5,
    options: [EXTRA_MOZZARELLA],
  },
  {
    category: 'Pizza al taglio',
    name: 'Marinara slice',
    description: 'Tomato, garlic, oregano and extra-virgin olive oil. No cheese.',
    priceCents: 400,
    image: img('pizza'),
    isVegetarian: true,
    isVegan: true,
    tags: ['vegan'],
    preparationTime: 5,
  },
  {
    category: 'Pizza al taglio',
    name: 'Funghi e Salsiccia slice',
    description: 'Fior di latte, roasted mushrooms and fennel sausage.',
    priceCents: 550,
    image: img('pizza'),
    preparationTime: 5,
  },
  {
    category: 'Pizza al taglio',
    name: 'Margherita slice, gluten-free',
    description: 'Our Margherita on a gluten-free base, baked on its own tray.',
    priceCents: 550,
    image: img('pizza'),
    isVegetarian: true,
    isGlutenFree: true,
    tags: ['gluten-free', 'vegetarian'],
    preparationTime: 8,
  },
  {
    category: 'Pasta',
    name: "Rigatoni all'Amatriciana",
    description: 'Guanciale, San Marzano tomato, a hint of chilli and Pecorino Romano.',
    priceCents: 1195,
    image: img('pasta'),
    preparationTime: 12,
    nutritionInfo: 'About 830 kcal',
  },
  {
    category: 'Pasta',
    name: 'Tagliatelle al Ragù',
    description: 'Fresh egg tagliatelle with a beef and pork ragù slow-cooked for six hours.',
    priceCents: 1250,
    image: img('pasta'),
    preparationTime: 12,
    options: [{ name: 'Extras', value: 'Extra Parmigiano', priceAddCents: 100 }],
  },
  {
    category: 'Pasta',
    name: "Penne all'Arrabbiata",
    description: 'Penne in a fiery tomato, garlic and chilli sauce with parsley.',
    priceCents: 1050,
    image: img('pasta'),
    isVegetarian: true,
    isVegan: true,
    tags: ['vegan', 'spicy'],
    preparationTime: 10,
  },
  {
    category: 'Pasta',
    name: 'Gnocchi al Pesto',
    description: 'Potato gnocchi with Genovese basil pesto, green beans and toasted pine nuts.',
    priceCents: 1150,
    image: img('pasta'),
    isVegetarian: true,
    tags: ['vegetarian'],
    preparationTime: 10,
    options: [{ name: 'Extras', value: 'Extra Parmigiano', priceAddCents: 100 }],
  },
  {
    category: 'Pasta',
    name: 'Pasta al Pomodoro, gluten-free',
    description: 'Gluten-free spaghetti with tomato, basil and olive oil, cooked in fresh water.',
    priceCents: 1095,
    image: img('pasta'),
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    tags: ['gluten-free', 'vegan'],
    preparationTime: 12,
  },
  {
    category: 'Fritti',
    name: 'Arancini al Ragù (2)',
    description: 'Sicilian rice balls filled with ragù, peas and mozzarella, fried golden.',
    priceCents: 650,
    image: img('arancini'),
    featured: true,
    barMenu: true,
    preparationTime: 6,
  },
  {
    category: 'Fritti',
    name: 'Arancini Cacio e Pepe (2)',
    description: 'Rice balls with Pecorino Romano and cracked black pepper.',
    priceCents: 650,
    image: img('arancini'),
    barMenu: true,
    isVegetarian: true,
    tags: ['vegetarian'],
    preparationTime: 6,
  },
  {
    category: 'Fritti',
    name: 'Supplì (2)',
    description: 'Roman fried rice croquettes with tomato and a molten mozzarella heart.',
    priceCents: 600,
    image: img('arancini'),
    barMenu: true,
    isVegetarian: true,
    preparationTime: 6,
  },
  {
    category: 'Fritti',
    name: 'Patatine al Rosmarino',
    description: 'Crisp fries with rosemary and sea salt, fried in a dedicated gluten-free fryer.',
    priceCents: 395,
    image: img('fries'),
    barMenu: true,
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    tags: ['vegan', 'gluten-free'],
    preparationTime: 5,
  },
  {
    category: 'Fritti',
    name: "Olive all'Ascolana (6)",
    description: 'Green olives stuffed with seasoned meat, breaded and fried.',
    priceCents: 550,
    image: img('arancini'),
    preparationTime: 6,
  },
  {
    category: 'Dolci',
    name: 'Tiramisù',
    description: 'Savoiardi soaked in espresso, mascarpone cream and cocoa. Made every morning.',
    priceCents: 595,
    image: img('tiramisu'),
    featured: true,
    isVegetarian: true,
    tags: ['vegetarian', 'homemade'],
    preparationTime: 2,
  },
  {
    category: 'Dolci',
    name: 'Cannolo Siciliano',
    description: 'A crisp shell filled to order with sweet ricotta, chocolate and candied orange.',
    priceCents: 450,
    image: img('cannolo'),
    isVegetarian: true,
    preparationTime: 2,
  },
  {
    category: 'Dolci',
    name: 'Panna Cotta ai Frutti di Bosco',
    description: 'Vanilla panna cotta with a forest-berry compote.',
    priceCents: 525,
    image: img('tiramisu'),
    isVegetarian: true,
    isGlutenFree: true,
    tags: ['gluten-free'],
    preparationTime: 2,
  },
  {
    category: 'Dolci',
    name: 'Panettone slice',
    description: 'Milanese Christmas bread with raisins and candied citrus. Back in December.',
    priceCents: 450,
    image: img('cannolo'),
    available: false,
    isVegetarian: true,
    tags: ['seasonal'],
    preparationTime: 2,
  },
  {
    category: 'Sauces & extras',
    name: 'Aioli',
    description: 'Garlic mayonnaise.',
    priceCents: 75,
    image: img('sauce'),
    hideImage: true,
    barMenu: true,
    isVegetarian: true,
    isGlutenFree: true,
    preparationTime: 0,
  },
  {
    category: 'Sauces & extras',
    name: 'Spicy Calabrian mayo',
    description: "Mayonnaise with Calabrian 'nduja-style chilli.",
    priceCents: 75,
    image: img('sauce'),
    hideImage: true,
    barMenu: true,
    isVegetarian: true,
    isGlutenFree: true,
    tags: ['spicy'],
    preparationTime: 0,
  },
  {
    category: 'Sauces & extras',
    name: 'Pesto mayo',
    description: 'Basil pesto folded through mayonnaise.',
    priceCents: 75,
    image: img('sauce'),
    hideImage: true,
    isVegetarian: true,
    isGlutenFree: true,
    preparationTime: 0,
  },
  {
    category: 'Sauces & extras',
    name: 'Ketchup',
    description: 'Tomato ketchup.',
    priceCents: 50,
    image: img('sauce'),
    hideImage: true,
    isVegetarian: true,
    isVegan: true,
    isGlutenFree: true,
    preparationTime: 0,
  },
  {
    category: 'Sauces & extras',
    name: 'Parmigiano Reggiano, grated',
    description: 'A generous spoon of Parmigiano aged 24 months.',
    priceCents: 100,
    image: img('sauce'),
    hideImage: true,
    isVegetarian: true,
    isGlutenFree: true,
    preparationTime: 0,
  },
];

/**
 * What a combo meal can be built from; drink surcharges in cents. `soldAs` names the menu item
 * a choice is when sold on its own (sandwiches and sauces go by their own names): its price and
 * rate weigh in the combo's VAT key, so a combo's beer is taxed at 21 %.
 */
export const DEMO_COMBO_CHOICES = {
  sandwich: [
    'Panino Porchetta',
    'Panino Caprese',
    'Panino Mortadella & Pistacchio',
    'Panino Milanese',
    'Piadina Verdure Grigliate',
  ],
  drink: [
    { name: 'Coca-Cola', surchargeCents: 0, soldAs: 'Coca-Cola 33 cl' },
    { name: 'Coca-Cola Zero', surchargeCents: 0, soldAs: 'Coca-Cola 33 cl' },
    {
      name: 'San Pellegrino Aranciata',
      surchargeCents: 0,
      soldAs: 'San Pellegrino Aranciata 33 cl',
    },
    { name: 'Mineral water', surchargeCents: 0, soldAs: 'Mineral water 50 cl' },
    {
      name: 'Beer',
      surchargeCents: COMBO_DRINK_SURCHARGES_CENTS.Beer,
      soldAs: 'Peroni Nastro Azzurro 33 cl',
    },
    {
      name: 'Red Bull',
      surchargeCents: COMBO_DRINK_SURCHARGES_CENTS['Red Bull'],
      soldAs: 'Red Bull 250 ml',
    },
  ],
  sauce: ['Aioli', 'Spicy Calabrian mayo', 'Pesto mayo', 'Ketchup'],
} as const;

export async function seedMenu(tx: Tx): Promise<void> {
  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((name, i) => ({ name, sortOrder: i + 1 })))
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

  const itemId = new Map<string, number>();
  for (const { category, options, ...item } of DEMO_MENU) {
    const [row] = await tx
      .insert(menuItems)
      .values({ ...item, categoryId: categoryId.get(category)! })
      .returning({ id: menuItems.id });
    itemId.set(item.name, row!.id);
    if (options?.length) {
      await tx
        .insert(menuItemOptions)
        .values(options.map((o, i) => ({ ...o, menuItemId: row!.id, sortOrder: i })));
    }
  }
  const soldAs = (name: string) => {
    const id = itemId.get(name);
    if (id === undefined) throw new Error(`a combo choice names an unknown menu item: ${name}`);
    return id;
  };

  await tx.insert(comboChoices).values([
    ...DEMO_COMBO_CHOICES.sandwich.map((name, i) => ({
      kind: 'sandwich' as const,
      name,
      sortOrder: i,
      menuItemId: soldAs(name),
    })),
    ...DEMO_COMBO_CHOICES.drink.map(({ soldAs: item, ...d }, i) => ({
      kind: 'drink' as const,
      ...d,
      sortOrder: i,
      menuItemId: soldAs(item),
    })),
    ...DEMO_COMBO_CHOICES.sauce.map((name, i) => ({
      kind: 'sauce' as const,
      name,
      sortOrder: i,
      menuItemId: soldAs(name),
    })),
  ]);
}
