import type { Socket } from 'socket.io-client';
import { ensureBackend } from '../backendReady';
import { local, storageKeys } from '../storage';
import type { encryptBody } from './cipher';
import { Outbox, type OutboxItem } from './outbox';
import { COMMON_EVENT, REQUEST_EVENT, type RealtimeReply, type RealtimeRequest } from './protocol';
import type {
  AuthoriseReply,
  ClientEventName,
  RealtimeClientEvents,
  RealtimeServerEvents,
  ServerEventName,
} from './events';

/**
 * 'unconfigured': a real-API build with no socket address (VITE_SOCKET_URL); nothing connects.
 * 'refused': the server refused the member's token (their session has ended); nothing connects
 * again until they sign in.
 */
export type ChannelStatus =
  'idle' | 'connecting' | 'authorising' | 'ready' | 'offline' | 'unconfigured' | 'refused';

export const NO_SOCKET_ADDRESS_MESSAGE =
  'Realtime is off: this build has a real API but no socket address (VITE_SOCKET_URL), so chat, notifications and live updates cannot connect.';

export interface ChannelCredentials {
  token: string;
  userId: string;
}

export interface ChannelOptions {
  url: string;
  secret: string;
  /** Persist durable requests in local storage (off in unit tests). */
  persistOutbox?: boolean;
  /** Names this channel's stored queue when the app has more than one channel (e.g. 'food'). */
  outboxName?: string;
  requestTimeoutMs?: number;
}

type Handler = (data: unknown, reply: RealtimeReply) => void;

const UNAUTHORISED_MESSAGE = 'Unauthorized Access!';

function isUnauthorised(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const { status, message } = data as { status?: unknown; message?: unknown };
  return message === UNAUTHORISED_MESSAGE && (status === 0 || status === '0');
}

