import { describe, expect, it } from 'vitest';
import { mockGateway } from './mockGateway';
import { readMockToken } from './mockCards';

const future = String(new Date().getFullYear() + 1);
const card = (
  number: string,
  extra: Partial<{
    expMonth: string;
    expYear: string;
    cvv: string;
    holderName: string;
    firstName: string;
  }> = {},
) => ({
  kind: 'details' as const,
  card: { number, expMonth: '12', expYear: future, cvv: '123', ...extra },
});

function post(frame: HTMLIFrameElement, data: string) {
  window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow }));
}

describe('mock gateway', () => {
  it('tokenises the test cards without the number in the token', async () => {
    const ok = await mockGateway.tokenizeCard(card('4242 4242 4242 4242'));
    expect(ok).toMatchObject({ last4: '4242', brand: 'Visa' });
    expect(ok.token).not.toContain('42424242');
    expect(
      readMockToken((await mockGateway.tokenizeCard(card('4000002760003184'))).token)?.outcome,
    ).toBe('3ds');
    expect(
      readMockToken((await mockGateway.tokenizeCard(card('4000000000000002'))).token)?.outcome,
    ).toBe('decline');
  });

  it('names the invalid fields like a provider', async () => {
    await expect(mockGateway.tokenizeCard(card('1234'))).rejects.toThrow(
      'The following fields appear to be invalid: number',
    );
    await expect(
      mockGateway.tokenizeCard(card('4242424242424242', { expYear: '2001' })),
    ).rejects.toThrow('The following fields appear to be invalid: month, year');
    await expect(mockGateway.tokenizeCard(card('4242424242424242', { cvv: '1' }))).rejects.toThrow(
      'The following fields appear to be invalid: cvv',
    );
  });

  it('refuses expiry month 13 or 0 and a month already past', async () => {
    for (const expMonth of ['13', '0', '00', '99']) {
      await expect(
        mockGateway.tokenizeCard(card('4242424242424242', { expMonth })),
      ).rejects.toThrow('The following fields appear to be invalid: month, year');
    }
    const now = new Date();
    if (now.getMonth() > 0) {
      const lastMonth = String(now.getMonth()).padStart(2, '0');
      await expect(
        mockGateway.tokenizeCard(
          card('4242424242424242', { expMonth: lastMonth, expYear: String(now.getFullYear()) }),
        ),
      ).rejects.toThrow('month, year');
    }
    await expect(
      mockGateway.tokenizeCard(card('4242424242424242', { expMonth: '01' })),
    ).resolves.toMatchObject({ last4: '4242' });
  });

  it('refuses a holder name over 50 characters', async () => {
    await expect(
      mockGateway.tokenizeCard(card('4242424242424242', { holderName: 'A'.repeat(10_000) })),
    ).rejects.toThrow('The following fields appear to be invalid: name');
    await expect(
      mockGateway.tokenizeCard(card('4242424242424242', { firstName: 'A'.repeat(51) })),
    ).rejects.toThrow('name');
    await expect(
      mockGateway.tokenizeCard(card('4242424242424242', { holderName: 'A'.repeat(50) })),
    ).resolves.toMatchObject({ last4: '4242' });
  });

  it('runs the challenge in a 450 by 600 frame: "loaded-frame" succeeds, "loaded-frame-fail" fails', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const passed = mockGateway.threeDSecure({ actionTokenId: 'abc' }, container);
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('width', '450');
    expect(frame).toHaveAttribute('height', '600');
    post(frame, 'something-else');
    post(frame, 'loaded-frame');
    await expect(passed).resolves.toBe('3ds_result_abc');

    const other = document.createElement('div');
    document.body.append(other);
    const failed = mockGateway.threeDSecure({ actionLink: '/mock-3ds.html?action=link' }, other);
    post(other.querySelector('iframe') as HTMLIFrameElement, 'loaded-frame-fail');
    await expect(failed).rejects.toMatchObject({ code: 'three_d_secure_failed' });
  });
});
