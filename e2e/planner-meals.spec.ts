import { expect, test } from './fixtures';
import { dayKcal, openPlanner } from './planner-support';

test('my meals: create one from foods, edit it, add it to dinner, delete it; a favourite recipe to lunch', async ({
  page,
}) => {
  await openPlanner(page);
  await page.getByRole('button', { name: 'Add to dinner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to dinner' });
  await dialog.getByRole('button', { name: 'My meals' }).click();
  await expect(dialog.getByText('Peanut butter toast')).toBeVisible();

  await dialog.getByRole('button', { name: 'Create a meal' }).click();
  const editor = dialog.getByRole('region', { name: 'New meal' });
  await editor.getByRole('button', { name: 'Create meal' }).click();
  await expect(editor.getByText('Please give your meal a name.')).toBeVisible();
  await expect(editor.getByText('Please add at least one food.')).toBeVisible();
  await editor.getByLabel('Meal name').fill('Salmon and rice');
  await editor.getByLabel('Search foods').fill('salmon fillet');
  await editor.getByRole('button', { name: /Salmon fillet, baked, medium \(130 g\)/ }).click();
  await editor.getByRole('button', { name: 'Add to my meal' }).click();
  await editor.getByLabel('Search foods').fill('white rice');
  await editor.getByRole('button', { name: /Rice, white, cooked, medium \(150 g\)/ }).click();
  await editor.getByRole('button', { name: 'Add to my meal' }).click();
  await expect(editor.getByText('1 serving Rice, white, cooked, medium (150 g)')).toBeVisible();
  await editor.getByRole('button', { name: 'Create meal' }).click();
  // 130 g salmon (268 kcal) and 150 g rice (195 kcal).
  await expect(dialog.getByText(/Salmon and rice\s*463 kcal/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit Salmon and rice' }).click();
  const edit = dialog.getByRole('region', { name: 'Edit meal' });
  await edit.getByRole('button', { name: 'Remove Rice, white, cooked, medium (150 g)' }).click();
  await edit.getByRole('button', { name: 'Save meal' }).click();
  await expect(dialog.getByText(/Salmon and rice\s*268 kcal/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Add Salmon and rice' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Dinner' }).getByText('Salmon and rice'),
  ).toBeVisible();
  await expect(dayKcal(page)).toHaveText('878 of 1,800 kcal · 922 left');

  await page.getByRole('button', { name: 'Add to dinner' }).click();
  await dialog.getByRole('button', { name: 'My meals' }).click();
  await dialog.getByRole('button', { name: 'Delete Salmon and rice' }).click();
  await page
    .getByRole('dialog', { name: 'Delete meal' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(dialog.getByText(/Salmon and rice/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Recent recipes: the seed's 2001 and 2003.
  await page.getByRole('button', { name: 'Add to lunch' }).click();
  const lunch = page.getByRole('dialog', { name: 'Add to lunch' });
  await lunch.getByRole('button', { name: 'Recipes' }).click();
  await lunch
    .getByRole('region', { name: 'Recent recipes' })
    .getByRole('button', { name: 'Add Overnight oats with berries' })
    .click();
  await expect(lunch).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Lunch' })
      .getByRole('link', { name: 'Overnight oats with berries' }),
  ).toBeVisible();
});

test('workouts: an exercise added with its minutes checked, marked done, removed; statistics', async ({
  page,
}) => {
  await openPlanner(page);
  const workouts = page.getByRole('region', { name: 'Workouts' });
  await workouts.getByRole('button', { name: 'Add a workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a workout' });
  await expect(dialog.getByText('Last 7 days: 0 of 1 workouts done')).toBeVisible();
  await dialog.getByLabel('Exercise').selectOption('Running');
  await dialog.getByLabel('Minutes').fill('500');
  await dialog.getByRole('button', { name: 'Add exercise' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Minutes must be a whole number from 1 to 300.',
  );
  await dialog.getByLabel('Minutes').fill('30');
  await dialog.getByRole('button', { name: 'Add exercise' }).click();
  await expect(dialog).toBeHidden();
  await expect(workouts.getByText('Running')).toBeVisible();
  await expect(workouts.getByText('30 min · 330 kcal')).toBeVisible();

  await workouts.getByRole('button', { name: 'Done: Running' }).click();
  await expect(workouts.getByRole('button', { name: 'Done: Running' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('330 kcal burned in workouts done')).toBeVisible();
  await workouts.getByRole('button', { name: 'Add a workout' }).click();
  await expect(
    dialog.getByText('Last 7 days: 1 of 2 workouts done, 30 min, 330 kcal.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await workouts.getByRole('button', { name: 'Remove Running' }).click();
  await expect(workouts.getByText('Running')).toHaveCount(0);
  await expect(workouts.getByRole('link', { name: '20-minute full body HIIT' })).toBeVisible();
});