let cidCounter = 0;
export function newClientId(): string {
  cidCounter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${cidCounter}`;
}

/**
 * The socket.io channel of spec 1 §7. Every request carries en, the bearer authorization,
 * user_id and data, encrypted with AES; replies arrive on one common channel with en and data.
 * The client re-authorises on connect and on every reconnect; anything emitted before the
 * authorise reply waits in the outbox and is sent after it.
 */
export class RealtimeChannel {
  private socket: Socket | null = null;
  /** encryptBody, loaded with the socket. */
  private encrypt: typeof encryptBody | null = null;
  private credentials: ChannelCredentials | null = null;
  private statusValue: ChannelStatus = 'idle';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusListeners = new Set<(status: ChannelStatus) => void>();
  private readonly authorisedCallbacks = new Set<() => void>();
  private readonly pendingListeners = new Set<() => void>();
  private readonly pendingRequests = new Map<
    string,
    {
      resolve: (data: unknown) => void;
      reject: (error: Error) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  private readonly outbox: Outbox;

  constructor(private readonly options: ChannelOptions) {
    this.outbox = new Outbox(
      options.persistOutbox ?? true,
      local.get(storageKeys.userId),
      options.outboxName ?? '',
    );
  }

  get status(): ChannelStatus {
    return this.statusValue;
  }

  async connect(credentials: ChannelCredentials): Promise<void> {
    // Another member on this browser: the old connection closes, the previous member's queue
    // stays stored under their id, and only this member's own queue is sent.
    if (this.outbox.owner !== credentials.userId) {
      this.closeSocket();
      this.outbox.setOwner(credentials.userId);
    }
    this.credentials = credentials;
    if (this.socket) return;
    if (!this.options.url) {
      if (this.statusValue !== 'unconfigured') console.error(NO_SOCKET_ADDRESS_MESSAGE);
      this.setStatus('unconfigured');
      return;
    }
    this.setStatus('connecting');
    await ensureBackend();
    // Loaded here, after the mock backend (if any) is ready: engine.io keeps the WebSocket
    // constructor it sees when it first loads.
    // The cipher (crypto-js) comes with the socket, not with the first render of a page.
    const [{ io }, { WebSocket: WebSocketTransport }, cipher] = await Promise.all([
      import('socket.io-client'),
      import('engine.io-client'),
      import('./cipher'),
    ]);
    this.encrypt = cipher.encryptBody;
    if (!this.credentials) return;
    const socket = io(this.options.url, {
      transports: [WebSocketTransport],
      reconnection: true,
      reconnectionDelay: 300,
      reconnectionDelayMax: 2000,
      // A connection attempt that hangs is given up and retried after 8 s.
      timeout: 8000,
      autoConnect: false,
      // A connection of its own, never socket.io's cached manager for this address: after a
      // logout (or the app starting again in the page) the cached one may hold a closed engine,
      // and the new socket would wait for its ping timeout (25 s) before it reconnected.
      forceNew: true,
    });
    this.socket = socket;
    socket.on('connect', () => this.authorise());
    socket.on('disconnect', () => this.setStatus('offline'));
    socket.on('connect_error', () => this.setStatus('offline'));
    socket.on(COMMON_EVENT, (reply: RealtimeReply) => this.receive(reply));
    socket.connect();
  }

  /**
   * Logout or forced sign-out: the connection closes and the member's queued messages stay
   * stored under their id, to be sent when that member signs in again.
   */
  disconnect(): void {
    this.closeSocket();
    this.credentials = null;
    this.outbox.setOwner(null);
    this.rejectPendingRequests();
    this.setStatus('idle');
  }

  /**
   * The server refused the token ('Unauthorized Access!'): the session has ended. The connection
   * closes and nothing more goes out under that token; the queue stays the member's (stored under
   * their id, with what they send meanwhile) until they sign in again, and the status says so.
   */
  private refuse(): void {
    this.closeSocket();
    this.credentials = null;
    this.rejectPendingRequests();
    this.setStatus('refused');
  }

  private rejectPendingRequests(): void {
    for (const [, pending] of this.pendingRequests) {
      clearTimeout(pending.timer);
      pending.reject(new Error('The connection was closed.'));
    }
    this.pendingRequests.clear();
  }

  private closeSocket(): void {
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
    this.socket = null;
    if (this.statusValue !== 'idle') this.setStatus('offline');
  }

  /** Sends an event; waits in the outbox until the channel is authorised. Returns its cid. */
  emit<E extends ClientEventName>(
    en: E,
    data: RealtimeClientEvents[E],
    options: { durable?: boolean; cid?: string } = {},
  ): string {
    const item: OutboxItem = {
      cid: options.cid ?? newClientId(),
      en,
      data,
      durable: options.durable ?? false,
    };
    if (this.statusValue === 'ready') {
      if (item.durable) this.outbox.add(item);
      this.send(item);
    } else {
      this.outbox.add(item);
    }
    if (item.durable) this.pendingChanged();
    return item.cid;
  }

  /** Sends an event and resolves with the data of the reply that echoes its cid. */
  request<E extends ClientEventName>(en: E, data: RealtimeClientEvents[E]): Promise<unknown> {
    const cid = newClientId();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pendingRequests.delete(cid);
        reject(new Error('The server did not answer in time.'));
      }, this.options.requestTimeoutMs ?? 15000);
      this.pendingRequests.set(cid, { resolve, reject, timer });
      this.emit(en, data, { cid });
    });
  }

  on<E extends ServerEventName>(
    en: E,
    handler: (data: RealtimeServerEvents[E], reply: RealtimeReply) => void,
  ): () => void {
    const set = this.handlers.get(en) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(en, set);
    return () => set.delete(handler as Handler);
  }

  onStatus(listener: (status: ChannelStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Runs after every successful authorise reply (first connect and each reconnect). */
  onAuthorised(callback: () => void): () => void {
    this.authorisedCallbacks.add(callback);
    return () => this.authorisedCallbacks.delete(callback);
  }

  pending(): OutboxItem[] {
    return this.outbox.pending();
  }

  /** Runs when a durable request is queued or confirmed (screens that show what is waiting). */
  onPendingChange(listener: () => void): () => void {
    this.pendingListeners.add(listener);
    return () => this.pendingListeners.delete(listener);
  }

  private pendingChanged(): void {
    this.pendingListeners.forEach((listener) => listener());
  }

  private authorise(): void {
    this.setStatus('authorising');
    this.send({ cid: newClientId(), en: 'authorise', data: {}, durable: false });
  }

  private send(item: OutboxItem): void {
    if (!this.socket || !this.credentials) return;
    const body: RealtimeRequest = {
      en: item.en,
      authorization: `Bearer ${this.credentials.token}`,
      user_id: this.credentials.userId,
      data: item.data,
      cid: item.cid,
    };
    if (!this.encrypt) return;
    this.socket.emit(REQUEST_EVENT, this.encrypt(body, this.options.secret));
  }

  private receive(reply: RealtimeReply): void {
    if (!reply || typeof reply.en !== 'string') return;
    if (isUnauthorised(reply.data)) {
      // The token is no longer valid: close without confirming anything, so the member's
      // queued messages wait under their id for their next sign-in.
      this.refuse();
      return;
    }
    if (reply.cid) {
      if (this.outbox.confirm(reply.cid)) this.pendingChanged();
      const pending = this.pendingRequests.get(reply.cid);
      if (pending) {
        clearTimeout(pending.timer);
        this.pendingRequests.delete(reply.cid);
        pending.resolve(reply.data);
      }
    }
    if (reply.en === 'authorise') {
      const result = reply.data as AuthoriseReply;
      if (result?.status === 1) {
        this.setStatus('ready');
        for (const item of this.outbox.drain()) this.send(item);
        this.authorisedCallbacks.forEach((callback) => callback());
      } else {
        // 'Unauthorized Access!': nothing more goes out on this connection under this token.
        this.refuse();
        return;
      }
    }
    this.handlers.get(reply.en)?.forEach((handler) => handler(reply.data, reply));
  }

  private setStatus(status: ChannelStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    this.statusListeners.forEach((listener) => listener(status));
  }
}
