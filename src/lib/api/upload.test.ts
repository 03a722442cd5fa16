// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellStore } from '../store/shell';
import { ApiError } from './client';
import { registerApiHooks } from './hooks';
import { uploadFile } from './upload';

/** A stand-in for XMLHttpRequest: records what is sent, answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: unknown } = { status: 201, body: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const hooks = { navigate: vi.fn(), logout: vi.fn(), toastError: vi.fn() };
let restoreHooks: () => void;

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  restoreHooks = registerApiHooks(hooks);
  useShellStore.getState().setSession({ token: 'abc', user: { role: 'EMPLOYER' } });
});
afterEach(() => {
  restoreHooks();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  useShellStore.getState().clearSession();
});

const image = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
const stored = {
  path: 'logo/2026/x.webp',
  url: '/media/logo/2026/x.webp',
  kind: 'logo',
  mime: 'image/webp',
  size: 3,
  width: 1,
  height: 1,
};

describe('uploadFile()', () => {
  it('posts the kind then the file to files/upload with the session and language headers', async () => {
    FakeXhr.answer = { status: 201, body: { code: 'SUCCESS', message: 'File uploaded.', data: stored } };
    const progress = vi.fn();
    await expect(uploadFile('logo', image, { onProgress: progress })).resolves.toEqual(stored);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/client/api/files/upload']);
    expect(xhr.headers.Authorization).toBe('jwt abc');
    expect(xhr.headers.lng).toBe('en');
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect([...xhr.body!.keys()]).toEqual(['kind', 'file']);
    expect(xhr.body!.get('kind')).toBe('logo');
    expect((xhr.body!.get('file') as File).name).toBe('logo.png');
    expect(progress).toHaveBeenCalledWith(0.5);
  });

  it("throws the server's refusal as an ApiError, without a toast unless asked", async () => {
    const refusal = {
      code: 'ERROR',
      message: 'The file must be at most 2 MB.',
      data: { errors: [{ field: 'file', message: 'The file must be at most 2 MB.' }] },
    };
    FakeXhr.answer = { status: 422, body: refusal };
    const error = await uploadFile('logo', image).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The file must be at most 2 MB.');
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).envelope).toEqual(refusal);
    expect(hooks.toastError).not.toHaveBeenCalled();
    await uploadFile('logo', image, { showErrorToast: true }).catch(() => {});
    expect(hooks.toastError).toHaveBeenCalledWith('The file must be at most 2 MB.');
  });

  it('signs out when the session has ended', async () => {
    const ended = {
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
      data: null,
    };
    FakeXhr.answer = { status: 401, body: ended };
    await expect(uploadFile('cover', image)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.logout).toHaveBeenCalledWith(ended);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile('logo', image, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
