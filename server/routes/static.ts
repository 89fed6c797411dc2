// The built console: files of STATIC_DIR, and index.html for every other GET outside /uiserver/
// (client-side routes such as /login or /administration/...). Hashed /assets/ files cache for a year;
// everything else revalidates so a new build shows up at once.
import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendFailure } from "../reply.ts";

const LONG_CACHE = "public, max-age=31536000, immutable";

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const assets = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    index: false, // "/" goes through the fallback below, like every client route
    cacheControl: false, // set by setHeaders instead
    dotfiles: "ignore", // dotfiles count as missing: they get the fallback like any unknown path
    // Directory urls ("/", "/locales/") are not files: hand them to the fallback instead of a 403.
    allowedPath: (pathName) => !pathName.endsWith("/"),
    suppressWarning: true, // the directory may not exist until `npm run build`
    setHeaders: (reply, path) => {
      reply.header("cache-control", path.startsWith(assets) ? LONG_CACHE : "no-cache");
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if ((request.method !== "GET" && request.method !== "HEAD") || path.startsWith("/uiserver/")) {
      return sendFailure(request, reply, 404, "not found");
    }
    if (!existsSync(resolve(root, "index.html"))) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(`The console is not built: ${root}/index.html is missing. Run \`npm run build\`, then reload.\n`);
    }
    return reply.code(200).header("cache-control", "no-cache").sendFile("index.html", root, { cacheControl: false });
  });
}
