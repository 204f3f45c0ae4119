// The browser packages are imported with a trailing slash ("events/") so that
// Node resolves them from node_modules instead of its built-in modules: the
// runtime tests under Node then exercise the very code the browser runs.
// `buffer` ships its own declarations; these two reuse Node's, which the
// packages mirror.
declare module "events/" {
  export { EventEmitter } from "node:events";
}

declare module "string_decoder/" {
  export { StringDecoder } from "node:string_decoder";
}
