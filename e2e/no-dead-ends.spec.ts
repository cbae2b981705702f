import { expect, test } from './fixtures';
import { signIn } from './support';

/**
 * Issue 31, no dead ends: what a member adds somewhere says where it went and leads there. A
 * recipe's ingredients go to a shopping list whose confirmation opens the list (and the lists
 * have their place under Food); a class plan is booked from its own Book button on a
 * professional's page, the header's basket count rising at once; a one-to-one session's Book asks
 * its date and time and puts it in the basket; a workout goes to a playlist, a recipe to the
 * favourites and a product to the shop's basket, each confirmation opening where it went.
 */
test('ingredients to a shopping list opened from the confirmation; a class booked from a professional’s page', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/recipes/2001');
  await expect(
    page.getByRole('heading', { name: 'Overnight oats with berries', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('radio', { name: 'Weekly shop' }).check();
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to Weekly shop.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(/\/home\/shoppinglist\/1$/);
  await expect(page.getByRole('heading', { name: 'Weekly shop', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '50 g Rolled oats' })).toBeVisible();
  await page.getByRole('link', { name: 'All shopping lists' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping lists', level: 1 })).toBeVisible();

  await page.goto('/home/rwlpros/901');
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket', exact: true }),
  ).toBeVisible();
  await classes.getByRole('button', { name: 'Book 4 live HIIT classes' }).click();
  const booked = page
    .getByRole('status')
    .filter({ hasText: /4 live HIIT classes, .+, added to your basket\./ });
  await expect(booked).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item', exact: true }),
  ).toBeVisible();
  await booked.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/viewbasket$/);
  await expect(page.getByText('4 live HIIT classes').first()).toBeVisible();
});

test('a workout to a playlist and a recipe to the favourites, each opened from its confirmation', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/videocontent/3003');
  await expect(
    page.getByRole('heading', { name: 'Core and glutes burner', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add to playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
  await dialog.getByRole('radio', { name: 'My favourites' }).check();
  await dialog.getByRole('button', { name: 'Add to playlist' }).click();
  const added = page.getByRole('status').filter({ hasText: 'Added to My favourites.' });
  await expect(added).toBeVisible();
  await added.getByRole('link', { name: 'Open the playlist' }).click();
  await expect(page).toHaveURL(/\/home\/playlist\/6001$/);
  await expect(page.getByRole('heading', { name: 'My favourites', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Videos in this playlist' })
      .getByRole('link', { name: 'Core and glutes burner' }),
  ).toBeVisible();

  await page.goto('/home/recipes/2001');
  await page.getByRole('button', { name: 'Favourite Overnight oats with berries' }).click();
  const favourite = page
    .getByRole('status')
    .filter({ hasText: 'Overnight oats with berries added to your favourites.' });
  await expect(favourite).toBeVisible();
  await favourite.getByRole('link', { name: 'See your favourites' }).click();
  await expect(page).toHaveURL(/\/home\/recipes\?favourites=1$/);
  await expect(page.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: /Overnight oats with berries/ })).toBeVisible();
});

test('a one-to-one session booked from its Book button and a product added in the shop, each basket opened from its confirmation', async ({
  page,
}) => {
  await signIn(page, 'premium@example.com');
  await page.goto('/home/rwlpros/901');
  await page
    .getByRole('region', { name: 'One-to-one sessions' })
    .getByRole('button', { name: 'Book 30-min PT session' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book 30-min PT session' });
  await expect(dialog.getByLabel('Date')).toBeFocused();
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('Time (UK)').selectOption('09:00');
  await dialog.getByRole('button', { name: 'Add to basket' }).click();
  const booked = page
    .getByRole('status')
    .filter({ hasText: /30-min PT session, .+, added to your basket\./ });
  await expect(booked).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Please choose a class or a session.')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 1 item', exact: true }),
  ).toBeVisible();
  await booked.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(/\/rwl-coaches\/viewbasket$/);
  await expect(
    page.getByRole('list', { name: 'Bookings' }).getByText('30-min PT session'),
  ).toBeVisible();

  await page.goto('/shop/product/7001');
  await expect(page.getByRole('heading', { name: 'Resistance band set' })).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const inBasket = page
    .getByRole('status')
    .filter({ hasText: 'Added 2 × Resistance band set to your basket.' });
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Basket, 3 items', exact: true }),
  ).toBeVisible();
  await inBasket.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('basket-total')).toHaveText('£29.98');
});
