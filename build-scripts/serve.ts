import fs from "node:fs";
import path from "node:path";
import { createStaticServer, listen } from "./static-server/static-server";

const root = path.resolve(process.env.DOCS_BUILD_DIR ?? "build", "client");
if (!fs.existsSync(path.join(root, "index.html"))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const url = await listen(createStaticServer(root), port).catch((error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is in use; try PORT=3001 npm run serve` : error.message);
  process.exit(1);
});
console.log(`unblessed docs: serving ${path.relative(process.cwd(), root)} at ${url}/`);
