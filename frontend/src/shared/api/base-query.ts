import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { i18n } from '@/shared/i18n/i18n';
import {
  API_PREFIX,
  CODE_NOT_LOGIN,
  CODE_OK,
  REPEAT_SUBMIT_WINDOW_MS,
  REQUEST_TIMEOUT_MS,
  UPLOAD_TIMEOUT_MS,
  type ApiError,
  type ApiRequest,
  type Envelope,
} from './api-types';
import type { AppServices } from './services';
import { loggedOut, type TransportRootState } from './session-ended';
import { takeWrittenAnswer } from './written-answers';

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** The catalogue message for a code, preferring a context entry such as `106.pay`. */
export function catalogueMessage(code: number, context?: string): string {
  return i18n.t(`api.error_${code}`, {
    context,
    defaultValue: i18n.t('api.error_unknown'),
  });
}

function repeatKey(request: ApiRequest): string {
  const payload = request.formData
    ? [...request.formData.entries()].map(([name, value]) =>
        typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
      )
    : (request.body ?? {});
  return `${request.path} ${JSON.stringify(payload)}`;
}

/** True when an identical POST went out less than a window ago; records this one otherwise. */
function isRepeatSubmit(services: AppServices, key: string): boolean {
  const now = services.now();
  for (const [seenKey, sentAt] of services.recentSubmits) {
    if (now - sentAt >= REPEAT_SUBMIT_WINDOW_MS) services.recentSubmits.delete(seenKey);
  }
  if (services.recentSubmits.has(key)) return true;
  services.recentSubmits.set(key, now);
  return false;
}

function buildInit(request: ApiRequest, session: TransportRootState['session']): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { 'Accept-Language': session.language, ...request.headers };
  if (request.formData) {
    const query = new URLSearchParams({ ...request.query, sid: session.sid });
    return {
      url: `${API_PREFIX}/${request.path}?${query.toString()}`,
      init: { method: 'POST', headers, body: request.formData },
    };
  }
  headers['Content-Type'] = 'application/json';
  const language = request.contentLanguage === undefined ? session.language : request.contentLanguage;
  const body = { ...request.body, sid: session.sid, language };
  return { url: `${API_PREFIX}/${request.path}`, init: { method: 'POST', headers, body: JSON.stringify(body) } };
}

/**
 * The one transport for every /api call: injects sid and language, unwraps the
 * {code, msg, data} envelope and applies the catalogue's generic error handling.
 */
export const bazaarBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const services = api.extra as AppServices;
  const state = api.getState() as TransportRootState;
  const show = (kind: 'warning' | 'error', message: string): void => {
    if (!request.ignoreError) services.notify(kind, message);
  };

  const exempt =
    api.type === 'query' || request.isQuery === true || request.headers?.['X-Repeat-Submit'] === 'allow';
  if (!exempt && isRepeatSubmit(services, repeatKey(request))) {
    const message = i18n.t('api.repeat_submit');
    show('warning', message);
    return { error: { kind: 'RepeatSubmit', message } };
  }

  // A guest's first call may have its answer in the page already; it is not asked again.
  const written = state.session.guest ? takeWrittenAnswer(services.writtenAnswers, request, state.session.language) : undefined;
  if (written !== undefined) return { data: written };

  const { url, init } = buildInit(request, state.session);
  const controller = new AbortController();
  const abort = (): void => {
    controller.abort();
  };
  api.signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, request.formData ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);

  let envelope: unknown;
  try {
    const response = await services.fetchFn(url, { ...init, signal: controller.signal });
    if (response.status !== 200) {
      const message = i18n.t('api.network_error');
      show('error', message);
      return { error: { kind: 'NetworkError', status: response.status, message } };
    }
    envelope = await response.json();
  } catch {
    const message = i18n.t('api.network_error');
    show('error', message);
    return { error: { kind: 'NetworkError', status: null, message } };
  } finally {
    clearTimeout(timer);
    api.signal.removeEventListener('abort', abort);
  }

  if (!isEnvelope(envelope)) {
    const message = i18n.t('api.network_error');
    show('error', message);
    return { error: { kind: 'NetworkError', status: 200, message } };
  }
  if (envelope.code === CODE_OK) return { data: envelope.data };

  if (envelope.code === CODE_NOT_LOGIN) {
    if (!state.session.guest) api.dispatch(loggedOut());
    const message = i18n.t('index.login_tip');
    show('warning', message);
    return { error: { kind: 'NotLogin', code: CODE_NOT_LOGIN, message } };
  }

  // The server's msg is already in the caller's language; the catalogue covers an empty one.
  const message = envelope.msg || catalogueMessage(envelope.code, request.errorContext);
  show('error', message);
  return { error: { kind: 'APIError', code: envelope.code, message, data: envelope.data } };
};
