import { createElement, type FC } from 'react';
import { createRoot } from 'react-dom/client';
import {
  CardElement,
  Elements,
  RecurlyProvider,
  useRecurly,
  type UseRecurlyInstance,
} from '@recurly/react-recurly';
import { env } from '../env';
import { PaymentError, providerErrorMessage, type CardToken, type HostedCardFields } from './types';

/**
 * Recurly's hosted card field through @recurly/react-recurly, rendered in the card form's
 * container. This module is loaded only by the Recurly gateway (dynamic import), so neither
 * recurly.js nor react-recurly ever enters another bundle.
 */
export function mountRecurlyCard(container: HTMLElement): HostedCardFields {
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Card');
  const first = document.createElement('input');
  first.type = 'hidden';
  first.setAttribute('data-recurly', 'first_name');
  const last = document.createElement('input');
  last.type = 'hidden';
  last.setAttribute('data-recurly', 'last_name');
  const mount = document.createElement('div');
  form.append(first, last, mount);
  container.append(form);

  let recurly: UseRecurlyInstance | null = null;
  const Capture: FC = () => {
    recurly = useRecurly();
    return null;
  };
  const root = createRoot(mount);
  root.render(
    createElement(
      RecurlyProvider,
      { publicKey: env.recurlyPublicKey },
      createElement(
        Elements,
        null,
        createElement(CardElement, { displayIcon: true }),
        createElement(Capture),
      ),
    ),
  );

  return {
    tokenize(names) {
      first.value = names.firstName ?? '';
      last.value = names.lastName ?? '';
      return new Promise<CardToken>((resolve, reject) => {
        if (!recurly) {
          reject(new PaymentError('provider', 'The payment provider could not be loaded.'));
          return;
        }
        recurly.token(form, (error, token) => {
          if (error) {
            const fields = (error as { fields?: string[] }).fields ?? [];
            reject(
              new PaymentError(
                'invalid_fields',
                providerErrorMessage(fields, error.message),
                fields,
              ),
            );
          } else resolve({ token: token.id, last4: '', brand: '' });
        });
      });
    },
    destroy() {
      root.unmount();
      form.remove();
    },
  };
}
