import { expect, test } from './fixtures';
import { PREMIUM, logInTo, messageBox, received, scrollUpTo } from './chat-support';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a conversation shows every message type safely, with call-to-action buttons and the upgrade prompt', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/messenger?rec=110');
  await expect(page.getByRole('heading', { name: 'Rachel Coach' })).toBeVisible();
  await expect(page.getByText('RWL Team', { exact: true })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages with Rachel Coach' });

  // HTML in a message is shown as text, never injected.
  await expect(messages.getByRole('listitem').filter({ hasText: 'Keep going!' })).toContainText(
    '<b>not bold</b>',
  );

  // Respond now (buttonType 0) goes to the message box.
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await scrollUpTo(conversation, messages.getByRole('button', { name: 'Respond now' }));
  await messages.getByRole('button', { name: 'Respond now' }).click();
  await expect(messageBox(page)).toBeFocused();

  // access 0: the upgrade prompt, then the plan page with the way back.
  await scrollUpTo(
    conversation,
    messages.getByRole('listitem').filter({ hasText: 'VIP masterclass' }),
  );
  await messages
    .getByRole('listitem')
    .filter({ hasText: 'VIP masterclass' })
    .getByRole('button', { name: 'Play video' })
    .click();
  const prompt = page.getByRole('dialog', { name: 'Upgrade to unlock' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(
    /\/home\/profile\/upgrade-downgrade\?goBack=%2Fhome%2Fmessenger%3Frec%3D110$/,
  );

  // Older messages page in at the top: link previews, voice notes, videos, links in text.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Rachel Coach' })).toBeVisible();
  await conversation.evaluate((element) => (element.scrollTop = 0));
  await expect(
    messages.getByRole('link', { name: /How to start your first week/ }),
  ).toHaveAttribute('href', 'https://rwl.app/blog/how-to-start');
  await expect(messages.getByText('Voice note')).toBeVisible();
  const inText = messages.getByRole('link', { name: 'https://rwl.app/home/folder/1059' });
  await expect(inText).toHaveAttribute('target', '_blank');
  await expect(inText).toHaveAttribute('rel', /noopener/);
  await messages
    .getByRole('listitem')
    .filter({ hasText: 'A short welcome video' })
    .getByRole('button', { name: 'Play video' })
    .click();
  const player = page.getByRole('dialog', { name: 'A short welcome video' });
  await expect(player).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Open folder (buttonType 4) opens the folder.
  await scrollUpTo(conversation, messages.getByRole('button', { name: 'Open folder' }));
  await messages.getByRole('button', { name: 'Open folder' }).click();
  await expect(page).toHaveURL(/\/home\/folder\/1060$/);
});

test('pictures and videos only: a .pdf is refused with a clear message, a .png is sent', async ({
  page,
}) => {
  await logInTo(page, PREMIUM);
  await page.goto('/home/messenger?rec=101');
  await expect(page.getByRole('heading', { name: 'Fiona Free' })).toBeVisible();
  const chooser = page.getByLabel('Choose a photo or video');

  await chooser.setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Only .jpg, .jpeg, .gif, .png, .mp4 and .mov files can be sent.',
  );
  expect((await received(page, 'sendMessage')).length).toBe(0);

  await chooser.setInputFiles({ name: 'progress.PNG', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const sent = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Open picture' }) })
    .last();
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Sending…')).toHaveCount(0);
  const requests = await received(page, 'sendMessage');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.data).toMatchObject({ mTy: 2, fileName: 'progress.PNG', receiverId: '101' });
});
