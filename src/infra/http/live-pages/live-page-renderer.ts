import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLOCK, type Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { appErrorBody, STATUS_BY_KIND } from '../../../common/errors/app-error.filter';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { Language } from '../../../domain/language';
import { fillDeploymentValues } from '../deployment-values';
import { publicConfigOf } from '../public-config.controller';
import { WEB_DIST, WEB_SSR_ENTRY } from '../web-build';

/** A page rendered per request, with the status its answer earned (200, or the lookup's 404, 410 or 429). */
export type LivePage = { status: number; html: string; retryAfterSeconds?: number };

type Answer = { data: unknown } | { status: number; body: unknown; retryAfterSeconds?: number };

/** What the web build's server-side renderer (web/src/entry-server.tsx) offers the server. */
type WebRenderer = {
  renderLivePage(
    url: string,
    input: { config: ReturnType<typeof publicConfigOf>; language: Language; answeredAt: number; answer: Answer },
  ): Promise<{ head: string; body: string; answers: string } | null>;
};

const SLOTS = { language: '<!--live-page-language-->', head: '<!--live-page-head-->', root: '<!--live-page-->' };

/**
 * Renders the pages served per request (the tracking page) with the web app's own components, from
 * the answer their lookup gives: the customer reads their status before any script has run, and the
 * app hydrates the same HTML from the same answer, which the page carries.
 */
@Injectable()
export class LivePageRenderer {
  private readonly web: { renderer: WebRenderer; template: string } | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.web = loadWebRenderer(config);
  }

  /**
   * `path`'s page from what `lookup` answers, or from the refusal it throws (its status and words), in
   * the reader's language, or in the one the answer names (`languageOf`: the roster's for a provider).
   */
  async render<T>(path: string, readerLanguage: Language, lookup: () => Promise<T>, languageOf: (data: T) => Language = () => readerLanguage): Promise<LivePage> {
    const answeredAt = this.clock.now().getTime();
    const answer = await answerOf(lookup);
    const language = 'data' in answer ? languageOf(answer.data as T) : readerLanguage;
    const status = 'data' in answer ? 200 : answer.status;
    const retryAfterSeconds = 'data' in answer ? undefined : answer.retryAfterSeconds;
    if (!this.web) return { status, html: noBuildPage(status), retryAfterSeconds };
    const rendered = await this.web.renderer.renderLivePage(`${this.config.publicUrl}${path}`, {
      config: publicConfigOf(this.config),
      language,
      answeredAt,
      answer,
    });
    if (!rendered) throw new Error(`${path} is not a page the web app renders per request`);
    // Functions, not strings, put the page in: a customer's words with `$'` or `$&` in them are text, not replacement patterns.
    const html = this.web.template
      .replace(SLOTS.language, () => language)
      .replace(SLOTS.head, () => `${rendered.head}${rendered.answers}`)
      .replace(SLOTS.root, () => rendered.body);
    return { status, html, retryAfterSeconds };
  }
}

async function answerOf(lookup: () => Promise<unknown>): Promise<Answer> {
  try {
    return { data: await lookup() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: STATUS_BY_KIND[error.kind], body: appErrorBody(error), retryAfterSeconds: error.retryAfterSeconds };
  }
}

function loadWebRenderer(config: AppConfig): { renderer: WebRenderer; template: string } | null {
  const templateFile = join(WEB_DIST, 'prerendered', 'live-page.html');
  // No build (tests of the API alone, or `npm run dev`, where Vite serves the pages).
  if (!existsSync(WEB_SSR_ENTRY) || !existsSync(templateFile)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's CommonJS renderer, found at run time
  const renderer = require(WEB_SSR_ENTRY) as WebRenderer;
  return { renderer, template: fillDeploymentValues(readFileSync(templateFile, 'utf8'), config) };
}

const noBuildPage = (status: number) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>DFW Roadside Assistance</title><p>Status ${status}. The web app is not built: run npm run build:web.</p></html>`;
