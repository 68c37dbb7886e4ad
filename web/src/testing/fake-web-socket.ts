/** A stand-in for the browser's WebSocket that a test drives by hand. */
export class FakeWebSocket {
  static readonly OPEN = 1;
  static instances: FakeWebSocket[] = [];
  static last = () => FakeWebSocket.instances.at(-1);

  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepted the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server sent a frame (objects are sent as JSON). */
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  /** The connection broke. */
  drop() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.();
  }
}
