import AES from 'crypto-js/aes';
import encUtf8 from 'crypto-js/enc-utf8';

/** AES (crypto-js, passphrase mode) over the JSON body of a realtime request. */
export function encryptBody(body: unknown, secret: string): string {
  return AES.encrypt(JSON.stringify(body), secret).toString();
}

/** Returns null when the text is not a body encrypted under this secret. */
export function decryptBody<T = unknown>(cipherText: string, secret: string): T | null {
  try {
    const plain = AES.decrypt(cipherText, secret).toString(encUtf8);
    if (!plain) return null;
    return JSON.parse(plain) as T;
  } catch {
    return null;
  }
}
