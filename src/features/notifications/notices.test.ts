import { describe, expect, it } from 'vitest';
import { ctaAsNotification, parseNotice } from './notices';
import { notificationAction } from './routing';

const context = {
  recommendedProgrammeId: '',
  recommendedProgrammeScreenName: '',
  unauthorized: [],
  origin: '',
};

describe('realtime notification messages (nTy)', () => {
  it('nTy 2 is a toast and nTy 3 a message modal; others are ignored', () => {
    expect(
      parseNotice({ nTy: 2, msg: { msg: 'Hi' }, senderData: { first_name: 'Rachel' } }),
    ).toMatchObject({ nTy: 2, text: 'Hi', sender: { first_name: 'Rachel' } });
    expect(parseNotice({ nTy: 3, msg: 'Flat', headerText: 'News' })).toMatchObject({
      nTy: 3,
      text: 'Flat',
      headerText: 'News',
    });
    expect(parseNotice({ nTy: 1, msg: { msg: 'chat' } })).toBeNull();
    expect(parseNotice(null)).toBeNull();
  });

  it('reads the CTA button only when is_ctabtn is 1', () => {
    const withCta = parseNotice({
      nTy: 3,
      msg: {
        msg: 'x',
        is_ctabtn: 1,
        buttonText: 'See recipe',
        buttonType: 'recipe',
        buttonId: '2001',
      },
    });
    expect(withCta?.cta).toEqual({ text: 'See recipe', type: 'recipe', id: '2001' });
    expect(
      parseNotice({ nTy: 3, msg: { msg: 'x', is_ctabtn: 0, buttonText: 'See' } })?.cta,
    ).toBeNull();
  });

  it('a CTA opens its screen like a notification', () => {
    expect(
      notificationAction(ctaAsNotification({ text: 'Go', type: 'recipe', id: '2001' }), context),
    ).toEqual({ kind: 'navigate', to: '/home/recipes/2001' });
    expect(
      notificationAction(
        ctaAsNotification({ text: 'Go', type: 'url', id: '/home/invite' }),
        context,
      ),
    ).toEqual({
      kind: 'openUrl',
      url: '/home/invite',
      external: false,
    });
  });
});
