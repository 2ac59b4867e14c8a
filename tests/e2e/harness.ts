import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantSettings } from '../../src/config/schema/merchant';

export const PORT = Number(process.env.E2E_PORT);
export const SAMPLE_CODES = ['luckystar', 'saigonlotto', 'siamarena'] as const;

/** http://<code>.localhost:<port><path>: Chromium resolves *.localhost to the loopback server. */
export const siteUrl = (code: string, pathname = '/m/home') => `http://${code}.localhost:${PORT}${pathname}`;

export function sampleSettings(code: string): MerchantSettings {
  return JSON.parse(readFileSync(path.resolve('merchants', code, 'merchant.json'), 'utf8')) as MerchantSettings;
}

/** "#c8102e" -> "rgb(200, 16, 46)", as getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** Node cannot resolve *.localhost, so requests outside the browser go to 127.0.0.1 with the Host header. */
export function hostGet(request: import('@playwright/test').APIRequestContext, host: string, pathname: string) {
  return request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { Host: host } });
}
