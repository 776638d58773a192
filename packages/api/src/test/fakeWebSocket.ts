// A browser WebSocket for the hook tests of the market socket (D19): the test opens, feeds and closes it.
/** A browser WebSocket the test opens, feeds and closes. */
export class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  sent: string[] = [];
  private listeners = new Map<string, Array<(event: unknown) => void>>();
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  private closed = false;
  /** As a browser's: the close event comes later, and once. */
  close(code = 1000, reason = '') {
    if (this.closed) return;
    this.closed = true;
    queueMicrotask(() => this.emit('close', { code, reason }));
  }
  emit(type: string, event: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  receive(message: unknown) {
    this.emit('message', { data: JSON.stringify(message) });
  }
}
