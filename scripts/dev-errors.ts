/**
 * `npm run dev`: problems in content/ and manifest/ shown where the author is looking, in Vite's
 * error overlay, rather than only in the terminal. The overlay lists every problem of the failed
 * regeneration and leaves the last good page underneath; it goes once the files are fixed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import { ValidationError, type Problem } from '../schemas/format-issues.ts';

/** The overlay's `[plugin:…]` tag: the client closes only overlays with it, never one of Vite's own. */
export const ERROR_SOURCE = 'docs-content';
/** Sent once the files that failed regenerate cleanly again. */
export const ERRORS_CLEARED_EVENT = 'docs:errors-cleared';

const CLIENT_ID = 'virtual:docs-dev-errors';
const RESOLVED_CLIENT_ID = `\0${CLIENT_ID}`;
/** Source lines shown on each side of a problem's line. */
const FRAME_CONTEXT = 2;
/** A broken include or a renamed heading can fail dozens of pages: the message lists them all, frames the first few. */
const MAX_FRAMES = 8;

/**
 * The lines around `line` (1-based), numbered the way Vite's overlay recognises a code frame. No
 * caret under a column: problems name a line only.
 */
export function codeFrame(source: string, line: number): string {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const first = Math.max(1, line - FRAME_CONTEXT);
  const last = Math.min(lines.length, line + FRAME_CONTEXT);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1] ?? '';
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`);
  }
  return out.join('\n');
}

function framesOf(problems: readonly Problem[], siteRoot: string): string {
  const seen = new Set<string>();
  const frames: string[] = [];
  for (const problem of problems) {
    if (problem.line === undefined) continue;
    const key = `${problem.file}:${problem.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (frames.length === MAX_FRAMES) break;
    const file = path.join(siteRoot, problem.file);
    // The file may be gone (a deleted include) or unreadable mid-save: the message still names it.
    let source: string;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    frames.push(`${key}\n${codeFrame(source, problem.line)}`);
  }
  return frames.join('\n\n');
}

/**
 * What the overlay shows for a failed regeneration. A validation error lists each problem as the
 * terminal does (file, line, JSON path, message), frames the source lines, and puts the absolute
 * `file:line:column` of each in the stack, which the overlay turns into open-in-editor links.
 */
export function errorPayload(error: unknown, siteRoot: string): ErrorPayload {
  if (!(error instanceof ValidationError)) {
    const err = error instanceof Error ? error : new Error(String(error));
    return { type: 'error', err: { message: err.message, stack: err.stack ?? '', plugin: ERROR_SOURCE } };
  }
  const absolute = (p: Problem) => path.join(siteRoot, p.file);
  const first = error.problems[0];
  const frame = framesOf(error.problems, siteRoot);
  return {
    type: 'error',
    err: {
      message: error.message,
      stack: error.problems
        .map((p) => (p.line === undefined ? `    at ${absolute(p)}` : `    at ${absolute(p)}:${p.line}:1`))
        .join('\n'),
      plugin: ERROR_SOURCE,
      ...(first ? { id: absolute(first) } : {}),
      ...(first?.line === undefined ? {} : { loc: { file: absolute(first), line: first.line, column: 1 } }),
      ...(frame ? { frame } : {}),
    },
  };
}

/**
 * The page side: closes the content overlay when the server says the files are fixed. Vite's
 * client clears its overlay only on the next module update, which a content fix never causes (the
 * page is swapped through a custom event), and on the first update it reloads the page instead.
 */
const clientCode = `
if (import.meta.hot) {
  import.meta.hot.on(${JSON.stringify(ERRORS_CLEARED_EVENT)}, () => {
    for (const overlay of document.querySelectorAll('vite-error-overlay')) {
      const tag = overlay.shadowRoot && overlay.shadowRoot.querySelector('.plugin');
      if (tag && tag.textContent.includes(${JSON.stringify(`[plugin:${ERROR_SOURCE}]`)})) overlay.close();
    }
  });
}
`;

/** Reports regenerations to the pages: `failed` shows the overlay, `succeeded` takes it away. */
export interface ErrorReporter {
  failed(error: unknown): void;
  succeeded(): void;
}

/**
 * The Vite plugin that carries the overlay: it injects the client above into every page and, while
 * the files are broken, shows the overlay to each page that connects (a reload, a new tab), over
 * the last good page the server still serves.
 */
export function contentErrors(siteRoot: string): { plugin: Plugin; reporter: ErrorReporter } {
  let current: ErrorPayload | undefined;
  let server: ViteDevServer | undefined;
  const plugin: Plugin = {
    name: 'docs-content-errors',
    resolveId: (id) => (id === CLIENT_ID ? RESOLVED_CLIENT_ID : undefined),
    load: (id) => (id === RESOLVED_CLIENT_ID ? clientCode : undefined),
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { type: 'module', src: `${server?.config.base ?? '/'}@id/__x00__${CLIENT_ID}` },
        injectTo: 'head',
      },
    ],
    configureServer(devServer) {
      server = devServer;
      devServer.ws.on('connection', (socket) => {
        if (current) socket.send(JSON.stringify(current));
      });
    },
  };
  const reporter: ErrorReporter = {
    failed(error) {
      current = errorPayload(error, siteRoot);
      server?.ws.send(current);
    },
    succeeded() {
      if (!current) return;
      current = undefined;
      server?.ws.send({ type: 'custom', event: ERRORS_CLEARED_EVENT });
    },
  };
  return { plugin, reporter };
}
