import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Category, MenuItem } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { allOrderingOn, category, menuItem } from '@/testing/fixtures';
import { mockApi, pending } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import MenuPage from './menu-page';

const sandwiches = category(1, 'Sandwiches', 5);
const drinks = category(2, 'Drinks', 6);
const pasta = category(3, 'Pasta', 1);
const desserts = category(4, 'Desserts', 2);

function renderMenu(
  items: MenuItem[],
  categories: Category[] = [sandwiches, drinks, pasta, desserts],
  featuredItems: MenuItem[] = [],
) {
  mockApi({
    '/api/menu': { items, featuredItems },
    '/api/categories': categories,
    '/api/ordering-status': allOrderingOn,
  });
  return renderWithProviders(<MenuPage />, { route: '/menu' });
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Menu items' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

/** The cards' names once all show: after the first few, they render in the background. */
async function shownCardNames() {
  const region = await screen.findByRole('region', { name: 'Menu items' });
  await within(region).findAllByRole('article');
  await waitFor(() => expect(within(region).queryAllByTestId('menu-item-skeleton')).toEqual([]));
  return cardNames();
}

beforeEach(() => {
  cartStore.clear();
  notifications.clean();
});
afterEach(() => vi.unstubAllGlobals());

describe('menu page', () => {
  it('shows the title and 8 skeleton cards while the menu loads', async () => {
    mockApi({ '/api/menu': pending, '/api/categories': pending, '/api/ordering-status': pending });
    renderWithProviders(<MenuPage />, { route: '/menu' });

    expect(screen.getByRole('heading', { name: 'Our Menu' })).toBeInTheDocument();
    expect(screen.getAllByTestId('menu-item-skeleton')).toHaveLength(8);
  });

  it('orders items Sandwiches, then Drinks, then category sortOrder, then name', async () => {
    renderMenu([
      menuItem({ name: 'Tiramisu', categoryId: desserts.id }),
      menuItem({ name: 'Lasagne', categoryId: pasta.id }),
      menuItem({ name: 'Cola', categoryId: drinks.id }),
      menuItem({ name: 'Panino Tonno', categoryId: sandwiches.id }),
      menuItem({ name: 'Carbonara', categoryId: pasta.id }),
      menuItem({ name: 'Focaccia Caprese', categoryId: sandwiches.id }),
    ]);

    expect(await shownCardNames()).toEqual([
      'Focaccia Caprese',
      'Panino Tonno',
      'Cola',
      'Carbonara',
      'Lasagne',
      'Tiramisu',
    ]);
  });

  it('never shows unavailable, nameless or negatively priced items', async () => {
    renderMenu([
      menuItem({ name: 'Margherita Panino' }),
      menuItem({ name: 'Sold Out Special', available: false }),
      menuItem({ name: '   ' }),
      menuItem({ name: 'Broken Price', price: -1 }),
    ]);

    expect(await shownCardNames()).toEqual(['Margherita Panino']);
    expect(screen.queryByText('Sold Out Special')).not.toBeInTheDocument();
    expect(screen.queryByText('Broken Price')).not.toBeInTheDocument();
  });

  it('filters by gluten free, vegetarian (vegan included) and category', async () => {
    const { user } = renderMenu([
      menuItem({ name: 'Panino Vegano', categoryId: sandwiches.id, isVegan: true }),
      menuItem({ name: 'Panino Caprese', categoryId: sandwiches.id, isVegetarian: true }),
      menuItem({ name: 'Panino Salame', categoryId: sandwiches.id }),
      menuItem({ name: 'Aranciata', categoryId: drinks.id, isGlutenFree: true }),
      menuItem({ name: 'Risotto', categoryId: pasta.id, isGlutenFree: true, isVegetarian: true }),
    ]);
    await screen.findByRole('region', { name: 'Menu items' });

    await user.click(screen.getByRole('button', { name: 'Gluten Free' }));
    expect(cardNames()).toEqual(['Aranciata', 'Risotto']);

    await user.click(screen.getByRole('button', { name: 'Vegetarian' }));
    expect(cardNames()).toEqual(['Panino Caprese', 'Panino Vegano', 'Risotto']);

    await user.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(cardNames()).toEqual(['Aranciata']);
    expect(screen.getByRole('button', { name: 'Drinks' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All Items' }));
    expect(cardNames()).toHaveLength(5);
  });

  it('shows at most 8 category buttons, only for categories with items, in menu order', async () => {
    const many = Array.from({ length: 10 }, (_, i) => category(10 + i, `Category ${10 + i}`, i));
    const empty = category(99, 'Nothing Here', -1);
    renderMenu(
      many.map((c) => menuItem({ categoryId: c.id })),
      [...many, empty],
    );
    await screen.findByRole('region', { name: 'Menu items' });

    const toolbar = screen.getByRole('toolbar', { name: 'Filter the menu' });
    const labels = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual([
      'All Items',
      'Gluten Free',
      'Vegetarian',
      ...many.slice(0, 8).map((c) => c.name),
    ]);
    expect(within(toolbar).getByRole('link', { name: 'Shop Merch' })).toHaveAttribute(
      'href',
      '/merchandise',
    );
  });

  it('shows the empty state with a way back to all items', async () => {
    const { user } = renderMenu([menuItem({ name: 'Panino Salame' })]);
    await screen.findByRole('region', { name: 'Menu items' });

    await user.click(screen.getByRole('button', { name: 'Gluten Free' }));
    expect(screen.getByText('No items found in this category')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View All Items' }));
    expect(cardNames()).toEqual(['Panino Salame']);
  });

  it('shows featured items above the list on All Items only', async () => {
    const featured = menuItem({ name: 'Chef Special', featured: true, isGlutenFree: false });
    const { user } = renderMenu(
      [featured, menuItem({ name: 'Risotto', isGlutenFree: true })],
      undefined,
      [featured],
    );

    const section = await screen.findByRole('region', { name: 'Featured Items' });
    expect(await within(section).findByRole('article', { name: 'Chef Special' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Gluten Free' }));
    expect(screen.queryByRole('region', { name: 'Featured Items' })).not.toBeInTheDocument();
  });

  it('loads the photos of the page’s first row at once and the others when scrolled near', async () => {
    const withPhoto = (name: string, featured = false) =>
      menuItem({ name, featured, isGlutenFree: !featured, image: `/images/${name}.svg` });
    const featured = [withPhoto('Chef Special', true), withPhoto('Lasagne', true)];
    const rest = Array.from({ length: 5 }, (_, i) => withPhoto(`Dish ${i + 1}`));
    const { user } = renderMenu([...featured, ...rest], undefined, featured);
    await shownCardNames();
    const featuredRow = screen.getByRole('region', { name: 'Featured Items' });
    const photo = (name: string) =>
      within(screen.getByRole('region', { name: 'Menu items' })).getByRole('img', { name });

    expect(within(featuredRow).getByRole('img', { name: 'Chef Special' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(within(featuredRow).getByRole('img', { name: 'Lasagne' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(photo('Chef Special')).toHaveAttribute('loading', 'lazy');
    expect(photo('Dish 1')).toHaveAttribute('loading', 'lazy');

    // Without the featured row, the list's first row is the top of the page.
    await user.click(screen.getByRole('button', { name: 'Gluten Free' }));
    await waitFor(() => expect(photo('Dish 1')).toHaveAttribute('loading', 'eager'));
    expect(photo('Dish 4')).toHaveAttribute('loading', 'eager');
    expect(photo('Dish 5')).toHaveAttribute('loading', 'lazy');
  });

  it('at a bar shows only the bar menu', async () => {
    sessionStorage.setItem('barMode', 'true');
    renderMenu([
      menuItem({ name: 'Supplì (2)', categoryId: 3, barMenu: true }),
      menuItem({ name: 'Gnocchi al Pesto', categoryId: 3, barMenu: false }),
    ]);

    expect(await shownCardNames()).toEqual(['Supplì (2)']);
  });

  it('shows the price in euros and the diet badges on a card', async () => {
    renderMenu([
      menuItem({
        name: 'Risotto',
        price: 8.5,
        isVegetarian: true,
        isVegan: true,
        isGlutenFree: true,
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Risotto' });

    expect(within(card).getByText('€ 8,50')).toBeInTheDocument();
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(card).getByText('Vegan')).toBeInTheDocument();
    expect(within(card).getByText('Gluten Free')).toBeInTheDocument();
  });

  it('shows a placeholder instead of a hidden image', async () => {
    renderMenu([menuItem({ name: 'Mayonnaise', hideImage: true, image: '/images/mayo.jpg' })]);
    const card = await screen.findByRole('article', { name: 'Mayonnaise' });

    expect(
      within(card).getByRole('img', { name: 'Image hidden for this condiment' }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Mayonnaise' })).not.toBeInTheDocument();
  });

  it('adds a plain item to the cart and says so', async () => {
    const item = menuItem({
      id: 7,
      name: 'Panino Porchetta',
      price: 9.5,
      image: '/images/porchetta.jpg',
      categoryId: sandwiches.id,
      taxRate: 0.09,
    });
    const { user } = renderMenu([item]);

    await user.click(await screen.findByRole('button', { name: 'Add Panino Porchetta to cart' }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(cartStore.getItems()).toEqual([
      {
        id: 7,
        name: 'Panino Porchetta',
        price: 9.5,
        image: '/images/porchetta.jpg',
        categoryId: sandwiches.id,
        taxRate: 0.09,
        quantity: 1,
      },
    ]);
  });

  it('opens the combo customiser for a combo meal instead of adding it', async () => {
    mockApi({
      '/api/menu': {
        items: [menuItem({ name: 'Combo Classico', isComboMeal: true })],
        featuredItems: [],
      },
      '/api/categories': [sandwiches],
      '/api/ordering-status': allOrderingOn,
      '/api/combo/sandwiches': [],
      '/api/combo/drinks': [],
      '/api/combo/sauces': [],
    });
    const { user } = renderWithProviders(<MenuPage />, { route: '/menu' });

    await user.click(await screen.findByRole('button', { name: 'Customise Combo Classico' }));

    expect(await screen.findByRole('dialog', { name: 'Customise Combo Classico' })).toBeVisible();
    expect(cartStore.getItems()).toEqual([]);
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument();
  });

  it('shows the food ordering banner when food ordering is off', async () => {
    mockApi({
      '/api/menu': { items: [menuItem()], featuredItems: [] },
      '/api/categories': [sandwiches],
      '/api/ordering-status': { ...allOrderingOn, foodOrderingEnabled: false },
    });
    renderWithProviders(<MenuPage />, { route: '/menu' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Food ordering and delivery is currently unavailable. Our other services remain available.',
    );
    await waitFor(() => expect(screen.queryByText('Loading service status...')).toBeNull());
  });
});
