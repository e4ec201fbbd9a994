/** POST /captcha/get and /captcha/check. Captcha calls need no login token; replies use AJ-Captcha's envelope. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { api, jsonBody, langOf } from '../http';
import { checkCaptcha, getCaptcha, type CaptchaCheckRequest, type CaptchaGetRequest } from './service';

export const captchaHandlers: HttpHandler[] = [
  http.post(api('/captcha/get'), async ({ request }) =>
    HttpResponse.json(getCaptcha(await jsonBody<CaptchaGetRequest>(request), langOf(request))),
  ),
  http.post(api('/captcha/check'), async ({ request }) =>
    HttpResponse.json(checkCaptcha(await jsonBody<CaptchaCheckRequest>(request), langOf(request))),
  ),
];
