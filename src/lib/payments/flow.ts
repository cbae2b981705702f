import { trackingAllowed } from '../consent/consent';
import { ApiError } from '../http/envelope';
import { openOverlay } from './overlay';
import { bankStepAddress, THREE_DS_FAILED_MESSAGE } from './threeDSecureFrame';
import { PaymentError, type PaymentGateway, type ThreeDSecureRequest } from './types';

/** The reply of a payment call (envelope opened). */
export interface PaymentReply {
  message: string;
  data: unknown;
}

export interface TransactionError {
  message: string;
  three_d_secure_action_token_id: string;
}

function firstRecord(data: unknown): Record<string, unknown> | null {
  const value = Array.isArray(data) ? data[0] : data;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/** transaction_error (or transaction_error_trial) of a reply or a failure, if any. */
export function transactionError(data: unknown): TransactionError | null {
  const record = firstRecord(data);
  const raw = (record?.transaction_error ?? record?.transaction_error_trial) as
    Record<string, unknown> | undefined;
  if (!raw || typeof raw !== 'object') return null;
  return {
    message: typeof raw.message === 'string' ? raw.message : '',
    three_d_secure_action_token_id:
      typeof raw.three_d_secure_action_token_id === 'string'
        ? raw.three_d_secure_action_token_id
        : '',
  };
}

/** action_link of a reply (the offer-confirm variant of the bank step). */
export function actionLink(data: unknown): string {
  const record = firstRecord(data);
  return typeof record?.action_link === 'string' ? record.action_link : '';
}

/** Abandoned-cart event, sent when a card payment fails; like all tracking, only with consent. */
export function recordAbandonedCart(details: Record<string, unknown>): void {
  if (!trackingAllowed()) return;
  void import('../api/request')
    .then(({ apiRequest }) =>
      apiRequest({
        url: 'analytics/app_event',
        method: 'POST',
        body: { event: 'abandoned_cart', ...details },
        auth: 'none',
      }),
    )
    .catch(() => undefined);
}

/**
 * Shows the bank step in a modal (iframe 450 by 600) and resolves with the result token. The one
 * place a bank step opens: a server's action link is opened only when it is an https address (or,
 * with the mock gateway, the mock's bank page); any other link fails the payment unopened.
 */
export async function runThreeDSecure(
  gateway: PaymentGateway,
  request: ThreeDSecureRequest,
): Promise<string> {
  if (request.actionLink !== undefined) {
    const address = bankStepAddress(request.actionLink, gateway.name === 'mock');
    if (!address) throw new PaymentError('three_d_secure_failed', THREE_DS_FAILED_MESSAGE);
    request = { ...request, actionLink: address };
  }
  let cancel: () => void = () => undefined;
  const overlay = openOverlay('Bank authentication', () => cancel());
  try {
    return await Promise.race([
      gateway.threeDSecure(request, overlay.body),
      new Promise<string>((_, reject) => {
        cancel = () =>
          reject(new PaymentError('three_d_secure_failed', 'Bank authentication was cancelled.'));
      }),
    ]);
  } finally {
    overlay.close();
  }
}

/**
 * Sends a payment call and completes the 3-D Secure step when the server asks for it:
 * - a failure carrying transaction_error.three_d_secure_action_token_id runs the bank challenge,
 *   then the call is sent again with three_d_secure_action_result_token_id;
 * - a reply with an action_link runs the challenge frame ("loaded-frame" is success); a link that
 *   is not https (nor the mock's bank page with the mock gateway) fails the payment unopened;
 * - any other failure rejects with the server's message (ApiError) after an abandoned-cart event.
 */
export async function payWithThreeDSecure(
  gateway: PaymentGateway,
  send: (extra: Record<string, string>) => Promise<PaymentReply>,
  cart: Record<string, unknown> = {},
): Promise<PaymentReply> {
  let reply: PaymentReply;
  try {
    reply = await send({});
  } catch (error) {
    const challenge = error instanceof ApiError ? transactionError(error.data) : null;
    if (!challenge?.three_d_secure_action_token_id) {
      recordAbandonedCart({ ...cart, reason: error instanceof Error ? error.message : 'failed' });
      throw error;
    }
    let result: string;
    try {
      result = await runThreeDSecure(gateway, {
        actionTokenId: challenge.three_d_secure_action_token_id,
      });
    } catch (failure) {
      recordAbandonedCart({ ...cart, reason: 'three_d_secure_failed' });
      throw failure;
    }
    try {
      return await send({ three_d_secure_action_result_token_id: result });
    } catch (failure) {
      recordAbandonedCart({
        ...cart,
        reason: failure instanceof Error ? failure.message : 'failed',
      });
      throw failure;
    }
  }
  const link = actionLink(reply.data);
  if (link) {
    try {
      await runThreeDSecure(gateway, { actionLink: link });
    } catch (failure) {
      recordAbandonedCart({ ...cart, reason: 'three_d_secure_failed' });
      throw failure;
    }
  }
  return reply;
}

/** The message a user sees for any payment failure. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof PaymentError || error instanceof ApiError) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return 'Something went wrong';
}
