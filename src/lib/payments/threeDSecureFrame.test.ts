import { describe, expect, it } from 'vitest';
import { frameResultOf, THREE_DS_FAILURE, THREE_DS_SUCCESS } from './threeDSecureFrame';

const result = (query: string) => frameResultOf(new URLSearchParams(query));

describe('the 3-D Secure return page', () => {
  it('reports success when the gateway returns without a failure', () => {
    expect(result('payment_intent=pi_1&redirect_status=succeeded')).toBe(THREE_DS_SUCCESS);
    expect(result('three_d_secure_action_result_token_id=abc')).toBe(THREE_DS_SUCCESS);
    expect(result('')).toBe(THREE_DS_SUCCESS);
    expect(result('success=1')).toBe(THREE_DS_SUCCESS);
  });

  it('reports failure when the return address says the check failed', () => {
    expect(result('redirect_status=failed')).toBe(THREE_DS_FAILURE);
    expect(result('redirect_status=requires_payment_method')).toBe(THREE_DS_FAILURE);
    expect(result('status=Declined')).toBe(THREE_DS_FAILURE);
    expect(result('result=cancelled')).toBe(THREE_DS_FAILURE);
    expect(result('success=0')).toBe(THREE_DS_FAILURE);
    expect(result('error=authentication_failed')).toBe(THREE_DS_FAILURE);
  });
});
