// Starts the reference UI-server.
//   PORT (4173)  HOST (127.0.0.1)  DATA_DIR (server/.data)  STATIC_DIR (dist)
//   FRESH=1 wipes DATA_DIR first (re-seeds the demo data)  LOG=1 request logging  DEV_TOOLS=0 hides /uiserver/dev/*
//   GUIDE_TOOL_SCRIPT_URL, GUIDE_TOOL_API_KEY, GUIDE_TOOL_GLOBAL configure the analytics guide tool
//   (GUIDE_TOOL=demo uses the stand-in script at /uiserver/dev/guide-tool.js)
// Relative DATA_DIR / STATIC_DIR values resolve against the current directory; the defaults against the repo root.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./app.ts";
import { ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from "./seed.ts";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const port = Number(env.PORT ?? 4173);
const host = env.HOST ?? "127.0.0.1";
const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(repoRoot, "server/.data");
const staticDir = env.STATIC_DIR ? resolve(env.STATIC_DIR) : resolve(repoRoot, "dist");

function guideToolConfig(): { guideTool: { scriptUrl: string; apiKey: string; globalName: string } } | undefined {
  if (env.GUIDE_TOOL === "demo") {
    return { guideTool: { scriptUrl: "/uiserver/dev/guide-tool.js", apiKey: "demo-key", globalName: "guideDemo" } };
  }
  if (!env.GUIDE_TOOL_SCRIPT_URL || !env.GUIDE_TOOL_API_KEY) return undefined;
  return { guideTool: { scriptUrl: env.GUIDE_TOOL_SCRIPT_URL, apiKey: env.GUIDE_TOOL_API_KEY, globalName: env.GUIDE_TOOL_GLOBAL ?? "pendo" } };
}

/** Deletes the data dir, but only if it plausibly is one: never a parent of the repo or home. */
function wipeDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const guarded = [repoRoot, homedir(), "/"];
  const isAncestor = (a: string, b: string) => b === a || b.startsWith(a.endsWith(sep) ? a : a + sep);
  const looksLikeStore = existsSync(resolve(dir, "PG_VERSION")) || readdirSync(dir).length === 0;
  if (guarded.some((g) => isAncestor(dir, g)) || !looksLikeStore) {
    throw new Error(`FRESH=1: refusing to delete ${dir} (not an empty dir or a PGlite data dir)`);
  }
  rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  if (env.FRESH === "1") wipeDataDir(dataDir);

  const started = Date.now();
  const consoleConfig = guideToolConfig();
  const app = await buildServer({
    dataDir,
    staticDir,
    logger: env.LOG === "1",
    devTools: env.DEV_TOOLS !== "0",
    ...(consoleConfig ? { consoleConfig } : {}),
  });
  await app.listen({ port, host });
  const shownHost = host.includes(":") ? `[${host}]` : host;

  const rows = ACCOUNTS.map((a) => [a.namespace ? `${a.username}@@${a.namespace}` : a.username, a.shows] as const);
  const width = Math.max(...rows.map(([u]) => u.length), "username".length);
  const address = app.server.address();
  const actualPort = address && typeof address === "object" ? address.port : port; // PORT=0 picks a free port
  console.log(`\nUI-server ready in ${Date.now() - started} ms: http://${shownHost}:${actualPort}/`);
  console.log(`  data: ${dataDir}\n  console files: ${staticDir}${existsSync(resolve(staticDir, "index.html")) ? "" : "  (missing: run `npm run build`)"}`);
  console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD})\n`);
  console.log(`  ${"username".padEnd(width)}  shows`);
  console.log(`  ${"-".repeat(width)}  ${"-".repeat(5)}`);
  for (const [u, shows] of rows) console.log(`  ${u.padEnd(width)}  ${shows}`);
  console.log(`\nTOTP secret of "mfa": ${DEMO_TOTP_SECRET}`);
  if (env.DEV_TOOLS !== "0") console.log("Dev helpers: GET /uiserver/dev/outbox?to=EMAIL (sent codes), GET /uiserver/dev/totp?username=mfa (current code)\n");

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing…`);
    // Closing the app closes PGlite (onClose hook), which flushes the store to disk.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
