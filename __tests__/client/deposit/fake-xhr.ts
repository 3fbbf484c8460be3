type Handler = (() => void) | null;

/**
 * Stands in for XMLHttpRequest: records what was sent and lets a test drive upload progress and the
 * answer, as a slow network would.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XMLHttpRequest was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  readyState = 0;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    if (this.readyState !== 1) throw new Error('setRequestHeader before open');
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.readyState = 4;
    this.onabort?.();
  }

  /** Bytes sent so far. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.readyState = 4;
    this.onload?.();
  }

  failNetwork(): void {
    this.readyState = 4;
    this.onerror?.();
  }
}

/** Swaps in FakeXhr for each test of the file. */
export function setupFakeXhr(): void {
  let original: typeof XMLHttpRequest;
  beforeEach(() => {
    original = globalThis.XMLHttpRequest;
    FakeXhr.instances = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
}
